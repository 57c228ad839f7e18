import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetEntry } from '#shared/contract/bet-history-contract.ts';
import { accounts, brands } from '#server/db/schema.ts';
import { lucky, registerPlayer } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { providerCall, walletSecretOf } from '#server/features/play/provider-test-kit.ts';
import { postOperation, verifyLedger } from '#server/features/wallet/ledger.ts';

/**
 * /api/history/bet_history (issue 11 part 6): every round a provider settled through the wallet
 * API, newest first, 10 a page, filtered by time, category and state, each with the transactions
 * that moved it, and the totals of everything the filter matches.
 */
let t: TestApp;
let auth: string;
let other: string;
const player = 'bethist1';

async function pkOf(accountId: string): Promise<{ pk: number; brandId: number }> {
  const [row] = await t.handle.db
    .select({ pk: accounts.id, brandId: accounts.brandId })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(and(eq(brands.code, 'lucky'), eq(accounts.accountId, accountId)));
  if (!row) throw new Error(`no account ${accountId}`);
  return row;
}

/** A game session of the player for a game, opened the way the site opens it. */
async function launch(provider: string, game: string): Promise<string> {
  const answer = await t.post(
    '/api/product/launch_game',
    { account_id: player, auth, provider_code: provider, game_code: game },
    { host: lucky.host },
  );
  const url = new URL((answer.json.value as { url: string }).url, 'http://lucky.test');
  return url.searchParams.get('token')!;
}

async function call(provider: string, action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) {
  const answer = await providerCall(t, await walletSecretOf(t.handle.db, provider), action, body, {
    provider,
  });
  expect(answer.body.status, `${provider} ${action} ${JSON.stringify(body)}`).toBe('OK');
}

function history(body: Record<string, unknown> = {}, as = { account_id: player, auth }) {
  return t.post('/api/history/bet_history', { ...as, ...body }, { host: lucky.host });
}

const slot = { provider: 'JILI', game: 'jili-fortune-gems-deluxe' };
const live = { provider: 'EVOLUTION', game: 'evolution-lightning-baccarat-live' };

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  auth = (await registerPlayer(t, lucky, { account_id: player, contact_phone: '09171234501' })).token;
  other = (await registerPlayer(t, lucky, { account_id: 'bethist2', contact_phone: '09171234502' })).token;
  const { pk, brandId } = await pkOf(player);
  await postOperation(t.handle.db, {
    accountPk: pk,
    brandId,
    idempotencyKey: 'bet-history:fund',
    kind: 'deposit',
    changes: [{ balance: 'cash', amount: 100_000n }],
  });
  const slotToken = await launch(slot.provider, slot.game);
  const liveToken = await launch(live.provider, live.game);
  const slotRound = (round: string) => ({
    session_token: slotToken,
    round_id: round,
    game_code: slot.game,
    currency: 'PHP',
  });
  // Eight settled losing rounds, oldest first.
  for (let i = 1; i <= 8; i++) {
    t.clock.advance(60_000);
    await call('JILI', 'bet', { ...slotRound(`old-${i}`), transaction_id: `old-bet-${i}`, amount: 100 });
    await call('JILI', 'win', {
      ...slotRound(`old-${i}`),
      transaction_id: `old-win-${i}`,
      amount: 0,
      round_closed: true,
    });
  }
  t.clock.advance(60_000);
  // A round of two stakes (5.00 + 1.00) that paid 12.00 and closed.
  await call('JILI', 'bet', { ...slotRound('won'), transaction_id: 'won-bet-1', amount: 500 });
  await call('JILI', 'bet', { ...slotRound('won'), transaction_id: 'won-bet-2', amount: 100 });
  await call('JILI', 'win', {
    ...slotRound('won'),
    transaction_id: 'won-win',
    amount: 1200,
    bet_transaction_id: 'won-bet-1',
    round_closed: true,
  });
  t.clock.advance(60_000);
  // A live-casino hand the provider cancelled.
  await call('EVOLUTION', 'bet', {
    session_token: liveToken,
    round_id: 'hand',
    game_code: live.game,
    currency: 'PHP',
    transaction_id: 'hand-bet',
    amount: 1000,
  });
  await call('EVOLUTION', 'rollback', {
    session_token: liveToken,
    round_id: 'hand',
    transaction_id: 'hand-rollback',
    rollback_transaction_id: 'hand-bet',
  });
  t.clock.advance(60_000);
  // A round still being played.
  await call('JILI', 'bet', { ...slotRound('playing'), transaction_id: 'playing-bet', amount: 300 });
});
afterAll(() => t.close());

