import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { MessageGroup } from '#shared/i18n/message-groups.ts';

const localesDir = fileURLToPath(new URL('../../../public/locales', import.meta.url));
const cache = new Map<string, Promise<Record<string, string>>>();

/** A message group of a language, read once from the shipped JSON and kept in memory. */
export function readMessageGroup(
  language: LanguageCode,
  group: MessageGroup,
): Promise<Record<string, string>> {
  const key = `${language}/${group}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = readFile(`${localesDir}/${language.toLowerCase()}/${group}.json`, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string>,
    );
    cache.set(key, entry);
  }
  return entry;
}
