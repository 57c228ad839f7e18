/**
 * The one rule for text a player types into a free-text field (names, bank details, e-mail): what is
 * saved is shown to operators and on other pages, so it must read as it looks. Refused:
 * - control characters (C0 including tab and newlines, DEL, C1), and the line and paragraph
 *   separators: every such field is one line;
 * - invisible characters: zero-width space, joiners and marks (U+200B–U+200F), the soft hyphen,
 *   word joiner and invisible operators (U+2060–U+2064), the byte-order mark U+FEFF, the Arabic
 *   letter mark, the Mongolian vowel separator, the Hangul fillers (letters that draw nothing, so a
 *   letters-only pattern lets them through), interlinear annotation marks and the tag characters;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a
 *   name read differently from how it is stored ("Trojan Source").
 *
 * Decision: zero-width joiners are refused too, although some scripts (Persian, Indic) use them
 * inside words: none of the site's languages needs them in a name or bank field, and an invisible
 * difference between two names that look alike is what this rule exists to stop.
 */
const hiddenCharacter =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;

/** The message key (errors and validation groups) of text this rule refuses. */
export const hiddenCharactersKey = 'hiddenCharacters';

/** The first refused character of the text, as U+XXXX, or null when the text keeps the rule. */
export function hiddenCharacterIn(text: string): string | null {
  const match = hiddenCharacter.exec(text);
  if (!match) return null;
  return `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** True when the text holds no control, invisible or direction-changing character. */
export function isCleanPlayerText(text: string): boolean {
  return !hiddenCharacter.test(text);
}
