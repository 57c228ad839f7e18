import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashAnswer } from '#shared/contract/house-contract.ts';
import { crashPointOf, previousChainHash, stepsToTerminating } from '#shared/house/crash-chain.ts';
import { crashBettingMs, crashDelayMs, crashPauseMs, crashWinOf } from '#shared/house/crash-schedule.ts';
import { bets, crashBets, crashChains, crashRounds } from '#server/db/schema.ts';
import { openGameSession } from '#server/features/play/game-session.ts';
import { findWallet, postOperation, verifyLedger } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { createTestApp, type Answer, type TestApp } from '#server/test-support/test-app.ts';
import { currentCrashRound } from './crash-rounds.ts';
import { houseRoundFairness } from './house-fairness.ts';

/**
 * The crash game (issue 12): rounds shared by a brand's players, crash points from the brand's
 * published hash chain, cash-outs decided on the server's clock and paid exactly once.
 */
let t: TestApp;
let brandId: number;
let otherBrandId: number;
let otherPk: number;
const host = 'crashgame.localhost';
const crashGame = 'house-marquee-moonshot';
let pks: number[];
let requestCounter = 0;

function requestId(): string {
  requestCounter += 1;
  return `crash-${String(requestCounter).padStart(6, '0')}`;
}

async function sessionOf(pk: number, gameCode = crashGame, brand = brandId): Promise<string> {
  const { token } = await openGameSession(t.handle.db, {
    brandId: brand,
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

const crashOf = (answer: Answer) => (answer.json as CrashAnswer).value.crash;

function state(token: string): Promise<Answer> {
  return t.post('/api/house/crash/state', { token }, { host });
}

function bet(token: string, stake: number, extra: { auto_cashout?: number; request_id?: string } = {}) {
  return t.post(
    '/api/house/crash/bet',
    { token, stake, request_id: extra.request_id ?? requestId(), auto_cashout: extra.auto_cashout },
    { host },
  );
}

function cashout(token: string): Promise<Answer> {
  return t.post('/api/house/crash/cashout', { token }, { host });
}

async function latestRound() {
  const [round] = await t.handle.db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.brandId, brandId))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return round!;
}

/** Moves the clock to the next round taking bets whose crash point is at least `minimum`. */
async function roundTakingBets(token: string, minimum = 110) {
  for (;;) {
    await state(token);
    const round = await latestRound();
    const now = t.clock.now.getTime();
    if (now < round.startsAt.getTime() && round.crashPoint >= minimum) return round;
    // Past this round's crash and pause: the next state call opens the next round.
    t.clock.advance(Math.max(0, round.crashesAt.getTime() + crashPauseMs - now));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const made = await makeLedgerBrand(t.handle.db, 'crashgame', 8);
  brandId = made.brandId;
  pks = made.accountPks;
  const other = await makeLedgerBrand(t.handle.db, 'crashother', 1);
  otherBrandId = other.brandId;
  otherPk = other.accountPks[0]!;
  for (const [index, pk] of pks.entries())
    await postOperation(t.handle.db, {
      accountPk: pk,
      brandId,
      idempotencyKey: `test:crash:${pk}`,
      kind: 'deposit',
      // The last player has almost nothing.
      changes: [{ balance: 'cash', amount: index === pks.length - 1 ? 50n : 1_000_000n }],
    });
});
afterAll(() => t.close());

describe('the crash chain', () => {
  it('plays 1,000 consecutive rounds that each hash to the one before and to the published terminating hash, then starts a new chain', async () => {
    const { brandId: chainBrand } = await makeLedgerBrand(t.handle.db, 'crashchain', 1);
    const length = 1_001;
    let now = new Date('2026-11-25T00:00:00Z');
    let previousHash: string | undefined;
    let chainId: number | undefined;
    for (let number = 1; number <= 1_000; number++) {
      const { round, chain } = await currentCrashRound(t.handle.db, chainBrand, now, length);
      chainId ??= chain.id;
      expect(round.number).toBe(number);
      expect(round.chainId).toBe(chainId);
      // Each round's hash is the preimage of the one before; round 1's is the terminating hash's.
      expect(previousChainHash(round.hash)).toBe(previousHash ?? chain.terminatingHash);
      expect(stepsToTerminating(round.hash, chain.terminatingHash, length)).toBe(number);
      expect(round.crashPoint).toBe(crashPointOf(round.hash, chain.salt));
      expect(round.startsAt.getTime() - now.getTime()).toBe(crashBettingMs);
      expect(round.crashesAt.getTime() - round.startsAt.getTime()).toBe(crashDelayMs(round.crashPoint));
      // The same round for everyone until its crash has shown for the pause.
      const later = new Date(round.crashesAt.getTime() + crashPauseMs - 1);
      expect((await currentCrashRound(t.handle.db, chainBrand, later, length)).round.id).toBe(round.id);
      previousHash = round.hash;
      now = new Date(round.crashesAt.getTime() + crashPauseMs);
    }
    const next = await currentCrashRound(t.handle.db, chainBrand, now, length);
    expect(next.round.number).toBe(1);
    expect(next.chain.number).toBe(2);
    expect(next.chain.terminatingHash).not.toBe(
      (await t.handle.db.select().from(crashChains).where(eq(crashChains.id, chainId!)))[0]!.terminatingHash,
    );
  }, 120_000);
});

describe('the crash game', () => {
  it('shows the round taking bets with the published chain, and hides the crash point until the crash', async () => {
    const token = await sessionOf(pks[0]!);
    const round = await roundTakingBets(token, 100);
    const answer = await state(token);
    expect(answer.json).toMatchObject({ statusCode: 1, value: { house: { engine: 'crash' } } });
    const crash = crashOf(answer);
    expect(crash.round).toMatchObject({
      number: round.number,
      phase: 'betting',
      crash_point: null,
      hash: null,
    });
    expect(crash.chain.terminating_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(crash.mine).toBeNull();

    t.clock.advance(round.crashesAt.getTime() - t.clock.now.getTime());
    const crashed = crashOf(await state(token));
    expect(crashed.round).toMatchObject({
      phase: 'crashed',
      crash_point: round.crashPoint,
      hash: round.hash,
    });
    expect(crashed.history[0]).toMatchObject({ number: round.number, crash_point: round.crashPoint });
  });

  it('refuses a second bet in a round, answers a retried request once, and refuses cash-out before the start', async () => {
    const pk = pks[1]!;
    const token = await sessionOf(pk);
    await roundTakingBets(token);
    const before = await cashOf(pk);
    const id = requestId();
    const first = await bet(token, 100, { request_id: id });
    expect(first.json).toMatchObject({ statusCode: 1 });
    expect(crashOf(first).mine).toMatchObject({ stake: 100, state: 'open' });
    expect((await bet(token, 100, { request_id: id })).json).toMatchObject({ statusCode: 1 });
    expect((await bet(token, 100)).json).toMatchObject({ message: 'crashAlreadyBet' });
    expect((await cashout(token)).json).toMatchObject({ message: 'crashNotStarted' });
    expect(await cashOf(pk)).toBe(before - 100n);
  });

  it('pays a cash-out before the crash at the multiplier of the server clock, and a bet left in loses at the crash', async () => {
    const [winner, loser] = [pks[2]!, pks[3]!];
    const [winnerToken, loserToken] = [await sessionOf(winner), await sessionOf(loser)];
    const round = await roundTakingBets(winnerToken, 150);
    const [winnerBefore, loserBefore] = [await cashOf(winner), await cashOf(loser)];
    expect((await bet(winnerToken, 1000)).json).toMatchObject({ statusCode: 1 });
    expect((await bet(loserToken, 1000)).json).toMatchObject({ statusCode: 1 });
    // Bets close at the start.
    t.clock.advance(round.startsAt.getTime() - t.clock.now.getTime() + crashDelayMs(120));
    const late = await sessionOf(pks[4]!);
    expect((await bet(late, 100)).json).toMatchObject({ message: 'crashBettingClosed' });
    const cashed = crashOf(await cashout(winnerToken));
    expect(cashed.mine).toMatchObject({ state: 'cashed', cashout_point: 120, win: 1200 });
    expect(await cashOf(winner)).toBe(winnerBefore + 200n);
    // Cashing out again changes nothing.
    expect(crashOf(await cashout(winnerToken)).mine).toMatchObject({ cashout_point: 120, win: 1200 });
    expect(await cashOf(winner)).toBe(winnerBefore + 200n);
    // The bet history must not give the round's hash (and so its crash point) away before the crash.
    const [winnerBet] = await t.handle.db
      .select({ id: crashBets.id })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.accountPk, winner)));
    const walletRound = `crash-${winnerBet!.id}`;
    expect((await houseRoundFairness(t.handle.db, winner, [walletRound], t.clock.now)).size).toBe(0);

    t.clock.advance(round.crashesAt.getTime() - t.clock.now.getTime());
    const lost = crashOf(await cashout(loserToken));
    expect(lost.mine).toMatchObject({ state: 'lost', win: 0, cashout_point: null });
    expect(await cashOf(loser)).toBe(loserBefore - 1000n);
    const records = await t.handle.db.select().from(bets).where(eq(bets.accountPk, loser));
    expect(records.at(-1)).toMatchObject({ stake: 1000n, win: 0n, status: 'settled' });
    const chain = crashOf(await state(winnerToken)).chain;
    expect(
      (await houseRoundFairness(t.handle.db, winner, [walletRound], t.clock.now)).get(walletRound),
    ).toEqual({
      game: 'crash',
      round_hash: round.hash,
      salt: chain.salt,
      terminating_hash: chain.terminating_hash,
      round_number: round.number,
      crash_point: round.crashPoint,
    });
  });

  it('cashes out at the auto cash-out when the round passes it, without the player', async () => {
    const pk = pks[4]!;
    const token = await sessionOf(pk);
    const round = await roundTakingBets(token, 200);
    const before = await cashOf(pk);
    expect((await bet(token, 500, { auto_cashout: 175 })).json).toMatchObject({ statusCode: 1 });
    t.clock.advance(round.crashesAt.getTime() - t.clock.now.getTime());
    // Another player's call settles the round; this player never calls again.
    await state(await sessionOf(pks[0]!));
    const [stored] = await t.handle.db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.accountPk, pk)));
    expect(stored).toMatchObject({ state: 'cashed', cashoutPoint: 175, win: crashWinOf(500n, 175) });
    expect(stored!.paidAt).not.toBeNull();
    expect(await cashOf(pk)).toBe(before - 500n + crashWinOf(500n, 175));
  });

  it('settles each player once when every player sends ten cash-outs at the same moment', async () => {
    const players = pks.slice(0, 6);
    const tokens = await Promise.all(players.map((pk) => sessionOf(pk)));
    const round = await roundTakingBets(tokens[0]!, 300);
    const before = await Promise.all(players.map((pk) => cashOf(pk)));
    for (const token of tokens) expect((await bet(token, 1000)).json).toMatchObject({ statusCode: 1 });
    t.clock.advance(round.startsAt.getTime() - t.clock.now.getTime() + crashDelayMs(250));
    const answers = await Promise.all(
      tokens.flatMap((token) => Array.from({ length: 10 }, () => cashout(token))),
    );
    for (const answer of answers) expect(answer.json).toMatchObject({ statusCode: 1 });
    for (const [index, pk] of players.entries()) {
      const [stored] = await t.handle.db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.roundId, round.id), eq(crashBets.accountPk, pk)));
      expect(stored).toMatchObject({ state: 'cashed', cashoutPoint: 250, win: 2500n });
      expect(await cashOf(pk)).toBe(before[index]! + 1500n);
      const records = await t.handle.db
        .select()
        .from(bets)
        .where(and(eq(bets.accountPk, pk), eq(bets.roundId, `crash-${stored!.id}`)));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ stake: 1000n, win: 2500n, status: 'settled' });
    }
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('refuses a bet beyond the cash, a stake not offered, another brand and another game, changing nothing', async () => {
    const poor = pks.at(-1)!;
    const token = await sessionOf(poor);
    await roundTakingBets(token, 100);
    expect((await bet(token, 100)).json).toMatchObject({ message: 'insufficientBalance' });
    expect((await bet(token, 7)).json).toMatchObject({ message: 'invalidStake' });
    expect(await cashOf(poor)).toBe(50n);
    const slotToken = await sessionOf(pks[0]!, 'house-marquee-lights');
    expect((await state(slotToken)).json).toMatchObject({ message: 'gameNotFound' });
    // A session of another brand's player, sent to this brand's site.
    const foreign = await sessionOf(otherPk, crashGame, otherBrandId);
    expect((await state(foreign)).json).toMatchObject({ message: 'gameSessionEnded' });
    const rows = await t.handle.db.select().from(crashBets).where(eq(crashBets.accountPk, poor));
    expect(rows).toHaveLength(0);
  });
});
