import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotSpinIntervalMs, type HouseRoundAnswer } from '#shared/contract/house-contract.ts';
import { FloatStream } from '#shared/fair/provably-fair.ts';
import { hashOutcomeOf } from '#shared/house/hash-game.ts';
import { slotPayoutMinor, spinSlot } from '#shared/house/slot-machine.ts';
import { bets, fairSeeds, houseRounds } from '#server/db/schema.ts';
import { rotateSeedPair } from '#server/features/fairness/fair-seeds.ts';
import { houseRoundFairness } from './house-fairness.ts';
import { openGameSession } from '#server/features/play/game-session.ts';
import { findWallet, postOperation, verifyLedger } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { createTestApp, type Answer, type TestApp } from '#server/test-support/test-app.ts';

/**
 * The house games' game server (issue 12): rounds decided on the player's provably fair seeds and
 * settled through HOUSE's signed wallet callbacks, exactly once per request, never too fast, never
 * beyond the player's cash.
 */
let t: TestApp;
let brandId: number;
const host = 'housegames.localhost';
const slotGame = 'house-marquee-lights';
const hashGame = 'house-hash-odd-even';
let pks: number[];
let requestCounter = 0;

function requestId(): string {
  requestCounter += 1;
  return `req-${String(requestCounter).padStart(6, '0')}`;
}

async function sessionOf(pk: number, gameCode: string): Promise<string> {
  const { token } = await openGameSession(t.handle.db, {
    brandId,
    accountPk: pk,
    providerCode: 'HOUSE',
    gameCode,
    now: t.clock.now,
  });
  return token;
}

async function cashOf(pk: number): Promise<bigint> {
  const wallet = await findWallet(t.handle.db, pk);
  return wallet ? wallet.cash - wallet.cash_held : 0n;
}

function spin(token: string, stake: number, request_id = requestId()): Promise<Answer> {
  return t.post('/api/house/slot/spin', { token, stake, request_id }, { host });
}

function roundOf(answer: Answer): HouseRoundAnswer['value']['round'] {
  return (answer.json as HouseRoundAnswer).value.round;
}

beforeAll(async () => {
  t = await createTestApp();
  const made = await makeLedgerBrand(t.handle.db, 'housegames', 6);
  brandId = made.brandId;
  pks = made.accountPks;
  for (const [index, pk] of pks.entries())
    await postOperation(t.handle.db, {
      accountPk: pk,
      brandId,
      idempotencyKey: `test:house:${pk}`,
      kind: 'deposit',
      // The fifth player has almost nothing.
      changes: [{ balance: 'cash', amount: index === 4 ? 50n : 1_000_000n }],
    });
});
afterAll(() => t.close());

