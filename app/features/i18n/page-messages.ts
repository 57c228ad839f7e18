import { isLanguageCode, type LanguageCode } from '#shared/i18n/languages.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { shellGroups, type Resources } from './i18n.ts';

/**
 * The shell's messages of a language (its `ui`, `errors` and `gm` groups, and English as the
 * fallback), the same for every page and player. They used to travel in the root loader's data,
 * encoded anew into every page and every revalidation (a third of the page's bytes, and a share of
 * each render's time). Now the server keeps them per language and writes them once into the page
 * as a JSON data block; the browser reads that block before hydrating, and fetches another
 * language's static files when the player switches language (decision 0038).
 */
export interface PageMessages {
  resources: Resources;
  /** `resources` as the page's data block holds it (`<` escaped). */
  json: string;
}

/** The element id of the data block. */
export const pageMessagesId = 'page-messages';

const byLanguage = new Map<LanguageCode, PageMessages>();

export function pageMessagesFrom(resources: Resources): PageMessages {
  return { resources, json: JSON.stringify(resources).replaceAll('<', '\\u003c') };
}

export function registerPageMessages(language: LanguageCode, messages: PageMessages): void {
  byLanguage.set(language, messages);
}

/** The messages of a language this process holds (the server: every one it has served). */
export function pageMessagesOf(language: LanguageCode): PageMessages | undefined {
  return byLanguage.get(language);
}

/** The browser, before hydrating: the messages the server wrote into the page. */
export function readDocumentMessages(document: Document): void {
  const block = document.getElementById(pageMessagesId);
  const language = document.documentElement.dataset.language;
  if (!block || !isLanguageCode(language)) return;
  const json = block.textContent ?? '';
  registerPageMessages(language, { resources: JSON.parse(json) as Resources, json });
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
