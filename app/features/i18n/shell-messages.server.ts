import { createHash } from 'node:crypto';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { MessageGroup } from '#shared/i18n/message-groups.ts';
import { shellGroups } from './i18n.ts';
import type { Resources } from './translator.ts';
import { readMessageGroup } from './locale-files.server.ts';
import { pageMessagesFrom, pageMessagesUrl, type PageMessages } from './page-messages.ts';

const byLanguage = new Map<LanguageCode, Promise<PageMessages>>();

/**
 * The shell's messages of a language with the address of their file, read once per process. The
 * address carries a hash of the text, so the file is cached by browsers for a year and a changed
 * text is a new address. The page server and the file's route each keep their own copy, built by
 * this same function from the same files, so the two always name the same hash.
 */
export function shellMessagesOf(language: LanguageCode): Promise<PageMessages> {
  let messages = byLanguage.get(language);
  if (!messages) {
    messages = readResources(language).then((resources) => {
      const json = pageMessagesFrom(resources).json;
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
      return { resources, json, url: pageMessagesUrl(language, hash) };
    });
    byLanguage.set(language, messages);
    messages.catch(() => byLanguage.delete(language));
  }
  return messages;
}

async function readResources(language: LanguageCode): Promise<Resources> {
  const languagesToLoad: LanguageCode[] = language === 'EN' ? ['EN'] : [language, 'EN'];
  const resources: Resources = {};
  for (const code of languagesToLoad) {
    const groups = await Promise.all(shellGroups.map((group) => readMessageGroup(code, group)));
    resources[code] = Object.fromEntries(shellGroups.map((group, i) => [group, groups[i]])) as Partial<
      Record<MessageGroup, Record<string, string>>
    >;
  }
  return resources;
}