describe('/api/history/bet_history', () => {
  it('answers the rounds newest first, 10 a page, with the totals of every round', async () => {
    const first = await history();
    expect(first.json).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      total: 11,
      // 8 × 1.00 + 6.00 staked (the cancelled hand counts nothing), 12.00 won.
      summary: { stake: '17.00', win: '12.00', net: '-5.00' },
    });
    const rounds = first.json.value as BetEntry[];
    expect(rounds).toHaveLength(10);
    expect(rounds.map((round) => round.round_id).slice(0, 4)).toEqual(['playing', 'hand', 'won', 'old-8']);
    const second = await history({ page: 2 });
    expect((second.json.value as BetEntry[]).map((round) => round.round_id)).toEqual(['old-1']);
    const beyond = await history({ page: 3 });
    expect(beyond.json).toMatchObject({ statusCode: 1, total: 11, value: [] });
  });

  it('shows each round with its game, state, amounts and the transactions that moved it', async () => {
    const rounds = (await history()).json.value as BetEntry[];
    const [playing, hand, won] = rounds;
    expect(won).toMatchObject({
      provider_code: 'JILI',
      provider_name: 'JILI Games',
      game_code: slot.game,
      game_name: 'Fortune Gems Deluxe',
      game_type: 'slots',
      stake: '6.00',
      win: '12.00',
      net: '6.00',
      status: 'settled',
      rolled_back_at: null,
      transaction_count: 3,
    });
    expect(won!.settled_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(
      won!.transactions.map(({ transaction_id, kind, amount, rolled_back }) => ({
        transaction_id,
        kind,
        amount,
        rolled_back,
      })),
    ).toEqual([
      { transaction_id: 'won-bet-1', kind: 'bet', amount: '5.00', rolled_back: false },
      { transaction_id: 'won-bet-2', kind: 'bet', amount: '1.00', rolled_back: false },
      { transaction_id: 'won-win', kind: 'win', amount: '12.00', rolled_back: false },
    ]);
    expect(hand).toMatchObject({
      game_type: 'livecasino',
      stake: '0.00',
      win: '0.00',
      status: 'rolled_back',
      settled_at: null,
      transactions: [
        { transaction_id: 'hand-bet', kind: 'bet', amount: '10.00', rolled_back: true },
        { transaction_id: 'hand-rollback', kind: 'rollback', amount: '10.00', rolled_back: false },
      ],
    });
    expect(hand!.rolled_back_at).not.toBeNull();
    expect(playing).toMatchObject({ status: 'open', stake: '3.00', win: '0.00', net: '-3.00' });
  });

  it('filters by category, state and the time the round was placed', async () => {
    const liveOnly = await history({ game_type: 'livecasino' });
    expect(liveOnly.json).toMatchObject({ total: 1, value: [{ round_id: 'hand' }] });
    expect((await history({ status: 'open' })).json).toMatchObject({
      total: 1,
      summary: { stake: '3.00', win: '0.00', net: '-3.00' },
    });
    expect((await history({ status: 'settled' })).json).toMatchObject({ total: 9 });
    expect((await history({ game_type: 'sportsbook' })).json).toMatchObject({ total: 0, value: [] });
    const lastTwo = new Date(t.clock.now.getTime() - 90_000).toISOString();
    const recent = await history({ from: lastTwo });
    expect((recent.json.value as BetEntry[]).map((round) => round.round_id)).toEqual(['playing', 'hand']);
    const older = await history({ to: lastTwo, status: 'settled' });
    expect(older.json).toMatchObject({ total: 9 });
  });

  it("shows a player only their own rounds, and keeps the ledger's books", async () => {
    expect((await history({}, { account_id: 'bethist2', auth: other })).json).toMatchObject({
      statusCode: 1,
      total: 0,
      value: [],
      summary: { stake: '0.00', win: '0.00', net: '0.00' },
    });
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it("refuses another player's account name with this player's session", async () => {
    const res = await history({ account_id: 'bethist2' });
    expect(res.json.statusCode).not.toBe(1);
    expect(res.json.value).toBeUndefined();
    expect(String(res.json.message)).toMatch(/^[a-zA-Z]+$/);
  });

  it('answers hostile bodies with 4xx and a message key', async () => {
    for (const body of [
      { page: 0 },
      { page: '1' },
      { status: 'won' },
      { game_type: 'roulette' },
      { from: "2020' or 1=1" },
      { to: 12 },
      { auth: { $ne: '' } },
    ]) {
      const res = await history(body);
      const label = JSON.stringify(body);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(String(res.json.message), label).toMatch(/^[a-zA-Z]+$/);
    }
  });
});
