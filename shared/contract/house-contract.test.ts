import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type languageCodes } from '#shared/i18n/languages.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { houseCalls, houseErrorKeys } from './house-contract.ts';

const publicDir = new URL('../../public', import.meta.url);
const errorsOf = (code: (typeof languageCodes)[number]) =>
  JSON.parse(
    readFileSync(new URL(`.${localeFileUrl(code, 'errors')}`, `${publicDir.href}/`), 'utf8'),
  ) as Record<string, string>;

describe('house contract', () => {
  it('has a text for every message key of the house calls in each translated language', () => {
    for (const code of ['EN', 'PHP', 'CN', 'ESP', 'RUS'] as const) {
      const errors = errorsOf(code);
      for (const key of houseErrorKeys) expect(errors[key], `${code} ${key}`).toMatch(/\S/);
    }
  });

  it('are site calls carrying the game session token, never account credentials', () => {
    for (const call of houseCalls) {
      expect(call.access).toBe('site');
      expect(Object.keys(call.request.shape)).toContain('token');
      expect(Object.keys(call.request.shape)).not.toContain('auth');
    }
  });

  it('refuses a request id that is not 8–64 letters, digits, "-" or "_"', () => {
    const [, spin] = houseCalls;
    const body = { token: 'x'.repeat(43), stake: 100 };
    expect(spin!.request.safeParse({ ...body, request_id: 'abcd1234' }).success).toBe(true);
    expect(spin!.request.safeParse({ ...body, request_id: 'short' }).success).toBe(false);
    expect(spin!.request.safeParse({ ...body, request_id: 'has space 123' }).success).toBe(false);
  });
});
