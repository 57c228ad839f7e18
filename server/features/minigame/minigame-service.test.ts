import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultMinigame,
  type BrandDocument,
  type MinigameSetting,
  type MissionSetting,
} from '#shared/brand/brand-schema.ts';
import { wheelStop } from '#shared/minigame/wheel-rules.ts';
import { formatMinor } from '#shared/money/currency.ts';
import {
  bets,
  fairSeeds,
  ledgerEntries,
  minigameSpins,
  missionClaims,
  providers,
  sessions,
} from '#server/db/schema.ts';
import { claimMission } from '#server/features/missions/mission-service.ts';
import { ApiError } from '#server/http/api-error.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findWallet, postOperation, verifyLedger } from '#server/features/wallet/ledger.ts';
import { rotateSeedPair } from '#server/features/fairness/fair-seeds.ts';
import { startBlock } from '#server/features/protection/protection-service.ts';
import {
  dailyInfo,
  grantFrozenTokens,
  spin,
  walletAfterUnlocks,
  wheelInfo,
  type MinigameBrand,
} from './minigame-service.ts';

/**
 * The minigame wheel and the daily spin (issue 14, decision 0037). Real concurrency needs
 * PostgreSQL (PGlite runs one transaction at a time); on PGlite the same spins interleave.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 60_000);
afterAll(() => t.close());

async function players(
  code: string,
  n: number,
  tokens: bigint,
  overrides: Partial<BrandDocument> = {},
): Promise<{ brand: MinigameBrand; pks: number[] }> {
  const document = makeBrandDocument({ code, domains: [`${code}.localhost`], ...overrides });
  const { brandId, accountPks } = await makeLedgerBrand(t.handle.db, code, n, overrides);
  if (tokens > 0n)
    for (const pk of accountPks)
      await postOperation(t.handle.db, {
        accountPk: pk,
        brandId,
        idempotencyKey: `test:minigame:${pk}`,
        kind: 'adjustment',
        changes: [{ balance: 'minigame_token', amount: tokens }],
      });
  return { brand: { id: brandId, document }, pks: accountPks };
}

const request = () => `req-${String(++counter).padStart(8, '0')}`;

function minigame(patch: Partial<MinigameSetting>): MinigameSetting {
  return { ...structuredClone(defaultMinigame), ...patch };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  return 'no refusal';
}

describe('the token wheel', () => {
  it('debits the cost and credits the prize in one ledger operation, on the segment the seeds decide', async () => {
    const { brand, pks } = await players('mgwheel', 1, 10n);
    const pk = pks[0]!;
    const before = (await findWallet(t.handle.db, pk))!;
    const spun = await spin(t.handle.db, pk, brand, 'wheel', request(), t.clock.now);
    // The verifier's computation, from the revealed seed, lands on the same segment.
    await rotateSeedPair(t.handle.db, { accountPk: pk, brandId: brand.id }, undefined, t.clock.now);
    const [seed] = await t.handle.db.select().from(fairSeeds).where(eq(fairSeeds.accountPk, pk)).limit(1);
    const available = spun.fairness.weights.map((_, i) => !spun.fairness.sold_out.includes(i));
    expect(
      wheelStop(
        { serverSeed: seed!.serverSeed, clientSeed: spun.fairness.client_seed, nonce: spun.fairness.nonce },
        spun.fairness.weights,
        available,
      ),
    ).toBe(spun.segment_index);
    const after = (await findWallet(t.handle.db, pk))!;
    const prize = defaultMinigame.wheel.segments[spun.segment_index]!.prize;
    const won = (type: string, scale = 1n) =>
      prize.type === type ? BigInt(Number(prize.amount)) * scale : 0n;
    expect(after.minigame_token - before.minigame_token).toBe(
      prize.type === 'free_spin' ? -1n : won('minigame_token') - 1n,
    );
    expect(after.cash - before.cash).toBe(won('cash', 100n));
    expect(after.game_token - before.game_token).toBe(won('game_token'));
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('refuses a spin with too few tokens and changes nothing', async () => {
    const { brand, pks } = await players('mgpoor', 1, 0n, {
      minigame: minigame({ wheel: { ...defaultMinigame.wheel, cost: 3 } }),
    });
    const pk = pks[0]!;
    await postOperation(t.handle.db, {
      accountPk: pk,
      brandId: brand.id,
      idempotencyKey: `test:poor:${pk}`,
      kind: 'adjustment',
      changes: [{ balance: 'minigame_token', amount: 2n }],
    });
    const entries = async () =>
      (
        await t.handle.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountPk, pk))
      )[0]!.n;
    const nonce = async () => (await wheelInfo(t.handle.db, pk, brand, t.clock.now)).seeds.nonce;
    const [entriesBefore, nonceBefore] = [await entries(), await nonce()];
    expect(await refusal(spin(t.handle.db, pk, brand, 'wheel', request(), t.clock.now))).toBe(
      'insufficientBalance',
    );
    expect(await entries()).toBe(entriesBefore);
    expect(await nonce()).toBe(nonceBefore);
    expect((await findWallet(t.handle.db, pk))!.minigame_token).toBe(2n);
    const spins = await t.handle.db.select().from(minigameSpins).where(eq(minigameSpins.accountPk, pk));
    expect(spins).toEqual([]);
  });

  it('spins a retried request once, even when the retries race', async () => {
    const { brand, pks } = await players('mgretry', 1, 5n);
    const pk = pks[0]!;
    const id = request();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => spin(t.handle.db, pk, brand, 'wheel', id, t.clock.now)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const spins = await t.handle.db.select().from(minigameSpins).where(eq(minigameSpins.accountPk, pk));
    expect(spins).toHaveLength(1);
    const paid = await t.handle.db
      .selectDistinct({ key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountPk, pk), eq(ledgerEntries.kind, 'minigame')));
    // One ledger operation at most (a free spin or "try again" on a won free spin posts none).
    expect(paid.length).toBeLessThanOrEqual(1);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it(`never pays more winners than stock under 200 concurrent spins on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    // The limited segment weighs almost everything: without the stock rule nearly every spin wins it.
    const wheel = {
      cost: 1,
      stock_period: 'daily' as const,
      segments: [
        { id: 'jackpot', prize: { type: 'cash' as const, amount: '500' }, weight: 1000, stock: 7 },
        { id: 'try-again', prize: { type: 'none' as const, amount: '0' }, weight: 1, stock: null },
      ],
    };
    const { brand, pks } = await players('mgstock', 50, 4n, { minigame: minigame({ wheel }) });
    const spins = pks.flatMap((pk) => Array.from({ length: 4 }, () => ({ pk, id: request() })));
    const answers = await Promise.all(
      spins.map(({ pk, id }) => spin(t.handle.db, pk, brand, 'wheel', id, t.clock.now)),
    );
    expect(answers).toHaveLength(200);
    expect(answers.filter((answer) => answer.segment_id === 'jackpot')).toHaveLength(7);
    const info = await wheelInfo(t.handle.db, pks[0]!, brand, t.clock.now);
    expect(info.segments[0]).toMatchObject({ left: 0, odds: 0 });
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    // The next stock period has the stock again.
    t.clock.advance(24 * 3600_000);
    expect((await wheelInfo(t.handle.db, pks[0]!, brand, t.clock.now)).segments[0]!.left).toBe(7);
  }, 120_000);
});

describe('player protection', () => {
  it('refuses both wheels to a player under a time-out, and changes nothing', async () => {
    const { brand, pks } = await players('mgblocked', 1, 5n);
    const pk = pks[0]!;
    const ends = new Date(t.clock.now.getTime() + 3600_000);
    await startBlock(t.handle.db, { id: pk, brandId: brand.id }, 'timeout', ends, t.clock.now, 'test');
    expect(await refusal(spin(t.handle.db, pk, brand, 'wheel', request(), t.clock.now))).toBe(
      'playerExcluded',
    );
    expect(await refusal(spin(t.handle.db, pk, brand, 'daily', request(), t.clock.now))).toBe(
      'playerExcluded',
    );
    expect((await findWallet(t.handle.db, pk))!.minigame_token).toBe(5n);
  });
});

describe('the daily spin', () => {
  it.each(['Asia/Manila', 'America/New_York'])(
    'is given once per day of the brand (%s), across server restarts',
    async (zone) => {
      const code = `mgdaily${zone === 'Asia/Manila' ? 'a' : 'b'}`;
      const { brand, pks } = await players(code, 1, 0n, { time_zone: zone });
      const pk = pks[0]!;
      // 23:30 local time on 2026-03-10.
      const local = (time: string) => {
        const at = new Date(`2026-03-10T${time}Z`);
        const offset = zone === 'Asia/Manila' ? 8 : -4;
        return new Date(at.getTime() - offset * 3600_000);
      };
      const evening = local('23:30:00');
      await spin(t.handle.db, pk, brand, 'daily', request(), evening);
      expect((await dailyInfo(t.handle.db, pk, brand, evening)).spins_left).toBe(0);
      // Another server copy on the same database: the period's spin is already taken.
      const copy = await createTestApp({ database: t.handle, seed: false });
      try {
        expect(await refusal(spin(copy.handle.db, pk, brand, 'daily', request(), local('23:59:00')))).toBe(
          'noFreeSpin',
        );
        const info = await dailyInfo(copy.handle.db, pk, brand, local('23:59:00'));
        // The next spin comes at the brand's midnight.
        expect(info.next_spin_at).toBe(new Date(local('23:30:00').getTime() + 30 * 60_000).toISOString());
        // Just after local midnight the next free spin is there.
        const morning = new Date(local('23:30:00').getTime() + 40 * 60_000);
        expect((await dailyInfo(copy.handle.db, pk, brand, morning)).spins_left).toBe(1);
        await spin(copy.handle.db, pk, brand, 'daily', request(), morning);
      } finally {
        await copy.close();
      }
      const taken = await t.handle.db.select().from(minigameSpins).where(eq(minigameSpins.accountPk, pk));
      expect(taken.map((row) => row.periodKey)).toEqual(['2026-03-10', '2026-03-11']);
    },
  );

  it('gives one spin to racing requests with different ids', async () => {
    const { brand, pks } = await players('mgdailyrace', 1, 0n);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        spin(t.handle.db, pks[0]!, brand, 'daily', request(), t.clock.now).then(
          () => 'spun',
          (error: unknown) => (error instanceof ApiError ? error.key : 'error'),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'spun')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'noFreeSpin')).toHaveLength(7);
  });

  it('gives one more spin for each listed mission claimed in the period', async () => {
    const { brand, pks } = await players('mgextra', 1, 0n, {
      minigame: minigame({ daily_spin: { ...defaultMinigame.daily_spin, extra_spin_missions: ['deposit'] } }),
    });
    const pk = pks[0]!;
    await spin(t.handle.db, pk, brand, 'daily', request(), t.clock.now);
    expect(await refusal(spin(t.handle.db, pk, brand, 'daily', request(), t.clock.now))).toBe('noFreeSpin');
    await t.handle.db.insert(missionClaims).values({
      brandId: brand.id,
      accountPk: pk,
      missionId: 'deposit',
      periodKey: 'once',
      rewardType: 'cash',
      rewardAmount: 1n,
      createdAt: t.clock.now,
    });
    expect((await dailyInfo(t.handle.db, pk, brand, t.clock.now)).spins_left).toBe(1);
    await spin(t.handle.db, pk, brand, 'daily', request(), t.clock.now);
  });
});

describe('frozen tokens', () => {
  it("hold mission tokens for the brand's waiting time", async () => {
    const mission: MissionSetting = {
      id: 'login',
      title: { EN: 'Log in once' },
      kind: 'login_days',
      target: '1',
      multiplier: null,
      category: null,
      game_code: null,
      repeat: 'once',
      starts_at: null,
      ends_at: null,
      opt_in: false,
      reward: { type: 'minigame_token', amount: '3' },
    };
    const overrides = { missions: [mission], minigame: minigame({ mission_token_wait_hours: 24 }) };
    const { brand, pks } = await players('mgwait', 1, 0n, overrides);
    const pk = pks[0]!;
    // One login today completes the mission.
    await t.handle.db.insert(sessions).values({
      accountPk: pk,
      tokenHash: `mg-wait-${pk}`,
      createdAt: t.clock.now,
      expiresAt: new Date(t.clock.now.getTime() + 3600_000),
    });
    const missionBrand = { id: brand.id, document: makeBrandDocument({ ...overrides }) };
    await claimMission(t.handle.db, pk, missionBrand, 'login', t.clock.now);
    expect(await findWallet(t.handle.db, pk)).toMatchObject({ minigame_frozen: 3n, minigame_token: 0n });
    const info = await wheelInfo(t.handle.db, pk, brand, t.clock.now);
    expect(info.frozen[0]).toMatchObject({ tokens: '3', condition: 'time' });
    await wheelInfo(t.handle.db, pk, brand, new Date(t.clock.now.getTime() + 24 * 3600_000));
    expect(await findWallet(t.handle.db, pk)).toMatchObject({ minigame_frozen: 0n, minigame_token: 3n });
  });

  it('unlock when their time comes, once', async () => {
    const { brand, pks } = await players('mgfrozen', 1, 0n);
    const pk = pks[0]!;
    const unlockAt = new Date(t.clock.now.getTime() + 3600_000);
    const grant = {
      accountPk: pk,
      brandId: brand.id,
      tokens: 4n,
      source: 'mission',
      sourceKey: `test:frozen:${pk}`,
      unlockAt,
      now: t.clock.now,
    };
    await grantFrozenTokens(t.handle.db, grant);
    await grantFrozenTokens(t.handle.db, grant);
    const info = await wheelInfo(t.handle.db, pk, brand, t.clock.now);
    expect(info.frozen).toEqual([
      { tokens: '4', condition: 'time', wager_left: null, unlock_at: unlockAt.toISOString() },
    ]);
    expect((await findWallet(t.handle.db, pk))!).toMatchObject({ minigame_frozen: 4n, minigame_token: 0n });
    const later = new Date(unlockAt.getTime() + 1);
    await Promise.all([wheelInfo(t.handle.db, pk, brand, later), wheelInfo(t.handle.db, pk, brand, later)]);
    expect((await findWallet(t.handle.db, pk))!).toMatchObject({ minigame_frozen: 0n, minigame_token: 4n });
    expect((await wheelInfo(t.handle.db, pk, brand, later)).frozen).toEqual([]);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it("count toward a wager only the player's own stakes placed since the grant and not rolled back", async () => {
    const { brand, pks } = await players('mgwager', 2, 0n);
    const [pk, other] = [pks[0]!, pks[1]!];
    const currency = brand.document.site.currency;
    await t.handle.db
      .insert(providers)
      .values({ code: 'MGWAGER', name: 'Wager test', slug: 'mg-wager' })
      .onConflictDoNothing();
    let round = 0;
    const bet = (accountPk: number, stake: bigint, placedAt: Date, status = 'settled') =>
      t.handle.db.insert(bets).values({
        brandId: brand.id,
        accountPk,
        providerCode: 'MGWAGER',
        gameCode: 'mg-wager-game',
        roundId: `mg-wager-${++round}`,
        stake,
        status,
        placedAt,
      });
    const grantedAt = t.clock.now;
    await bet(pk, 400n, new Date(grantedAt.getTime() - 1000));
    await grantFrozenTokens(t.handle.db, {
      accountPk: pk,
      brandId: brand.id,
      tokens: 2n,
      source: 'deposit',
      sourceKey: `test:wager:${pk}`,
      wagerTarget: 1000n,
      now: grantedAt,
    });
    await bet(pk, 300n, grantedAt, 'rolled_back');
    await bet(other, 5000n, grantedAt);
    await bet(pk, 600n, grantedAt, 'open');
    const info = await wheelInfo(t.handle.db, pk, brand, grantedAt);
    expect(info.frozen).toEqual([
      { tokens: '2', condition: 'wager', wager_left: formatMinor(400n, currency), unlock_at: null },
    ]);
    // The balance call's read (wallet and grants in one statement) counts the same way.
    expect(await walletAfterUnlocks(t.handle.db, pk, brand.id, grantedAt)).toMatchObject({
      minigame_frozen: 2n,
      minigame_token: 0n,
    });
    await bet(pk, 400n, new Date(grantedAt.getTime() + 1000));
    expect(await walletAfterUnlocks(t.handle.db, pk, brand.id, grantedAt)).toMatchObject({
      minigame_frozen: 0n,
      minigame_token: 2n,
    });
    expect((await wheelInfo(t.handle.db, pk, brand, grantedAt)).frozen).toEqual([]);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
