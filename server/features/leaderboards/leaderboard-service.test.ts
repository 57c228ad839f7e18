import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardSetting } from '#shared/brand/brand-schema.ts';
import { bets, leaderboardPayouts, ledgerEntries } from '#server/db/schema.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { startBlock } from '#server/features/protection/protection-service.ts';
import {
  payEndedLeaderboards,
  prizeKey,
  publicRow,
  standings,
  type LeaderboardBrand,
} from './leaderboard-service.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

const board = (overrides: Partial<LeaderboardSetting>): LeaderboardSetting => ({
  id: 'weekly-turnover',
  title: { EN: 'Weekly turnover' },
  period: 'weekly',
  starts_at: null,
  ends_at: null,
  metric: 'turnover',
  min_stake: '1',
  prizes: [
    { type: 'cash', amount: '100' },
    { type: 'cash', amount: '50' },
    { type: 'minigame_token', amount: '5' },
  ],
  ...overrides,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

let rounds = 0;
/** A settled round of a player, placed at `at` (minor units). */
function round(brandId: number, accountPk: number, stake: bigint, win: bigint, at: Date) {
  return {
    brandId,
    accountPk,
    providerCode: 'HOUSE',
    gameCode: 'house-test-game',
    roundId: `lb-${++rounds}`,
    stake,
    win,
    status: 'settled',
    placedAt: at,
    settledAt: at,
  };
}

/** A brand with four players and their rounds of Monday 2026-11-16 .. Sunday 2026-11-22 (UTC). */
async function seeded(code: string, boards: LeaderboardSetting[]) {
  const { brandId, accountPks } = await makeLedgerBrand(t.handle.db, code, 4);
  const [a, b, c, d] = accountPks as [number, number, number, number];
  const at = (iso: string) => new Date(iso);
  await t.handle.db.insert(bets).values([
    // a and b both wager 300, b got there first: b ranks above a.
    round(brandId, a, 100n, 0n, at('2026-11-17T10:00:00Z')),
    round(brandId, a, 200n, 2_000n, at('2026-11-18T10:00:00Z')),
    round(brandId, b, 300n, 0n, at('2026-11-17T12:00:00Z')),
    // c wagers most, but one round is under the minimum stake (1.00) and does not count.
    round(brandId, c, 500n, 600n, at('2026-11-19T10:00:00Z')),
    round(brandId, c, 99n, 9_900n, at('2026-11-19T11:00:00Z')),
    // d played the week before: not in this week.
    round(brandId, d, 10_000n, 0n, at('2026-11-15T23:59:59Z')),
  ]);
  const brand: LeaderboardBrand = {
    id: brandId,
    document: { ...makeBrandDocument(), time_zone: 'UTC', leaderboards: boards },
  };
  return { brand, a, b, c, d };
}

describe('leaderboards', () => {
  it('rank by turnover, biggest first, ties to the earlier achiever, with masked ids', async () => {
    const { brand, a, b, c } = await seeded('lbturnover', [board({})]);
    const result = await standings(
      t.handle.db,
      brand,
      brand.document.leaderboards[0]!,
      new Date('2026-11-20T00:00:00Z'),
      a,
    );
    expect(result.top.map((row) => [row.rank, row.accountPk, row.score])).toEqual([
      [1, c, 500n],
      [2, b, 300n],
      [3, a, 300n],
    ]);
    expect(result.own).toMatchObject({ rank: 3, score: 300n });
    expect(publicRow(result.board, result.top[0]!, 'PHP')).toEqual({
      rank: 1,
      account_id: 'lb***r3',
      score: '5.00',
    });
    expect(result.period?.end).toEqual(new Date('2026-11-23T00:00:00Z'));
  });

  it('leave out a player under a time-out while it lasts (no marketing to them), and rank them again after', async () => {
    const { brand, a, b, c } = await seeded('lbexcluded', [board({})]);
    const during = new Date('2026-11-20T00:00:00Z');
    // c's time-out, from Thursday to Saturday.
    await startBlock(
      t.handle.db,
      { id: c, brandId: brand.id },
      'timeout',
      new Date('2026-11-21T00:00:00Z'),
      during,
      'test',
    );
    const board0 = brand.document.leaderboards[0]!;
    const excluded = await standings(t.handle.db, brand, board0, during, c);
    expect(excluded.top.map((row) => [row.rank, row.accountPk])).toEqual([
      [1, b],
      [2, a],
    ]);
    expect(excluded.own).toBeNull();
    const after = await standings(t.handle.db, brand, board0, new Date('2026-11-22T00:00:00Z'), c);
    expect(after.top[0]).toMatchObject({ rank: 1, accountPk: c });
  });

  it('rank by the best win multiple and by net win', async () => {
    const { brand, a, c } = await seeded('lbmulti', [
      board({ id: 'multi', metric: 'multiplier' }),
      board({ id: 'net', metric: 'net_win', min_stake: '0' }),
    ]);
    const now = new Date('2026-11-20T00:00:00Z');
    const multi = await standings(t.handle.db, brand, brand.document.leaderboards[0]!, now);
    expect(multi.top.map((row) => [row.accountPk, row.score])).toEqual([
      [a, 1_000n],
      [c, 120n],
    ]);
    const net = await standings(t.handle.db, brand, brand.document.leaderboards[1]!, now);
    expect(net.top.map((row) => [row.accountPk, row.score])).toEqual([
      [c, 9_901n],
      [a, 1_700n],
    ]);
  });

  it(`pay the ended week once, run twice and by racing runners on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const { brand, a, b, c, d } = await seeded('lbprize', [board({})]);
    const before = await Promise.all([a, b, c].map((pk) => findWallet(t.handle.db, pk)));
    // While the week runs, only the week before is due: d alone played in it.
    expect(await payEndedLeaderboards(t.handle.db, brand, new Date('2026-11-22T12:00:00Z'))).toEqual([
      { boardId: 'weekly-turnover', periodKey: '2026-11-09', winners: 1 },
    ]);
    expect((await findWallet(t.handle.db, d))!.cash).toBe(10_000n);
    const after = new Date('2026-11-23T00:05:00Z');
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => payEndedLeaderboards(t.handle.db, brand, after)),
    );
    expect(runs.flat()).toEqual([{ boardId: 'weekly-turnover', periodKey: '2026-11-16', winners: 3 }]);
    expect(await payEndedLeaderboards(t.handle.db, brand, after)).toEqual([]);
    const cash = async (pk: number, index: number) =>
      ((await findWallet(t.handle.db, pk))?.cash ?? 0n) - (before[index]?.cash ?? 0n);
    expect(await cash(c, 2)).toBe(10_000n);
    expect(await cash(b, 1)).toBe(5_000n);
    expect((await findWallet(t.handle.db, a))!.minigame_token).toBe(5n);
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `leaderboard:${brand.id}:%:2026-11-16:%`));
    expect(entries.map((entry) => entry.idempotencyKey).sort()).toEqual(
      [1, 2, 3].map((place) => prizeKey(brand.id, 'weekly-turnover', '2026-11-16', place)),
    );
    expect(
      await t.handle.db.select().from(leaderboardPayouts).where(eq(leaderboardPayouts.brandId, brand.id)),
    ).toHaveLength(2);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it(`catch up every period a runner that was down missed, once, with racing runners on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const { brand, d } = await seeded('lbcatchup', [board({})]);
    // The runner paid the week of 2026-11-09 (d's), then was down for two whole weeks.
    expect(await payEndedLeaderboards(t.handle.db, brand, new Date('2026-11-16T00:01:00Z'))).toEqual([
      { boardId: 'weekly-turnover', periodKey: '2026-11-09', winners: 1 },
    ]);
    await t.handle.db.insert(bets).values(round(brand.id, d, 700n, 0n, new Date('2026-11-24T10:00:00Z')));
    const back = new Date('2026-12-01T00:05:00Z');
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => payEndedLeaderboards(t.handle.db, brand, back)),
    );
    // Both missed weeks are paid, the older first, each by one runner.
    expect(runs.flat().sort((x, y) => x.periodKey.localeCompare(y.periodKey))).toEqual([
      { boardId: 'weekly-turnover', periodKey: '2026-11-16', winners: 3 },
      { boardId: 'weekly-turnover', periodKey: '2026-11-23', winners: 1 },
    ]);
    expect(await payEndedLeaderboards(t.handle.db, brand, back)).toEqual([]);
    const keys = (
      await t.handle.db
        .select({ key: ledgerEntries.idempotencyKey })
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `leaderboard:${brand.id}:%`))
    ).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      [
        prizeKey(brand.id, 'weekly-turnover', '2026-11-09', 1),
        prizeKey(brand.id, 'weekly-turnover', '2026-11-16', 1),
        prizeKey(brand.id, 'weekly-turnover', '2026-11-16', 2),
        prizeKey(brand.id, 'weekly-turnover', '2026-11-16', 3),
        prizeKey(brand.id, 'weekly-turnover', '2026-11-23', 1),
      ].sort(),
    );
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('catch up at most 8 weeks, and never before the first period paid', async () => {
    const { brand } = await seeded('lbbounded', [board({})]);
    await payEndedLeaderboards(t.handle.db, brand, new Date('2026-11-16T00:01:00Z'));
    // Down for 20 weeks: only the last 8 ended weeks are still paid.
    const paid = await payEndedLeaderboards(t.handle.db, brand, new Date('2027-04-05T00:01:00Z'));
    expect(paid.map((period) => period.periodKey)).toEqual([
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
      '2027-03-01',
      '2027-03-08',
      '2027-03-15',
      '2027-03-22',
      '2027-03-29',
    ]);
  });
});
