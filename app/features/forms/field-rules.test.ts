import { describe, expect, it } from 'vitest';
import {
  accountIdProblem,
  confirmPasswordProblem,
  emailProblem,
  fullNameProblem,
  hasProblems,
  loginPasswordProblem,
  newPasswordProblem,
  phoneProblem,
  referrerCodeProblem,
  tacProblem,
  type FieldProblem,
} from './field-rules.ts';

type Row = [input: string, problem: FieldProblem | null];

const required = { key: 'required' };
const accountIdFormat = { key: 'accountIdFormat', values: { min: 4, max: 20 } };
const passwordLength = { key: 'passwordLength', values: { min: 8, max: 64 } };
const invalidPhone = { key: 'invalidPhone' };
const invalidEmail = { key: 'invalidEmail' };
const lettersOnly = { key: 'lettersOnly' };
const tacFormat = { key: 'tacFormat' };
const hiddenCharacters = { key: 'hiddenCharacters' };
const invalidCharacters = { key: 'invalidCharacters' };

/**
 * Each rule against the keys the hand-written rules gave before they ran the contract's fields:
 * the table was taken from the old rules, so the same input still shows the same message.
 */
const unchanged: Record<string, { rule: (value: string) => FieldProblem | null; rows: Row[] }> = {
  'account id': {
    rule: accountIdProblem,
    rows: [
      ['', required],
      ['   ', required],
      ['abc', accountIdFormat],
      ['abcd', null],
      ['Player_01', null],
      ['ABCD', null],
      ['a'.repeat(20), null],
      ['a'.repeat(21), accountIdFormat],
      ['bad id', accountIdFormat],
      [' abcd', accountIdFormat],
      ['ab-cd', accountIdFormat],
      ['émile', accountIdFormat],
      ['abc\u200bd', accountIdFormat],
      ['１２３４', accountIdFormat],
    ],
  },
  'login password': {
    rule: loginPasswordProblem,
    rows: [
      ['', required],
      [' ', null],
      ['x', null],
      ['Marquee-demo-2026!', null],
    ],
  },
  'new password': {
    rule: newPasswordProblem,
    rows: [
      ['', required],
      [' ', passwordLength],
      ['1234567', passwordLength],
      ['12345678', null],
      ['        ', null],
      // Counted in characters as the server counts them: 64 emoji are 128 UTF-16 units.
      ['😀'.repeat(64), null],
      ['😀'.repeat(7), passwordLength],
      ['x'.repeat(64), null],
      ['x'.repeat(65), passwordLength],
    ],
  },
  'phone as typed': {
    rule: phoneProblem,
    rows: [
      ['', required],
      [' ', required],
      ['0917 123 4567', null],
      ['+63 917 123 4567', null],
      ['639171234567', null],
      ['00639171234567', null],
      ['(0917) 123-4567', null],
      ['0917.123.4567', null],
      [' 09171234567 ', null],
      ['123456', null],
      ['12345', invalidPhone],
      ['0917', invalidPhone],
      ['call me', invalidPhone],
      ['+63 917 123 4567 ext 2', invalidPhone],
      ['++639171234567', invalidPhone],
      ['1'.repeat(18), invalidPhone],
      ['0917\u200b1234567', invalidPhone],
    ],
  },
  'optional e-mail': {
    rule: (value) => emailProblem(value, { optional: true }),
    rows: [
      ['', null],
      ['maria@example.com', null],
      ['MARIA@Example.COM', null],
      [' ', invalidEmail],
      ['a@b', invalidEmail],
      ['maria@example', invalidEmail],
      ['maria @example.com', invalidEmail],
      [' maria@example.com', invalidEmail],
      ['a@b@example.com', invalidEmail],
      // The dialog check of spec §5 is stricter than the contract's shape: still refused.
      ['m@ex.c', invalidEmail],
      ['ma..ria@example.com', invalidEmail],
      ['.maria@example.com', invalidEmail],
      ['maría@example.com', invalidEmail],
      [`${'a'.repeat(65)}@example.com`, invalidEmail],
      [`x@${'a'.repeat(250)}.com`, invalidEmail],
    ],
  },
  'required e-mail': {
    rule: (value) => emailProblem(value, { optional: false }),
    rows: [
      ['', required],
      ['maria@example.com', null],
    ],
  },
  'full name (alphabet-only)': {
    rule: fullNameProblem,
    rows: [
      ['', required],
      ['  ', required],
      ['Maria', null],
      ['a b c', null],
      ['Maria  Santos ', null],
      [' Maria Santos', null],
      ['María', lettersOnly],
      ['王小明', lettersOnly],
      ['Maria1', lettersOnly],
      ['Mary-Jane', lettersOnly],
      ["O'Neil", lettersOnly],
      ['a'.repeat(80), null],
      [` ${'a'.repeat(80)} `, null],
      ['a'.repeat(81), { key: 'maxLength', values: { max: 80 } }],
    ],
  },
  'verification code': {
    rule: tacProblem,
    rows: [
      ['', required],
      [' ', tacFormat],
      ['12345', tacFormat],
      ['123456', null],
      ['1234567', tacFormat],
      ['12345a', tacFormat],
      ['１２３４５６', tacFormat],
      [' 123456', tacFormat],
    ],
  },
  'referral code': {
    rule: referrerCodeProblem,
    rows: [
      ['', null],
      ['FRIEND01', null],
      ['x'.repeat(200), null],
      ['x'.repeat(201), { key: 'maxLength', values: { max: 200 } }],
    ],
  },
};

describe('field rules give the same message keys as before they ran the contract fields', () => {
  for (const [name, { rule, rows }] of Object.entries(unchanged))
    it(name, () => {
      for (const [input, problem] of rows) expect(rule(input), JSON.stringify(input)).toEqual(problem);
    });

  it('confirmation: required, then equal to the new password', () => {
    expect(confirmPasswordProblem('abcdefgh', '')).toEqual(required);
    expect(confirmPasswordProblem('abcdefgh', 'abcdefgi')).toEqual({ key: 'passwordsDoNotMatch' });
    expect(confirmPasswordProblem('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('what the old rules let through and the server refused: now refused at the field', () => {
  it('a password the contract does not take (a control character, over 1024 characters)', () => {
    expect(loginPasswordProblem('pass\u0000word')).toEqual(invalidCharacters);
    expect(newPasswordProblem('pass\u0000word1')).toEqual(invalidCharacters);
    expect(loginPasswordProblem('a'.repeat(2000))).toEqual({ key: 'maxLength', values: { max: 1024 } });
  });

  it('hidden characters in a name or an e-mail address get their own message', () => {
    expect(fullNameProblem('Maria\u200bSantos')).toEqual(hiddenCharacters);
    expect(emailProblem('maria\u200b@example.com', { optional: true })).toEqual(hiddenCharacters);
  });

  it('a referral code with a control character', () => {
    expect(referrerCodeProblem('FRIEND\u000701')).toEqual(invalidCharacters);
  });
});

describe('a form with problems', () => {
  it('may be sent only when no field has one', () => {
    expect(hasProblems({ a: null, b: undefined })).toBe(false);
    expect(hasProblems({ a: null, b: required })).toBe(true);
  });
});
