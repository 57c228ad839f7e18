import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipSummary } from '#shared/rules/vip-progress.ts';
import { vipLadderOf, vipNextLevelList } from '#shared/vip/vip-ladder.ts';
import { inboxMessages, ledgerEntries, vipProgress } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import {
  fundedPlayers,
  providerCall,
  testGame,
  walletSecretOf,
} from '#server/features/play/provider-test-kit.ts';
import { findWallet, verifyLedger } from './ledger.ts';
import { advanceVipLevel, vipRewardKey } from './vip-level-up.ts';
import { findVipStanding, saveVipStanding } from './vip-progress-repository.ts';

/** 100 racing triggers need PostgreSQL to really race; PGlite runs them one after another. */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = await walletSecretOf(t.handle.db);
}, 60_000);
afterAll(() => t.close());

async function rewardEntries(pk: number, level: number) {
  return t.handle.db
    .select({ balance: ledgerEntries.balance, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, vipRewardKey(pk, level)));
}
async function messages(pk: number): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.accountPk, pk), eq(inboxMessages.kind, 'message')));
  return row!.n;
}

describe('VIP level-up', () => {
  it('a bet that completes the cycle promotes the player and pays the level reward once', async () => {
    const { players } = await fundedPlayers(t, 'vipbet', 1, 10_000_000n);
    const { pk, token } = players[0]!;
    // Silver asks for PHP 5,000 deposited and PHP 50,000 wagered: deposited already, wagered short by 1.
    await saveVipStanding(t.handle.db, pk, {
      level: 0,
      startingDeposit: 0n,
      cycleDeposit: 500_000n,
      startingTurnover: 0n,
      cycleTurnover: 4_999_900n,
    });
    const before = (await findWallet(t.handle.db, pk))!;
    const stake = (id: string) => ({
      session_token: token,
      transaction_id: id,
      round_id: id,
      game_code: testGame,
      amount: 100,
      currency: 'PHP',
    });
    expect((await providerCall(t, secret, 'bet', stake('vip-1'))).body.status).toBe('OK');
    const standing = await findVipStanding(t.handle.db, pk);
    expect(standing).toMatchObject({
      level: 1,
      startingDeposit: 500_000n,
      cycleDeposit: 0n,
      startingTurnover: 5_000_000n,
      cycleTurnover: 0n,
    });
    // Silver's reward in the default ladder: PHP 50 and 5 minigame tokens.
    expect(await rewardEntries(pk, 1)).toEqual(
      expect.arrayContaining([
        { balance: 'cash', amount: 5_000n },
        { balance: 'minigame_token', amount: 5n },
      ]),
    );
    const after = (await findWallet(t.handle.db, pk))!;
    expect(after.cash - before.cash).toBe(5_000n - 100n);
    expect(after.minigame_token - before.minigame_token).toBe(5n);
    expect(await messages(pk)).toBe(1);
    // The next bet moves the new cycle only.
    expect((await providerCall(t, secret, 'bet', stake('vip-2'))).body.status).toBe('OK');
    expect((await findVipStanding(t.handle.db, pk)).level).toBe(1);
    expect(await messages(pk)).toBe(1);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('the API percentages are the seeded deposits and bets over what the next level asks', async () => {
    const { players } = await fundedPlayers(t, 'vippercent', 1, 10_000_000n);
    const { pk, token } = players[0]!;
    await saveVipStanding(t.handle.db, pk, {
      level: 0,
      startingDeposit: 0n,
      cycleDeposit: 125_000n,
      startingTurnover: 0n,
      cycleTurnover: 0n,
    });
    for (const id of ['p-1', 'p-2', 'p-3']) {
      const answer = await providerCall(t, secret, 'bet', {
        session_token: token,
        transaction_id: id,
        round_id: id,
        game_code: testGame,
        amount: 250_000,
        currency: 'PHP',
      });
      expect(answer.body.status).toBe('OK');
    }
    const ladder = vipLadderOf(makeBrandDocument());
    const list = vipNextLevelList(ladder, await findVipStanding(t.handle.db, pk), 'PHP');
    // 1,250 of 5,000 deposited (25 %), 7,500 of 50,000 wagered (15 %).
    expect(vipSummary(list)).toMatchObject({ depoProgress: 25, toProgress: 15, nextLevel: 'Silver' });
  });

  it(`pays a level once under 100 concurrent triggers on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const { brandId, players } = await fundedPlayers(t, 'viprace', 1, 1n);
    const { pk } = players[0]!;
    // Enough for Silver and Gold at once: both levels are reached, each paid once.
    await saveVipStanding(t.handle.db, pk, {
      level: 0,
      startingDeposit: 0n,
      cycleDeposit: 2_500_000n,
      startingTurnover: 0n,
      cycleTurnover: 25_000_000n,
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => t.handle.db.transaction((tx) => advanceVipLevel(tx, pk, brandId))),
    );
    expect(results.filter((reached) => reached.length > 0)).toEqual([[1, 2]]);
    expect(await rewardEntries(pk, 1)).toHaveLength(2);
    expect(await rewardEntries(pk, 2)).toHaveLength(2);
    expect(await messages(pk)).toBe(2);
    const [standing] = await t.handle.db.select().from(vipProgress).where(eq(vipProgress.accountPk, pk));
    expect(standing).toMatchObject({ level: 2, cycleDeposit: 0n, cycleTurnover: 0n });
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('starts each cycle from zero on a brand whose ladder does not carry over', async () => {
    const { brandId, accountPks } = await makeLedgerBrand(t.handle.db, 'vipreset', 1, {
      vip: { levels: makeBrandDocument().vip.levels, carry_over: false },
    });
    const pk = accountPks[0]!;
    // Enough for Silver and Gold with carry-over; without it, Silver only, and the excess is gone.
    await saveVipStanding(t.handle.db, pk, {
      level: 0,
      startingDeposit: 0n,
      cycleDeposit: 2_500_000n,
      startingTurnover: 0n,
      cycleTurnover: 25_000_000n,
    });
    expect(await t.handle.db.transaction((tx) => advanceVipLevel(tx, pk, brandId))).toEqual([1]);
    const [standing] = await t.handle.db.select().from(vipProgress).where(eq(vipProgress.accountPk, pk));
    expect(standing).toMatchObject({
      level: 1,
      startingDeposit: 2_500_000n,
      cycleDeposit: 0n,
      startingTurnover: 25_000_000n,
      cycleTurnover: 0n,
    });
    expect(await rewardEntries(pk, 2)).toHaveLength(0);
  });
});
