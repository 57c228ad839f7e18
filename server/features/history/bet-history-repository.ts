import { sql, type SQL } from 'drizzle-orm';
import type { BetStatus } from '#shared/contract/bet-history-calls.ts';
import type { Executor } from '#server/db/database.ts';
import { isoText, rowsOf } from './history-repository.ts';

export interface BetFilter {
  from?: string;
  to?: string;
  gameType?: string;
  status?: BetStatus;
}

export interface BetRow {
  id: string;
  round_id: string;
  provider_code: string;
  provider_name: string;
  game_code: string;
  game_name: string;
  game_type: string;
  stake: string;
  win: string;
  status: BetStatus;
  placed_at: string;
  settled_at: string | null;
  rolled_back_at: string | null;
}

export interface RoundTransactionRow {
  bet_id: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback';
  amount: string;
  rolled_back: boolean;
  created_at: string;
  /** Place of the transaction in its round, oldest first (1-based). */
  place: number;
}

/** The player's rounds the filter matches; a game that left the catalogue keeps its code as name. */
function matching(accountPk: number, filter: BetFilter): SQL {
  const parts: SQL[] = [sql`b.account_pk = ${accountPk}`];
  if (filter.from) parts.push(sql`b.placed_at >= ${filter.from}::timestamptz`);
  if (filter.to) parts.push(sql`b.placed_at < ${filter.to}::timestamptz`);
  if (filter.gameType) parts.push(sql`g.game_type = ${filter.gameType}`);
  if (filter.status) parts.push(sql`b.status = ${filter.status}`);
  return sql`from bets b
    left join games g on g.game_code = b.game_code
    join providers p on p.code = b.provider_code
    where ${sql.join(parts, sql` and `)}`;
}

export async function betPage(
  db: Executor,
  accountPk: number,
  filter: BetFilter,
  offset: number,
  limit: number,
): Promise<{ rows: BetRow[]; total: number; stake: bigint; win: bigint }> {
  const from = matching(accountPk, filter);
  const rows = await rowsOf<BetRow>(
    db,
    sql`select b.id::text as id, b.round_id, b.provider_code, p.name as provider_name, b.game_code,
          coalesce(g.game_name, b.game_code) as game_name, coalesce(g.game_type, '') as game_type,
          b.stake::text as stake, b.win::text as win, b.status,
          ${isoText(sql`b.placed_at`)} as placed_at, ${isoText(sql`b.settled_at`)} as settled_at,
          ${isoText(sql`b.rolled_back_at`)} as rolled_back_at
        ${from}
        order by b.placed_at desc, b.id desc limit ${limit} offset ${offset}`,
  );
  // A rolled-back round gave its stake back and paid nothing: it counts in neither sum.
  const [totals] = await rowsOf<{ n: string; stake: string | null; win: string | null }>(
    db,
    sql`select count(*)::text as n,
          sum(case when b.status = 'rolled_back' then 0 else b.stake end)::text as stake,
          sum(case when b.status = 'rolled_back' then 0 else b.win end)::text as win
        ${from}`,
  );
  return {
    rows,
    total: Number(totals?.n ?? 0),
    stake: BigInt(totals?.stake ?? 0),
    win: BigInt(totals?.win ?? 0),
  };
}

/** The accepted wallet transactions of the given rounds, oldest first, at most `perRound` each. */
export async function roundTransactions(
  db: Executor,
  betIds: readonly string[],
  perRound: number,
): Promise<{ rows: RoundTransactionRow[]; counts: Map<string, number> }> {
  if (betIds.length === 0) return { rows: [], counts: new Map() };
  const ids = sql.join(
    betIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const rows = await rowsOf<RoundTransactionRow & { total: string }>(
    db,
    sql`select * from (
          select t.bet_id::text as bet_id, t.transaction_id, t.kind, t.amount::text as amount,
            t.rolled_back_at is not null as rolled_back, ${isoText(sql`t.created_at`)} as created_at,
            row_number() over (partition by t.bet_id order by t.created_at, t.id)::int as place,
            count(*) over (partition by t.bet_id)::text as total
          from provider_transactions t
          where t.bet_id in (${ids}) and t.result = 'OK' and not t.tombstone
        ) numbered where place <= ${perRound}
        order by bet_id, place`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.bet_id, Number(row.total));
  return { rows, counts };
}
