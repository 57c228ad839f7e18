import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultVipLevels } from '#shared/brand/brand-schema.ts';
import { bets, cashbackPayouts, inboxMessages, ledgerEntries, vipProgress } from '#server/db/schema.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { startBlock } from '#server/features/protection/protection-service.ts';
import { cashbackKey, payDueCashback, type CashbackBrand } from './cashback-service.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

let rounds = 0;
/** A round of a player placed at `at` (minor units), settled unless told otherwise. */
function round(
  brandId: number,
  accountPk: number,
  stake: bigint,
  win: bigint,
  at: string,
  status: 'settled' | 'open' | 'rolled_back' = 'settled',
) {
  return {
    brandId,
    accountPk,
    providerCode: 'HOUSE',
    gameCode: 'house-test-game',
    roundId: `cb-${++rounds}`,
    stake,
    win,
    status,
    placedAt: new Date(at),
    settledAt: status === 'settled' ? new Date(at) : null,
  };
}

/** A brand whose Silver level returns 12.5 % and Platinum 3 %, with five players of the week 2026-11-16. */
async function seeded(code: string) {
  const levels = structuredClone(defaultVipLevels);
  levels[1]!.cashback_percent = '12.5';
  const { brandId, accountPks } = await makeLedgerBrand(t.handle.db, code, 5, {
    time_zone: 'UTC',
    vip: { levels, carry_over: true },
  });
  const [a, b, c, d, e] = accountPks as [number, number, number, number, number];
  await t.handle.db.insert(vipProgress).values([
    { accountPk: a, level: 1 },
    { accountPk: b, level: 2 },
    { accountPk: c, level: 1 },
    { accountPk: e, level: 3 },
  ]);
  await t.handle.db.insert(bets).values([
    // a: lost 10.01 and 2.00, net 12.01; the rolled-back and the open round do not count.
    round(brandId, a, 1_001n, 0n, '2026-11-16T00:00:00Z'),
    round(brandId, a, 500n, 300n, '2026-11-22T23:59:59Z'),
    round(brandId, a, 10_000n, 0n, '2026-11-18T10:00:00Z', 'rolled_back'),
    round(brandId, a, 5_000n, 0n, '2026-11-18T11:00:00Z', 'open'),
    // a's round of the next week counts in the next week.
    round(brandId, a, 800n, 0n, '2026-11-23T00:00:00Z'),
    // b won overall: no cashback.
    round(brandId, b, 100n, 500n, '2026-11-17T10:00:00Z'),
    // c lost, but is under a time-out when the cashback is paid.
    round(brandId, c, 2_000n, 0n, '2026-11-17T10:00:00Z'),
    // d is at the first level, which returns nothing.
    round(brandId, d, 2_000n, 0n, '2026-11-17T10:00:00Z'),
    // e lost 9.99 at 3 %: 29.97 minor units, rounded down to 29.
    round(brandId, e, 999n, 0n, '2026-11-19T10:00:00Z'),
  ]);
  await startBlock(
    t.handle.db,
    { id: c, brandId },
    'timeout',
    new Date('2026-11-30T00:00:00Z'),
    new Date('2026-11-22T00:00:00Z'),
    'test',
  );
  const brand: CashbackBrand = {
    id: brandId,
    document: { ...makeBrandDocument(), time_zone: 'UTC', vip: { levels, carry_over: true } },
  };
  return { brand, a, b, c, d, e };
}

const cashOf = async (accountPk: number) => (await findWallet(t.handle.db, accountPk))?.cash ?? 0n;

describe('weekly VIP cashback', () => {
  it(`pays each player's percent of the week's net loss once, with racing runners on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const { brand, a, b, c, d, e } = await seeded('cbweek');
    const monday = new Date('2026-11-23T00:05:00Z');
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => payDueCashback(t.handle.db, brand, monday)),
    );
    expect(runs.flat()).toEqual([{ weekKey: '2026-11-16', players: 2, total: 179n }]);
    expect(await payDueCashback(t.handle.db, brand, monday)).toEqual([]);
    // 12.5 % of 12.01 = 1.50125, rounded down.
    expect(await cashOf(a)).toBe(150n);
    expect(await cashOf(e)).toBe(29n);
    for (const pk of [b, c, d]) expect(await cashOf(pk)).toBe(0n);
    const keys = await t.handle.db
      .select({ key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, 'cashback:%'));
    expect(keys.map((row) => row.key).filter((key) => key.endsWith(':2026-11-16'))).toEqual(
      expect.arrayContaining([cashbackKey(a, '2026-11-16'), cashbackKey(e, '2026-11-16')]),
    );
    const messages = await t.handle.db.select().from(inboxMessages).where(eq(inboxMessages.accountPk, a));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('1.50');
    expect(messages[0]!.rewardType).toBeNull();
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('catches up the weeks a runner that was down missed, once each', async () => {
    const { brand, a } = await seeded('cbcatchup');
    await payDueCashback(t.handle.db, brand, new Date('2026-11-23T00:05:00Z'));
    const back = new Date('2026-12-08T12:00:00Z');
    const runs = await Promise.all([1, 2, 3].map(() => payDueCashback(t.handle.db, brand, back)));
    expect(runs.flat().sort((x, y) => x.weekKey.localeCompare(y.weekKey))).toEqual([
      { weekKey: '2026-11-23', players: 1, total: 100n },
      { weekKey: '2026-11-30', players: 0, total: 0n },
    ]);
    // 150 for the first week, 12.5 % of 8.00 for the second.
    expect(await cashOf(a)).toBe(250n);
    expect(
      await t.handle.db.select().from(cashbackPayouts).where(eq(cashbackPayouts.brandId, brand.id)),
    ).toHaveLength(3);
  });
});
