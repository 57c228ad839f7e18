import { historyPageSize } from '#shared/contract/payment-calls.ts';
import { maxRoundTransactions, type BetEntry } from '#shared/contract/bet-history-contract.ts';
import { formatMinor } from '#shared/money/currency.ts';
import type { Executor } from '#server/db/database.ts';
import { houseRoundFairness } from '#server/features/house/house-fairness.ts';
import { sportsLinesOf } from '#server/features/sportsbook/sports-service.ts';
import { betPage, roundTransactions, type BetFilter } from './bet-history-repository.ts';

/** One page of the player's rounds with their transactions, and the totals of the whole filter. */
export async function betHistory(
  db: Executor,
  accountPk: number,
  currency: string,
  filter: BetFilter,
  page: number,
  now: Date,
) {
  const money = (minor: bigint) => formatMinor(minor, currency);
  const { rows, total, stake, win } = await betPage(
    db,
    accountPk,
    filter,
    (page - 1) * historyPageSize,
    historyPageSize,
  );
  const transactions = await roundTransactions(
    db,
    rows.map((row) => row.id),
    maxRoundTransactions,
  );
  const fairness = await houseRoundFairness(
    db,
    accountPk,
    rows.filter((row) => row.provider_code === 'HOUSE').map((row) => row.round_id),
    now,
  );
  const sportsLines = await sportsLinesOf(
    db,
    rows.map((row) => row.id),
  );
  const value: BetEntry[] = rows.map((row) => ({
    bet_id: row.id,
    round_id: row.round_id,
    provider_code: row.provider_code,
    provider_name: row.provider_name,
    game_code: row.game_code,
    game_name: row.game_name,
    game_type: row.game_type,
    stake: money(BigInt(row.stake)),
    win: money(BigInt(row.win)),
    net: money(BigInt(row.win) - BigInt(row.stake)),
    status: row.status,
    placed_at: row.placed_at,
    settled_at: row.settled_at,
    rolled_back_at: row.rolled_back_at,
    transactions: transactions.rows
      .filter((line) => line.bet_id === row.id)
      .map((line) => ({
        transaction_id: line.transaction_id,
        kind: line.kind,
        amount: money(BigInt(line.amount)),
        rolled_back: line.rolled_back,
        created_at: line.created_at,
      })),
    transaction_count: transactions.counts.get(row.id) ?? 0,
    ...(fairness.has(row.round_id) ? { fairness: fairness.get(row.round_id) } : {}),
    ...(sportsLines.has(row.id)
      ? { bet_type: sportsLines.get(row.id)!.betType, lines: sportsLines.get(row.id)!.lines }
      : {}),
  }));
  return {
    currency,
    total,
    value,
    summary: { stake: money(stake), win: money(win), net: money(win - stake) },
  };
}
