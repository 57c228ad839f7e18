import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultVipLevels, type LeaderboardSetting } from '#shared/brand/brand-schema.ts';
import { loadEnv } from '#server/config/env.ts';
import { bets, cashbackPayouts, leaderboardPayouts, vipProgress } from '#server/db/schema.ts';
import { breakDatabase, connectionRefused } from '#server/test-support/break-database.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { runPeriodicJobs } from './periodic-jobs.ts';

const weekly: LeaderboardSetting = {
  id: 'weekly',
  title: { EN: 'Weekly' },
  period: 'weekly',
  starts_at: null,
  ends_at: null,
  metric: 'turnover',
  min_stake: '0',
  prizes: [{ type: 'cash', amount: '10' }],
};

/** A brand of its own (beside the demo brands) with one Silver (1 % cashback) player who lost 50.00 in the week of 2026-11-16. */
async function brandWithALoss(t: TestApp, code: string) {
  const { brandId, accountPks } = await makeLedgerBrand(t.handle.db, code, 1, {
    time_zone: 'UTC',
    vip: { levels: structuredClone(defaultVipLevels), carry_over: true },
    leaderboards: [weekly],
  });
  const player = accountPks[0]!;
  await t.handle.db.insert(vipProgress).values({ accountPk: player, level: 1 });
  await t.handle.db.insert(bets).values({
    brandId,
    accountPk: player,
    providerCode: 'HOUSE',
    gameCode: 'house-test-game',
    roundId: `${code}-1`,
    stake: 5_000n,
    win: 0n,
    status: 'settled',
    placedAt: new Date('2026-11-18T10:00:00Z'),
    settledAt: new Date('2026-11-18T10:00:00Z'),
  });
  return { brandId, player };
}

describe('periodic jobs', () => {
  it('run every minute by default, never under NODE_ENV=test unless asked, and refuse a busy loop', () => {
    expect(loadEnv({}).JOBS_INTERVAL_MS).toBe(60_000);
    expect(loadEnv({ NODE_ENV: 'test' }).JOBS_INTERVAL_MS).toBe(0);
    expect(loadEnv({ NODE_ENV: 'test', JOBS_INTERVAL_MS: '2000' }).JOBS_INTERVAL_MS).toBe(2_000);
    expect(loadEnv({ JOBS_INTERVAL_MS: '0' }).JOBS_INTERVAL_MS).toBe(0);
    expect(() => loadEnv({ JOBS_INTERVAL_MS: '5' })).toThrow(/JOBS_INTERVAL_MS/);
  });

  describe('with a test app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 60_000);
    afterAll(() => t.close());

    it('pay every brand its ended leaderboard periods and cashback weeks, once', async () => {
      const { player } = await brandWithALoss(t, 'jobsonce');
      const warnings: string[] = [];
      const now = new Date('2026-11-23T00:01:00Z');
      const [first, second] = await Promise.all([
        runPeriodicJobs(t.handle.db, now, (error, message) => warnings.push(`${message}: ${String(error)}`)),
        runPeriodicJobs(t.handle.db, now, (error, message) => warnings.push(`${message}: ${String(error)}`)),
      ]);
      expect(warnings).toEqual([]);
      const ours = <T extends { brand: string }>(rows: T[]) => rows.filter((row) => row.brand === 'jobsonce');
      expect(ours([...first!.leaderboards, ...second!.leaderboards])).toEqual([
        { brand: 'jobsonce', boardId: 'weekly', periodKey: '2026-11-16', winners: 1 },
      ]);
      expect(ours([...first!.cashback, ...second!.cashback])).toEqual([
        { brand: 'jobsonce', weekKey: '2026-11-16', players: 1 },
      ]);
      // 10.00 prize and 1 % of 50.00.
      expect((await findWallet(t.handle.db, player))!.cash).toBe(1_050n);
      expect(await verifyLedger(t.handle.db)).toEqual([]);
    });

    it('log a database that is down and never throw', async () => {
      const broken = breakDatabase(t.handle);
      const warnings: string[] = [];
      broken(connectionRefused);
      try {
        const run = await runPeriodicJobs(t.handle.db, new Date(), (_error, message) =>
          warnings.push(message),
        );
        expect(run.failures).toBe(1);
        expect(warnings[0]).toMatch(/reading the brands failed/);
      } finally {
        broken(undefined);
      }
    });
  });

  it('start with the server when JOBS_INTERVAL_MS is set, keep going while the database is down, and stop on close', async () => {
    const t = await createTestApp({ env: { JOBS_INTERVAL_MS: '1000' } });
    try {
      t.clock.now = new Date('2026-11-23T00:01:00Z');
      const { brandId } = await brandWithALoss(t, 'jobstimer');
      const broken = breakDatabase(t.handle);
      broken(connectionRefused);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      broken(undefined);
      const deadline = Date.now() + 10_000;
      let paid = 0;
      while (Date.now() < deadline && paid < 2) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        paid =
          (await t.handle.db.select().from(leaderboardPayouts).where(eq(leaderboardPayouts.brandId, brandId)))
            .length +
          (await t.handle.db.select().from(cashbackPayouts).where(eq(cashbackPayouts.brandId, brandId)))
            .length;
      }
      expect(paid).toBe(2);
    } finally {
      await t.close();
    }
  }, 30_000);
});
