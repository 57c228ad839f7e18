import type { LanguageCode } from './languages.ts';

/**
 * The message groups every language has, spec section 3: "ui, validation, errors, messages and one
 * more short-named group" — `gm` holds the game texts (category names, provider popup, game tile
 * actions, bet names). Each is a static JSON file loaded on demand.
 */
export const messageGroups = ['ui', 'validation', 'errors', 'messages', 'gm'] as const;
export type MessageGroup = (typeof messageGroups)[number];

/** Where the static message file of a language and group is served: /locales/<code lower>/<group>.json. */
export function localeFileUrl(code: LanguageCode, group: MessageGroup): string {
  return `/locales/${code.toLowerCase()}/${group}.json`;
}
