import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';

export interface HistoryRow {
  type: string;
  reference: string;
  amount: string;
  unit: string;
  status: string;
  created_at: string;
}

export interface StatementRow {
  id: string;
  kind: string;
  reference: string;
  amount: string;
  balance_after: string;
  created_at: string;
}

export interface HistoryFilter {
  type?: string;
  from?: string;
  to?: string;
}

export const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One row per deposit, withdrawal (with its state), claim and adjustment of the player; amounts as
 * exact text (minor units for cash, whole tokens).
 */
function historyUnion(accountPk: number): SQL {
  return sql`
    select 'deposit' as type, reference, amount_minor as amount, 'cash' as unit, status, created_at, id
      from deposits where account_pk = ${accountPk}
    union all
    select 'withdrawal', 'withdrawal:' || id, amount_minor, 'cash', status, created_at, id
      from withdrawals where account_pk = ${accountPk}
    union all
    select kind, case when reference = '' then idempotency_key else reference end, amount, balance, 'done',
      created_at, id
      from ledger_entries
      where account_pk = ${accountPk} and kind in ('claim', 'adjustment')`;
}

function whereOf(filter: HistoryFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.type) parts.push(sql`type = ${filter.type}`);
  if (filter.from) parts.push(sql`created_at >= ${filter.from}::timestamptz`);
  if (filter.to) parts.push(sql`created_at < ${filter.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export async function historyPage(
  db: Executor,
  accountPk: number,
  filter: HistoryFilter,
  offset: number,
  limit: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await rowsOf<HistoryRow>(
    db,
    sql`select type, reference, amount::text as amount, unit, status, ${isoText(sql`created_at`)} as created_at
        from (${historyUnion(accountPk)}) h where ${where}
        order by h.created_at desc, h.type, h.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*)::text as n from (${historyUnion(accountPk)}) h where ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** The player's cash ledger lines, newest first; balance_after is the running balance. */
export async function statementPage(
  db: Executor,
  accountPk: number,
  offset: number,
  limit: number,
): Promise<{ rows: StatementRow[]; total: number }> {
  const rows = await rowsOf<StatementRow>(
    db,
    sql`select id::text as id, kind, reference, amount::text as amount, balance_after::text as balance_after,
          ${isoText(sql`created_at`)} as created_at
        from ledger_entries where account_pk = ${accountPk} and balance = 'cash'
        order by ledger_entries.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*)::text as n from ledger_entries where account_pk = ${accountPk} and balance = 'cash'`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}
