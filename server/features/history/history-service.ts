import { historyPageSize } from '#shared/contract/payment-calls.ts';
import { formatMinor } from '#shared/money/currency.ts';
import type { Executor } from '#server/db/database.ts';
import { historyPage, statementPage, type HistoryFilter } from './history-repository.ts';

export async function transactionHistory(
  db: Executor,
  accountPk: number,
  currency: string,
  filter: HistoryFilter,
  page: number,
) {
  const { rows, total } = await historyPage(
    db,
    accountPk,
    filter,
    (page - 1) * historyPageSize,
    historyPageSize,
  );
  return {
    total,
    value: rows.map((row) => ({
      type: row.type as 'deposit' | 'withdrawal' | 'claim' | 'adjustment',
      reference: row.reference,
      amount: row.unit === 'cash' ? formatMinor(BigInt(row.amount), currency) : row.amount,
      unit: row.unit as 'cash' | 'game_token' | 'minigame_token',
      status: row.status,
      created_at: row.created_at,
    })),
  };
}

export async function cashStatement(db: Executor, accountPk: number, currency: string, page: number) {
  const { rows, total } = await statementPage(db, accountPk, (page - 1) * historyPageSize, historyPageSize);
  return {
    total,
    value: rows.map((row) => ({
      entry_id: Number(row.id),
      kind: row.kind,
      reference: row.reference,
      amount: formatMinor(BigInt(row.amount), currency),
      balance: formatMinor(BigInt(row.balance_after), currency),
      created_at: row.created_at,
    })),
  };
}
