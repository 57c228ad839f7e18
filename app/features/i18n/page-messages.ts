import { isLanguageCode, type LanguageCode } from '#shared/i18n/languages.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { shellGroups } from './i18n.ts';
import type { Resources } from './translator.ts';

/**
 * The shell's messages of a language (its `ui`, `errors` and `gm` groups, and English as the
 * fallback), the same for every page and player. They used to travel in the root loader's data, then
 * in a data block written into every page (36 KB of a 90 KB home page, rendered and compressed anew
 * for each one). Now they are a file whose address carries a hash of its text: the page names it
 * and preloads it, the browser reads it before hydrating and keeps it for a year, and the server
 * sends it precompressed (decision 0038, "The shell's messages as a file"). A client-side language
 * switch fetches the language's static group files instead.
 */
export interface PageMessages {
  resources: Resources;
  /** `resources` as JSON: the file's text. */
  json: string;
  /** The file's address (none for a language the browser fetched from its group files). */
  url?: string;
}

const urlPrefix = '/page-messages/';
const fileName = /^([a-z]{2,4})\.([\w-]{16})\.json$/;

/** `/page-messages/<code lower>.<hash>.json`. */
export function pageMessagesUrl(language: LanguageCode, hash: string): string {
  return `${urlPrefix}${language.toLowerCase()}.${hash}.json`;
}

/** The language and hash a file name under `/page-messages/` names, if it is one. */
export function parsePageMessagesFile(name: string): { language: LanguageCode; hash: string } | null {
  const match = fileName.exec(name);
  const language = match?.[1]?.toUpperCase();
  return match && isLanguageCode(language) ? { language, hash: match[2] ?? '' } : null;
}

const byLanguage = new Map<LanguageCode, PageMessages>();

export function pageMessagesFrom(resources: Resources): PageMessages {
  return { resources, json: JSON.stringify(resources) };
}

export function registerPageMessages(language: LanguageCode, messages: PageMessages): void {
  byLanguage.set(language, messages);
}

/** The messages of a language this process holds (the server: every one it has served). */
export function pageMessagesOf(language: LanguageCode): PageMessages | undefined {
  return byLanguage.get(language);
}

/**
 * The browser, before hydrating: the messages of the file the page names (preloaded by its head),
 * else the language's static group files. Throws when neither can be had: hydrating without its
 * messages would replace the server's texts with message keys.
 */
export async function loadDocumentMessages(document: Document): Promise<void> {
  const { language, messages } = document.documentElement.dataset;
  if (!isLanguageCode(language)) return;
  if (messages) {
    try {
      const response = await fetch(messages);
      if (!response.ok) throw new Error(`${messages}: HTTP ${response.status}`);
      const json = await response.text();
      registerPageMessages(language, { resources: JSON.parse(json) as Resources, json, url: messages });
      return;
    } catch (error) {
      console.warn("The page's messages failed to load; trying the language's files", error);
    }
  }
  await ensurePageMessages(language);
}

/** The browser, before a page in another language: its messages from the static files. */
export async function ensurePageMessages(language: LanguageCode): Promise<void> {
  if (byLanguage.has(language)) return;
  const languages: LanguageCode[] = language === 'EN' ? ['EN'] : [language, 'EN'];
  const resources: Resources = {};
  await Promise.all(
    languages.map(async (code) => {
      const groups = await Promise.all(
        shellGroups.map(async (group) => {
          const response = await fetch(localeFileUrl(code, group));
          if (!response.ok) throw new Error(`${localeFileUrl(code, group)}: HTTP ${response.status}`);
          return [group, (await response.json()) as Record<string, string>] as const;
        }),
      );
      resources[code] = Object.fromEntries(groups);
    }),
  );
  registerPageMessages(language, pageMessagesFrom(resources));
}
