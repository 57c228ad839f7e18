import { and, count, desc, eq, gte, isNotNull, ne, sql, sum } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { accounts, bets, games, withdrawals } from '#server/db/schema.ts';

export async function latestPaidWithdrawals(db: Executor, brandId: number, limit: number) {
  return db
    .select({ accountId: accounts.accountId, amountMinor: withdrawals.amountMinor, at: withdrawals.paidAt })
    .from(withdrawals)
    .innerJoin(accounts, eq(accounts.id, withdrawals.accountPk))
    .where(
      and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, 'paid'), isNotNull(withdrawals.paidAt)),
    )
    .orderBy(desc(withdrawals.paidAt))
    .limit(limit);
}

export async function paidSince(db: Executor, brandId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(withdrawals.amountMinor) })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, 'paid'), gte(withdrawals.paidAt, since)),
    );
  return BigInt(row?.total ?? 0);
}

/**
 * A brand's biggest settled winning rounds since `since`, biggest first. The status and win
 * conditions are written as literals so the planner matches them to the partial index
 * bets_brand_winners_idx, which it walks backwards. Answers the query itself (awaitable), so its
 * plan can be checked.
 */
export function topWins(db: Executor, brandId: number, since: Date, limit: number) {
  return db
    .select({
      accountId: accounts.accountId,
      amountMinor: bets.win,
      at: sql<Date>`${bets.settledAt}`.mapWith(bets.settledAt),
      gameName: sql<string>`coalesce(${games.gameName}, ${bets.gameCode})`,
    })
    .from(bets)
    .innerJoin(accounts, eq(accounts.id, bets.accountPk))
    .leftJoin(games, eq(games.gameCode, bets.gameCode))
    .where(
      and(
        eq(bets.brandId, brandId),
        sql`${bets.status} = 'settled' and ${bets.win} > 0`,
        gte(bets.settledAt, since),
      ),
    )
    .orderBy(desc(bets.win), desc(bets.settledAt))
    .limit(limit);
}

export async function playerCounters(db: Executor, brandId: number, activeSince: Date) {
  const [row] = await db
    .select({
      registered: count(),
      active: sql<number>`count(*) filter (where ${accounts.lastActiveAt} >= ${activeSince.toISOString()})`,
      deposited: sql<number>`count(*) filter (where ${accounts.firstDepositAt} is not null)`,
    })
    .from(accounts)
    .where(and(eq(accounts.brandId, brandId), ne(accounts.status, 'pending')));
  return {
    registered: Number(row?.registered ?? 0),
    active: Number(row?.active ?? 0),
    deposited: Number(row?.deposited ?? 0),
  };
}
