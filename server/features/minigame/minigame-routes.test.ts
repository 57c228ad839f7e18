import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lucky, logInDemo } from '#server/test-support/demo-accounts.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import {
  fundedPlayers,
  providerCall,
  testGame,
  walletSecretOf,
} from '#server/features/play/provider-test-kit.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { creditDepositTokens, wheelInfo } from './minigame-service.ts';

/** The minigame calls over HTTP on a demo brand: answers in the spec's style with the new balances. */
let t: TestApp;
let auth: string;

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  auth = await logInDemo(t, lucky, 'demo2');
}, 60_000);
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown> = {}) =>
  t.post(path, { account_id: 'demo2', auth, ...body });

describe('the minigame calls', () => {
  it('answer the wheel, the daily spin and the balances of the seeded demo player', async () => {
    const info = await call('/api/minigame/info');
    expect(info.json).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      minigame: { token_balance: '6', frozen_token: '2' },
      value: { cost: 1, free_spins: 0 },
    });
    // The seeded frozen tokens say what unlocks them: wagering about 100 US dollars in pesos.
    expect((info.json.value as { frozen: unknown }).frozen).toEqual([
      { tokens: '2', condition: 'wager', wager_left: '5000.00', unlock_at: null },
    ]);
    const daily = await call('/api/spin/info');
    expect(daily.json).toMatchObject({ statusCode: 1, value: { spins_left: 1, period: 'daily' } });
  });

  it('spin once per request id and answer the new balances', async () => {
    const first = await call('/api/minigame/spin', { request_id: 'routes-spin-0001' });
    expect(first.json.statusCode).toBe(1);
    const again = await call('/api/minigame/spin', { request_id: 'routes-spin-0001' });
    expect((again.json.value as { spin: unknown }).spin).toEqual(
      (first.json.value as { spin: unknown }).spin,
    );
    expect(again.json.minigame).toEqual(first.json.minigame);

    const daily = await call('/api/spin/spin', { request_id: 'routes-daily-0001' });
    expect(daily.json).toMatchObject({ statusCode: 1, value: { info: { spins_left: 0 } } });
    const refused = await call('/api/spin/spin', { request_id: 'routes-daily-0002' });
    expect(refused.json).toMatchObject({ statusCode: 0, message: 'noFreeSpin' });
  });

  it('refuse bad input with a message key and never a 5xx', async () => {
    for (const request_id of ['short', 'has spaces in it', 42, undefined]) {
      const answer = await call('/api/minigame/spin', { request_id });
      expect(answer.status).toBeLessThan(500);
      expect(answer.json.statusCode).not.toBe(1);
    }
    const stranger = await t.post('/api/minigame/info', { account_id: 'demo2', auth: 'x'.repeat(40) });
    expect(stranger.json.statusCode).not.toBe(1);
  });
});

describe('tokens from deposits', () => {
  it('are frozen until the deposit is wagered, credited once, then unlock', async () => {
    const secret = await walletSecretOf(t.handle.db);
    const { brandId, players } = await fundedPlayers(t, 'mgdeposit', 1, 1_000_000n);
    const { pk, token } = players[0]!;
    const document = makeBrandDocument({ code: 'mgdeposit', domains: ['mgdeposit.localhost'] });
    const deposit = { accountPk: pk, brandId, amountMinor: 25_000n, reference: 'mg-deposit-0001' };
    // 250 PHP at 1 token per 100: 2 tokens, twice credited as once.
    await t.handle.db.transaction((tx) => creditDepositTokens(tx, deposit, t.clock.now));
    await t.handle.db.transaction((tx) => creditDepositTokens(tx, deposit, t.clock.now));
    expect(await findWallet(t.handle.db, pk)).toMatchObject({ minigame_frozen: 2n, minigame_token: 0n });
    const brand = { id: brandId, document };
    const info = await wheelInfo(t.handle.db, pk, brand, t.clock.now);
    expect(info.frozen).toEqual([{ tokens: '2', condition: 'wager', wager_left: '250.00', unlock_at: null }]);

    const bet = await providerCall(t, secret, 'bet', {
      session_token: token,
      transaction_id: 'mg-deposit-bet-1',
      round_id: 'mg-deposit-round-1',
      game_code: testGame,
      amount: 25_000,
      currency: 'PHP',
    });
    expect(bet.body).toMatchObject({ status: 'OK' });
    await wheelInfo(t.handle.db, pk, brand, new Date(Date.now() + 1000));
    expect(await findWallet(t.handle.db, pk)).toMatchObject({ minigame_frozen: 0n, minigame_token: 2n });
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
