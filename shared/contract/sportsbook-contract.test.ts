import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { placeSportsBetCall, sportsbookErrorKeys } from './sportsbook-contract.ts';

const publicDir = new URL('../../public', import.meta.url);

describe('sportsbook contract', () => {
  it('has a text for every message key of the sportsbook calls in each translated language', () => {
    for (const code of ['EN', 'PHP', 'CN', 'ESP', 'RUS'] as const) {
      const errors = JSON.parse(
        readFileSync(new URL(`.${localeFileUrl(code, 'errors')}`, `${publicDir.href}/`), 'utf8'),
      ) as Record<string, string>;
      for (const key of sportsbookErrorKeys) expect(errors[key], `${code} ${key}`).toMatch(/\S/);
    }
  });

  it('takes one to ten selections and a positive decimal stake', () => {
    const slip = {
      account_id: 'demo1',
      auth: 'x',
      kind: 'parlay',
      stake: '10.50',
      idempotency_key: 'slip-0001',
    };
    expect(placeSportsBetCall.request.safeParse({ ...slip, selection_ids: [1, 2, 3] }).success).toBe(true);
    expect(placeSportsBetCall.request.safeParse({ ...slip, selection_ids: [] }).success).toBe(false);
    expect(placeSportsBetCall.request.safeParse({ ...slip, selection_ids: Array(11).fill(1) }).success).toBe(
      false,
    );
    expect(placeSportsBetCall.request.safeParse({ ...slip, selection_ids: [1], stake: '-1' }).success).toBe(
      false,
    );
    expect(
      placeSportsBetCall.request.safeParse({ ...slip, selection_ids: [1], kind: 'system' }).success,
    ).toBe(false);
  });
});
