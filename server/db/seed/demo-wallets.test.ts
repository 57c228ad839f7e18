import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderAmountMinor, vipLadderOf } from '#shared/vip/vip-ladder.ts';
import { verifyActivityEntries, verifyBooks } from '#server/features/operations/books-check.ts';
import { withdrawalLedgerKeys } from '#server/features/payments/withdrawal-service.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import {
  accounts,
  bets,
  brands,
  favourites,
  games,
  ledgerEntries,
  vipProgress,
  withdrawals,
} from '#server/db/schema.ts';
import { demoBrands } from './demo-brands.ts';
import { demoPlayers, demoWithdrawals } from './demo-players.ts';
import { demoWallet } from './demo-wallets.ts';
import { seedActor, seedDemo } from './seed-demo.ts';

let handle: DatabaseHandle;
const now = new Date();

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { now });
});
afterAll(() => handle.close());

async function demoAccounts() {
  return handle.db
    .select({ pk: accounts.id, accountId: accounts.accountId, brandId: brands.id, brand: brands.code })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId));
}

describe('demo wallets', () => {
  it('give every demo account a starting balance through the ledger, in its brand currency', async () => {
    const rows = await demoAccounts();
    expect(rows).toHaveLength(demoPlayers.length);
    for (const row of rows) {
      const brand = demoBrands.find((candidate) => candidate.code === row.brand)!;
      const wallet = await findWallet(handle.db, row.pk);
      expect(wallet?.currency).toBe(brand.site.currency);
      expect(wallet?.cash).toBeGreaterThan(0n);
      expect(wallet?.game_token).toBeGreaterThan(0n);
      expect(wallet?.minigame_token).toBeGreaterThan(0n);
      const entries = await handle.db
        .select({ kind: ledgerEntries.kind, key: ledgerEntries.idempotencyKey })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountPk, row.pk));
      const paidOut = await handle.db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.accountPk, row.pk));
      const rounds = await handle.db
        .select({ provider: bets.providerCode, roundId: bets.roundId, win: bets.win })
        .from(bets)
        .where(eq(bets.accountPk, row.pk));
      // The starting balance, then each withdrawal and game round of the history as real
      // activity writes it (the payment services, the provider wallet).
      expect(new Set(entries.map((entry) => `${entry.kind} ${entry.key}`))).toEqual(
        new Set([
          `seed seed:${row.brand}:${row.accountId}`,
          ...paidOut.flatMap(({ id }) => [
            `hold ${withdrawalLedgerKeys.hold(id)}`,
            `withdrawal ${withdrawalLedgerKeys.paid(id)}`,
          ]),
          ...rounds.flatMap((round) => [
            `bet provider:${round.provider}:${round.roundId}:bet`,
            ...(round.win > 0n ? [`win provider:${round.provider}:${round.roundId}:win`] : []),
          ]),
        ]),
      );
    }
    expect(await verifyLedger(handle.db)).toEqual([]);
  });

  it('write the 60 paid withdrawals of the history through the ledger: hold, then payout', async () => {
    const rows = await handle.db.select().from(withdrawals).orderBy(asc(withdrawals.id));
    expect(rows).toHaveLength(12 * demoBrands.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'paid', decidedBy: seedActor, bankAccountId: null });
      const entries = await handle.db
        .select({
          key: ledgerEntries.idempotencyKey,
          balance: ledgerEntries.balance,
          amount: ledgerEntries.amount,
          at: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .where(
          inArray(ledgerEntries.idempotencyKey, [
            withdrawalLedgerKeys.hold(row.id),
            withdrawalLedgerKeys.paid(row.id),
          ]),
        )
        .orderBy(asc(ledgerEntries.id));
      expect(entries).toEqual([
        {
          key: withdrawalLedgerKeys.hold(row.id),
          balance: 'cash_held',
          amount: row.amountMinor,
          at: row.createdAt,
        },
        { key: withdrawalLedgerKeys.paid(row.id), balance: 'cash', amount: -row.amountMinor, at: row.paidAt },
        {
          key: withdrawalLedgerKeys.paid(row.id),
          balance: 'cash_held',
          amount: -row.amountMinor,
          at: row.paidAt,
        },
      ]);
    }
    // The dates are the history's, not the seed's: the same instants demoWithdrawals gives.
    const history = demoBrands.flatMap((brand) => demoWithdrawals(brand, now));
    expect(new Set(rows.map((row) => row.paidAt?.getTime()))).toEqual(
      new Set(history.map((row) => row.paidAt.getTime())),
    );
    expect(await verifyActivityEntries(handle.db)).toEqual([]);
    expect(await verifyBooks(handle.db)).toEqual([]);
  });

  it('end every wallet at its profile balance, with nothing left held', async () => {
    for (const row of await demoAccounts()) {
      const brand = demoBrands.find((candidate) => candidate.code === row.brand)!;
      const players = demoPlayers.filter((player) => player.brand === row.brand);
      const place = players.findIndex((player) => player.account_id === row.accountId);
      const profileCash = demoWallet(brand, players[place]!, place).changes.find(
        (change) => change.balance === 'cash',
      )!.amount;
      expect(await findWallet(handle.db, row.pk)).toMatchObject({ cash: profileCash, cash_held: 0n });
    }
  });

  it('give every demo account 3 to 6 favourites among the games its brand offers', async () => {
    for (const row of await demoAccounts()) {
      const brand = demoBrands.find((candidate) => candidate.code === row.brand)!;
      const rows = await handle.db
        .select({ provider: games.providerCode })
        .from(favourites)
        .innerJoin(games, eq(games.gameCode, favourites.gameCode))
        .where(eq(favourites.accountPk, row.pk));
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBeLessThanOrEqual(6);
      for (const game of rows) expect(brand.providers).toContain(game.provider);
    }
  });

  it('put the players of a brand on VIP levels a few steps apart', async () => {
    for (const brand of demoBrands) {
      const rows = await handle.db
        .select({ level: vipProgress.level })
        .from(vipProgress)
        .innerJoin(accounts, eq(accounts.id, vipProgress.accountPk))
        .innerJoin(brands, and(eq(brands.id, accounts.brandId), eq(brands.code, brand.code)));
      const levels = new Set(rows.map((row) => row.level));
      expect(rows).toHaveLength(demoPlayers.filter((player) => player.brand === brand.code).length);
      expect(levels.size).toBeGreaterThanOrEqual(3);
      for (const level of levels) expect(level).toBeLessThan(brand.vip.levels.length);
    }
  });

  it('are deterministic and use distinct idempotency keys', () => {
    const keys = new Set<string>();
    for (const brand of demoBrands) {
      const players = demoPlayers.filter((player) => player.brand === brand.code);
      for (const [place, player] of players.entries()) {
        const wallet = demoWallet(brand, player, place);
        expect(demoWallet(brand, player, place)).toEqual(wallet);
        keys.add(wallet.idempotencyKey);
        // Cycle progress stays short of the next level's need: nobody is owed a promotion.
        const next = vipLadderOf(brand)[wallet.standing.level + 1];
        if (next) {
          expect(wallet.standing.cycleDeposit).toBeLessThan(
            ladderAmountMinor(next.deposit, brand.site.currency),
          );
          expect(wallet.standing.cycleTurnover).toBeLessThan(
            ladderAmountMinor(next.turnover, brand.site.currency),
          );
        }
      }
    }
    expect(keys.size).toBe(demoPlayers.length);
  });

  it('seed the lucky demo1 player with 62537.50 PHP, 25 game tokens and 12 + 4 frozen minigame tokens', async () => {
    const [row] = (await demoAccounts()).filter((a) => a.brand === 'lucky' && a.accountId === 'demo1');
    expect(await findWallet(handle.db, row!.pk)).toMatchObject({
      cash: 6_253_750n,
      cash_held: 0n,
      game_token: 25n,
      minigame_token: 12n,
      minigame_frozen: 4n,
    });
    const favourite = await handle.db
      .select({ code: favourites.gameCode })
      .from(favourites)
      .where(inArray(favourites.accountPk, [row!.pk]));
    expect(favourite).toHaveLength(3);
  });
});
