import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountNameField, bankNameField } from '#shared/contract/payment-contract.ts';
import { emailField, fullNameField, optionalEmailField } from '#shared/contract/account-contract.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { hiddenCharacterIn, hiddenCharactersKey, isCleanPlayerText } from './player-text.ts';

const refused: Record<string, string> = {
  NUL: '\u0000',
  tab: '\t',
  newline: '\n',
  'carriage return': '\r',
  DEL: '\u007F',
  'C1 control': '\u0085',
  'soft hyphen': '\u00AD',
  'Arabic letter mark': '\u061C',
  'Hangul filler': '\u3164',
  'Mongolian vowel separator': '\u180E',
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'left-to-right embedding': '\u202A',
  'right-to-left embedding': '\u202B',
  'pop directional formatting': '\u202C',
  'left-to-right override': '\u202D',
  'right-to-left override': '\u202E',
  'word joiner': '\u2060',
  'invisible plus': '\u2064',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'byte-order mark': '\uFEFF',
  'interlinear annotation anchor': '\uFFF9',
  'tag letter a': '\u{E0061}',
};

const kept = [
  'Maria Santos',
  'Lucía García',
  'Mark Anthony Bautista',
  '王伟',
  'Иван Петров',
  'محمد علي',
  'BDO Unibank',
  "O'Brien-Smith & Co. (Savings) #2",
  'maria.santos@example.com',
  'Zoë 😀',
  '',
];

describe('player-text rule', () => {
  it.each(Object.entries(refused))('refuses a %s anywhere in the text', (_, character) => {
    for (const text of [character, `Maria${character}Santos`, `${character}Maria`, `Maria${character}`]) {
      expect(isCleanPlayerText(text), JSON.stringify(text)).toBe(false);
      expect(hiddenCharacterIn(text)).toBe(
        `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      );
    }
  });

  it.each(kept)('keeps %j', (text) => {
    expect(isCleanPlayerText(text)).toBe(true);
    expect(hiddenCharacterIn(text)).toBeNull();
  });

  it('refuses every character of the ranges the issue names', () => {
    const ranges: [number, number][] = [
      [0x200b, 0x200f],
      [0x2060, 0x2064],
      [0x202a, 0x202e],
      [0x2066, 0x2069],
      [0x0000, 0x001f],
      [0x007f, 0x009f],
    ];
    for (const [low, high] of ranges)
      for (let code = low; code <= high; code += 1)
        expect(isCleanPlayerText(`a${String.fromCodePoint(code)}b`), code.toString(16)).toBe(false);
    for (const code of [0xfeff, 0x00ad]) expect(isCleanPlayerText(String.fromCodePoint(code))).toBe(false);
  });
});

describe('contract fields a player types into', () => {
  const fields = {
    bank_name: [bankNameField, 'BDO Unibank'],
    account_name: [accountNameField, 'Maria Santos'],
    full_name: [fullNameField, 'Maria Santos'],
    email: [emailField, 'maria.santos@example.com'],
    optional_email: [optionalEmailField, 'maria.santos@example.com'],
  } as const;

  it.each(Object.entries(fields))(
    '%s refuses hidden characters with the rule key alone',
    (_, [field, good]) => {
      expect(field.safeParse(good).success).toBe(true);
      for (const character of ['\u202E', '\u200B', '\u2066', '\uFEFF', '\u00AD', '\u0007']) {
        const middle = Math.floor(good.length / 2);
        const result = field.safeParse(`${good.slice(0, middle)}${character}${good.slice(middle)}`);
        expect(result.success, JSON.stringify(character)).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([hiddenCharactersKey]);
      }
    },
  );

  it('still answer their own key for other mistakes', () => {
    expect(accountNameField.safeParse('Maria2').error?.issues[0]?.message).toBe('invalidAccountName');
    expect(bankNameField.safeParse('B').error?.issues[0]?.message).toBe('invalidBankName');
    expect(fullNameField.safeParse('Maria 2').error?.issues[0]?.message).toBe('invalidFullName');
    expect(emailField.safeParse('maria@').error?.issues[0]?.message).toBe('invalidEmailAddress');
  });
});

describe('the hiddenCharacters message', () => {
  const publicDir = new URL('../../public', import.meta.url);
  it.each(['EN', 'CN', 'PHP', 'ESP', 'RUS'] as const)('has a text in %s (errors and validation)', (code) => {
    for (const group of ['errors', 'validation'] as const) {
      const file = new URL(`.${localeFileUrl(code, group)}`, `${publicDir.href}/`);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(messages[hiddenCharactersKey], `${code} ${group}`).toMatch(/\S/);
    }
  });
});
