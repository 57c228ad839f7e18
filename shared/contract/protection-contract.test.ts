import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type languageCodes } from '#shared/i18n/languages.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { protectionErrorKeys, setLimitCall } from './protection-contract.ts';

const publicDir = new URL('../../public', import.meta.url);
const errorsOf = (code: (typeof languageCodes)[number]) =>
  JSON.parse(
    readFileSync(new URL(`.${localeFileUrl(code, 'errors')}`, `${publicDir.href}/`), 'utf8'),
  ) as Record<string, string>;

describe('protection contract', () => {
  it('has a text for every message key in each translated language, naming the limit and its reset', () => {
    for (const code of ['EN', 'PHP', 'CN', 'ESP', 'RUS'] as const) {
      const errors = errorsOf(code);
      for (const key of protectionErrorKeys) expect(errors[key], `${code} ${key}`).toMatch(/\S/);
      for (const key of ['depositLimitDay', 'depositLimitWeek', 'depositLimitMonth'])
        expect(errors[key], `${code} ${key}`).toContain('{{resets_at}}');
    }
  });

  it('takes money limits as decimal text and a session limit in whole minutes', () => {
    const who = { account_id: 'demo1', auth: 'x' };
    expect(
      setLimitCall.request.safeParse({ ...who, kind: 'loss', period: 'week', amount: '25.50' }).success,
    ).toBe(true);
    expect(
      setLimitCall.request.safeParse({ ...who, kind: 'loss', period: 'week', amount: null }).success,
    ).toBe(true);
    expect(
      setLimitCall.request.safeParse({ ...who, kind: 'loss', period: 'session', amount: '1' }).success,
    ).toBe(false);
    expect(
      setLimitCall.request.safeParse({ ...who, kind: 'session', period: 'session', amount: 90 }).success,
    ).toBe(true);
    expect(
      setLimitCall.request.safeParse({ ...who, kind: 'wager', period: 'day', amount: '-1' }).success,
    ).toBe(false);
  });
});