describe('the house slot', () => {
  it('answers the state: balance, session, seeds and stakes', async () => {
    const token = await sessionOf(pks[0]!, slotGame);
    const answer = await t.post('/api/house/state', { token }, { host });
    expect(answer.json).toMatchObject({
      statusCode: 1,
      value: {
        engine: 'slot',
        game_code: slotGame,
        balance: 1_000_000,
        session: { rounds: 0, net: 0 },
        seeds: { nonce: 0 },
        spin_interval_ms: slotSpinIntervalMs,
      },
    });
    const stakes = (answer.json as { value: { stakes: number[] } }).value.stakes;
    expect(stakes.every((stake) => stake % 20 === 0)).toBe(true);
  });

  it('moves the balance by exactly win − stake, writes the bet record and the round, and plays what spinSlot plays on the revealed seeds', async () => {
    const pk = pks[0]!;
    const token = await sessionOf(pk, slotGame);
    const before = await cashOf(pk);
    const answer = await spin(token, 100);
    expect(answer.json).toMatchObject({ statusCode: 1 });
    const round = roundOf(answer);
    expect(await cashOf(pk)).toBe(before - 100n + BigInt(round.win));
    const [bet] = await t.handle.db.select().from(bets).where(eq(bets.roundId, round.round_id));
    expect(bet).toMatchObject({ stake: 100n, win: BigInt(round.win), status: 'settled', accountPk: pk });
    const [stored] = await t.handle.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.roundId, round.round_id));
    expect(stored).toMatchObject({ state: 'settled', nonce: round.nonce, stake: 100n });

    const { previous } = await rotateSeedPair(
      t.handle.db,
      { accountPk: pk, brandId },
      'my-seed',
      t.clock.now,
    );
    expect(previous?.server_seed_hash).toBe(round.server_seed_hash);
    const replayed = spinSlot(
      new FloatStream({
        serverSeed: previous!.server_seed,
        clientSeed: round.client_seed,
        nonce: round.nonce,
      }),
    );
    expect(round.outcome).toEqual({ engine: 'slot', ...replayed });
    expect(round.win).toBe(slotPayoutMinor(100, replayed.win));
    // The bet history's verify values: the server seed now that the pair is revealed.
    expect(
      (await houseRoundFairness(t.handle.db, pk, [round.round_id], t.clock.now)).get(round.round_id),
    ).toEqual({
      game: 'slot',
      server_seed_hash: round.server_seed_hash,
      client_seed: round.client_seed,
      nonce: round.nonce,
      server_seed: previous!.server_seed,
    });
  });

  it('plays a retried request once', async () => {
    const pk = pks[1]!;
    const token = await sessionOf(pk, slotGame);
    const before = await cashOf(pk);
    const id = requestId();
    const first = await spin(token, 100, id);
    t.clock.advance(slotSpinIntervalMs);
    const again = await spin(token, 100, id);
    expect(roundOf(again)).toEqual(roundOf(first));
    expect(await cashOf(pk)).toBe(before - 100n + BigInt(roundOf(first).win));
    const rows = await t.handle.db.select().from(houseRounds).where(eq(houseRounds.accountPk, pk));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second spin within 2.5 s and changes nothing', async () => {
    const pk = pks[2]!;
    const token = await sessionOf(pk, slotGame);
    await spin(token, 100);
    const cash = await cashOf(pk);
    const [seedBefore] = await t.handle.db.select().from(fairSeeds).where(eq(fairSeeds.accountPk, pk));
    t.clock.advance(slotSpinIntervalMs - 500);
    const quick = await spin(token, 100);
    expect(quick.json).toMatchObject({ statusCode: 0, message: 'spinTooSoon' });
    expect(await cashOf(pk)).toBe(cash);
    const [seedAfter] = await t.handle.db.select().from(fairSeeds).where(eq(fairSeeds.accountPk, pk));
    expect(seedAfter!.nonce).toBe(seedBefore!.nonce);
    t.clock.advance(500);
    expect((await spin(token, 100)).json).toMatchObject({ statusCode: 1 });
  });

  it('refuses a stake beyond the cash and changes nothing', async () => {
    const pk = pks[4]!;
    const token = await sessionOf(pk, slotGame);
    const answer = await spin(token, 100);
    expect(answer.json).toMatchObject({ statusCode: 0, message: 'insufficientBalance' });
    expect(await cashOf(pk)).toBe(50n);
    expect(await t.handle.db.select().from(houseRounds).where(eq(houseRounds.accountPk, pk))).toEqual([]);
    expect(await t.handle.db.select().from(bets).where(eq(bets.accountPk, pk))).toEqual([]);
  });

  it('refuses a stake it does not offer, and a token of another brand', async () => {
    const token = await sessionOf(pks[3]!, slotGame);
    expect((await spin(token, 30)).json).toMatchObject({ statusCode: 0, message: 'invalidStake' });
    const elsewhere = await t.post(
      '/api/house/slot/spin',
      { token, stake: 100, request_id: requestId() },
      { host: 'localhost' },
    );
    expect(elsewhere.json).toMatchObject({ statusCode: 0, message: 'gameSessionEnded' });
  });

  it('never shares a nonce or overdraws when one player spins many times at once', async () => {
    const pk = pks[5]!;
    await postOperation(t.handle.db, {
      accountPk: pk,
      brandId,
      idempotencyKey: `test:house:drain:${pk}`,
      kind: 'adjustment',
      changes: [{ balance: 'cash', amount: -999_700n }],
    });
    const tokens = await Promise.all(Array.from({ length: 8 }, () => sessionOf(pk, hashGame)));
    const answers = await Promise.all(
      tokens.map((token) =>
        t.post('/api/house/hash/bet', { token, stake: 100, pick: 'odd', request_id: requestId() }, { host }),
      ),
    );
    const played = answers.filter((answer) => answer.json.statusCode === 1).map(roundOf);
    expect(played.length).toBeGreaterThan(0);
    const nonces = played.map((round) => round.nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(await cashOf(pk)).toBeGreaterThanOrEqual(0n);
    const refused = answers.filter((answer) => answer.json.statusCode !== 1);
    for (const answer of refused) expect(answer.json.message).toBe('insufficientBalance');
    const settled = await t.handle.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.accountPk, pk), eq(houseRounds.state, 'settled')));
    const net = settled.reduce((sum, row) => sum + row.win - row.stake, 0n);
    expect(await cashOf(pk)).toBe(300n + net);
  });
});

describe('the house hash game', () => {
  it('pays 1.95× on the round hash of the seeds, and completes a round left pending', async () => {
    const pk = pks[3]!;
    const token = await sessionOf(pk, hashGame);
    const before = await cashOf(pk);
    const answer = await t.post(
      '/api/house/hash/bet',
      { token, stake: 200, pick: 'big', request_id: requestId() },
      { host },
    );
    const round = roundOf(answer);
    const [seed] = await t.handle.db.select().from(fairSeeds).where(eq(fairSeeds.accountPk, pk));
    const outcome = hashOutcomeOf({
      serverSeed: seed!.serverSeed,
      clientSeed: seed!.clientSeed,
      nonce: round.nonce,
    });
    expect(round.outcome).toMatchObject({
      engine: 'hash',
      pick: 'big',
      hash: outcome.hash,
      won: outcome.big,
    });
    expect(round.win).toBe(outcome.big ? 390 : 0);
    // Not revealed yet: the bet history shows no server seed.
    expect(
      (await houseRoundFairness(t.handle.db, pk, [round.round_id], t.clock.now)).get(round.round_id),
    ).toMatchObject({
      game: 'hash',
      server_seed: null,
    });
    expect(await cashOf(pk)).toBe(before - 200n + BigInt(round.win));

    // A crash after the bet: the round is pending again; the session's next call completes it once.
    await t.handle.db
      .update(houseRounds)
      .set({ state: 'pending' })
      .where(eq(houseRounds.roundId, round.round_id));
    const state = await t.post('/api/house/state', { token }, { host });
    expect(state.json).toMatchObject({ statusCode: 1, value: { session: { rounds: 1 } } });
    expect(await cashOf(pk)).toBe(before - 200n + BigInt(round.win));
  });

  it('refuses the slot call for a hash game', async () => {
    const token = await sessionOf(pks[3]!, hashGame);
    expect((await spin(token, 100)).json).toMatchObject({ statusCode: 0, message: 'gameNotFound' });
  });

  it('leaves the ledger sound', async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
