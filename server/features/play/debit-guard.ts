import { eq, sql } from 'drizzle-orm';
import type { ProviderStatus } from '#shared/contract/provider-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { accounts, brands } from '#server/db/schema.ts';
import { playRefusal } from '#server/features/protection/protection-service.ts';

interface DebitRequest {
  brandId: number;
  accountPk: number;
  providerCode: string;
  gameCode: string;
  /** Minor units about to be staked. */
  amount: bigint;
  now: Date;
}

/**
 * The one gate every debit of a game passes, inside the transaction that would post it: null lets
 * it through, otherwise the status refusing it. Today: the account must be active (blocked or
 * closed → PLAYER_BLOCKED) and its brand open (disabled or expired → PLAYER_BLOCKED); then player
 * protection (decision 0034): a time-out or self-exclusion of the person on any brand is
 * PLAYER_BLOCKED, a stake that would pass a loss or wager limit LIMIT_REACHED. The check holds the
 * account's protection lock until the transaction ends, so racing bets never pass a limit together.
 */
export async function debitGuard(db: Executor, debit: DebitRequest): Promise<ProviderStatus | null> {
  const [row] = await db
    .select({
      status: accounts.status,
      brandOpen: sql<boolean>`coalesce((${brands.document} -> 'site' ->> 'status')::boolean, false)`,
      brandExpires: sql<string | null>`${brands.document} -> 'site' ->> 'expired_date'`,
    })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(eq(accounts.id, debit.accountPk));
  if (!row || row.status !== 'active') return 'PLAYER_BLOCKED';
  if (!row.brandOpen) return 'PLAYER_BLOCKED';
  if (row.brandExpires && Date.parse(row.brandExpires) <= debit.now.getTime()) return 'PLAYER_BLOCKED';
  return playRefusal(db, debit.accountPk, debit.amount, debit.now);
}
