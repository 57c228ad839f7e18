import { describe, expect, it } from 'vitest';
import { sessionStateOf } from './client-session.ts';
import {
  accountIdProblem,
  confirmPasswordProblem,
  emailProblem,
  fullNameProblem,
  newPasswordProblem,
  phoneDigitsProblem,
  phoneProblem,
  tacProblem,
} from './field-rules.ts';
import { returnPathOf, safeReturnPath } from './return-path.ts';
import { referrerCodeOf, signupExtras } from './signup-extras.ts';
import { visitorId, visitorIdKey } from './visitor-id.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('form checks (the contract rules, as validation message keys)', () => {
  it('account id: 4 to 20 letters, digits or underscores, any case', () => {
    expect(accountIdProblem('')).toEqual({ key: 'required' });
    expect(accountIdProblem('abc')).toEqual({ key: 'accountIdFormat', values: { min: 4, max: 20 } });
    expect(accountIdProblem('Player_01')).toBeNull();
    expect(accountIdProblem('a'.repeat(21))?.key).toBe('accountIdFormat');
    expect(accountIdProblem('bad id')?.key).toBe('accountIdFormat');
  });

  it('new password: 8 to 64 characters counted as the server counts them', () => {
    expect(newPasswordProblem('')).toEqual({ key: 'required' });
    expect(newPasswordProblem('1234567')).toEqual({ key: 'passwordLength', values: { min: 8, max: 64 } });
    expect(newPasswordProblem('12345678')).toBeNull();
    // 64 emoji are 64 characters (128 UTF-16 units): allowed.
    expect(newPasswordProblem('😀'.repeat(64))).toBeNull();
    expect(newPasswordProblem('x'.repeat(65))?.key).toBe('passwordLength');
    expect(confirmPasswordProblem('abcdefgh', 'abcdefgi')).toEqual({ key: 'passwordsDoNotMatch' });
    expect(confirmPasswordProblem('abcdefgh', 'abcdefgh')).toBeNull();
  });

  it('phone digits after the +: 8 to 15; e-mail optional or valid; 6-digit codes', () => {
    expect(phoneDigitsProblem('6391712')).toEqual({ key: 'invalidPhone' });
    expect(phoneDigitsProblem('639171234567')).toBeNull();
    expect(phoneDigitsProblem('1234567890123456')).toEqual({ key: 'invalidPhone' });
    expect(emailProblem('', { optional: true })).toBeNull();
    expect(emailProblem('', { optional: false })).toEqual({ key: 'required' });
    expect(emailProblem('a@b', { optional: true })).toEqual({ key: 'invalidEmail' });
    expect(emailProblem('maria@example.com', { optional: true })).toBeNull();
    expect(tacProblem('12345')).toEqual({ key: 'tacFormat' });
    expect(tacProblem('123456')).toBeNull();
  });

  it('a mobile number as typed: every form the server reads is let through, junk is not', () => {
    for (const typed of [
      '0917 123 4567',
      '+63 917 123 4567',
      '639171234567',
      '00639171234567',
      '(0917) 123-4567',
    ])
      expect(phoneProblem(typed)).toBeNull();
    expect(phoneProblem(' ')).toEqual({ key: 'required' });
    for (const typed of ['0917', 'call me', '+63 917 123 4567 ext 2', '++639171234567'])
      expect(phoneProblem(typed)).toEqual({ key: 'invalidPhone' });
  });

  it('full name: letters A-Z and spaces (spec §5 alphabet-only), at most 80', () => {
    expect(fullNameProblem('  ')).toEqual({ key: 'required' });
    expect(fullNameProblem('Maria  Santos ')).toBeNull();
    expect(fullNameProblem('María')).toEqual({ key: 'lettersOnly' });
    expect(fullNameProblem('a'.repeat(81))).toEqual({ key: 'maxLength', values: { max: 80 } });
  });
});

describe('return path after a login (?next=)', () => {
  it('accepts a page of this site, with its language prefix and query', () => {
    expect(safeReturnPath('/account')).toBe('/account');
    expect(safeReturnPath('/cn/vip?tab=1')).toBe('/cn/vip?tab=1');
    expect(returnPathOf('?modal=login&next=%2Fsecurity')).toBe('/security');
  });

  it('refuses other origins, schemes, control characters and the login screens themselves', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'account',
      '/acc\nount',
      '/login',
      '/cn/register?x=1',
      '/forgot-password',
      '',
      `/${'a'.repeat(2048)}`,
    ])
      expect(safeReturnPath(bad), bad).toBeNull();
    expect(returnPathOf('?modal=login')).toBeNull();
  });
});

describe('signup extras (spec §7 signup payload)', () => {
  it('takes the campaign parameters and the referral code from the address', () => {
    expect(referrerCodeOf('?ref=FRIEND%0A01')).toBe('FRIEND01');
    const extras = signupExtras('?ch=tiktok&cm=spring&pp=p7&affiliate_code=aff42&other=x', 'REF9');
    expect(extras).toMatchObject({
      referrer_code: 'REF9',
      ch: 'tiktok',
      cm: 'spring',
      pp: 'p7',
      affiliate_code: 'aff42',
    });
    expect(extras.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    expect(signupExtras(`?ch=${'x'.repeat(300)}`, '').ch).toHaveLength(200);
    expect(signupExtras('', '')).toMatchObject({
      ch: '',
      cm: '',
      pp: '',
      affiliate_code: '',
      referrer_code: '',
    });
  });

  it('keeps one random visitor id per browser', () => {
    const storage = memoryStorage();
    const first = visitorId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId(storage)).toBe(first);
    expect(storage.data.get(visitorIdKey)).toBe(first);
    expect(visitorId(memoryStorage())).not.toBe(first);
    // A damaged value is replaced; no storage still gives an id.
    expect(visitorId(memoryStorage({ [visitorIdKey]: 'nope' }))).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId(undefined)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the session a page is rendered with', () => {
  it('starts the session store logged in with the profile and token, or as a guest', () => {
    expect(sessionStateOf(null)).toBeUndefined();
    expect(
      sessionStateOf({
        token: 't0k',
        account_id: 'demo1',
        full_name: 'Maria Santos',
        contact_email: 'm@example.com',
      }),
    ).toEqual({
      isAuthenticated: true,
      token: 't0k',
      user: {
        account_id: 'demo1',
        full_name: 'Maria Santos',
        contact_email: 'm@example.com',
        session_token: 't0k',
      },
      fullname: 'Maria Santos',
      email: 'm@example.com',
    });
  });
});
