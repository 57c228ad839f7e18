import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type languageCodes } from '#shared/i18n/languages.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { balanceCall, gameCodeField, walletCalls, walletErrorKeys } from './wallet-contract.ts';

const publicDir = new URL('../../public', import.meta.url);
const errorsOf = (code: (typeof languageCodes)[number]) =>
  JSON.parse(
    readFileSync(new URL(`.${localeFileUrl(code, 'errors')}`, `${publicDir.href}/`), 'utf8'),
  ) as Record<string, string>;

describe('wallet contract', () => {
  it('has a text for every message key of the wallet calls in each translated language', () => {
    for (const code of ['EN', 'PHP', 'CN', 'ESP', 'RUS'] as const) {
      const errors = errorsOf(code);
      for (const key of walletErrorKeys) expect(errors[key], `${code} ${key}`).toMatch(/\S/);
    }
  });

  it('are player calls: account_id and auth, network failures as balance and favourites', () => {
    for (const call of walletCalls) {
      expect(call.networkFailure).toBe('player');
      expect(call.request.safeParse({ account_id: 'demo1', auth: 'x', game_code: 'g' }).success).toBe(true);
      expect(call.request.safeParse({ account_id: 'demo1', game_code: 'g' }).success).toBe(false);
    }
  });

  it('answers amounts as exact decimal strings, never numbers', () => {
    const answer = {
      statusCode: 1,
      message: 'OK',
      currency: 'PHP',
      game_balance: '0.10',
      game_token: '3',
      minigame: { frozen_token: '0', token_balance: '2' },
    };
    expect(balanceCall.response.safeParse(answer).success).toBe(true);
    expect(balanceCall.response.safeParse({ ...answer, game_balance: 0.1 }).success).toBe(false);
    expect(balanceCall.response.safeParse({ ...answer, game_token: '1.5' }).success).toBe(false);
  });

  it('takes game codes of letters, digits, dot, dash and underscore only', () => {
    for (const code of ['pgsoft-mahjong-fortune-ways', 'EVO_123', 'a.b'])
      expect(gameCodeField.safeParse(code).success, code).toBe(true);
    for (const code of ['', '-x', 'a b', "x';--", 'g'.repeat(65), 'é'])
      expect(gameCodeField.safeParse(code).success, code).toBe(false);
  });
});
