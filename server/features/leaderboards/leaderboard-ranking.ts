import { sql } from 'drizzle-orm';
import type { LeaderboardSetting } from '#shared/brand/brand-schema.ts';
import type { Executor } from '#server/db/database.ts';

/** One ranked player: score in minor units (turnover, net win) or hundredths of a multiple. */
export interface RankedPlayer {
  rank: number;
  accountPk: number;
  accountId: string;
  score: bigint;
  achievedAt: Date;
}

/**
 * The brand's players ranked by the board's metric over [from, to), from their rounds (bets rows
 * the seamless wallet writes): turnover sums stakes, net_win sums wins less stakes of settled
 * rounds, multiplier takes the best win ÷ stake of a settled round. Rounds staking less than
 * `minStake` and rolled-back rounds do not count. Ties go to the player who reached the score
 * first (the last counted round for sums, the earliest round of the best multiple), then account.
 */
export async function rankPlayers(
  db: Executor,
  brandId: number,
  board: Pick<LeaderboardSetting, 'metric'>,
  window: { from: Date; to: Date; minStake: bigint; excluded?: readonly number[] },
  limit?: number,
): Promise<RankedPlayer[]> {
  // Players under a time-out or self-exclusion take no place (and so no prize): no marketing to them.
  const excluded = window.excluded?.length
    ? sql` and b.account_pk not in (${sql.join(
        window.excluded.map((pk) => sql`${pk}`),
        sql`, `,
      )})`
    : sql``;
  const counted = sql`b.brand_id = ${brandId} and b.status <> 'rolled_back' and b.stake > 0
    and b.stake >= ${window.minStake.toString()}::bigint
    and b.placed_at >= ${window.from.toISOString()}::timestamptz and b.placed_at < ${window.to.toISOString()}::timestamptz${excluded}`;
  const scored =
    board.metric === 'turnover'
      ? sql`select b.account_pk, sum(b.stake) as score, max(b.placed_at) as achieved_at
            from bets b where ${counted} group by b.account_pk`
      : board.metric === 'net_win'
        ? sql`select b.account_pk, sum(b.win - b.stake) as score, max(coalesce(b.settled_at, b.placed_at)) as achieved_at
              from bets b where ${counted} and b.status = 'settled' group by b.account_pk
              having sum(b.win - b.stake) > 0`
        : sql`select distinct on (b.account_pk) b.account_pk, (b.win * 100 / b.stake) as score,
                coalesce(b.settled_at, b.placed_at) as achieved_at
              from bets b where ${counted} and b.status = 'settled' and b.win > 0
              order by b.account_pk, (b.win * 100 / b.stake) desc, coalesce(b.settled_at, b.placed_at) asc`;
  const result = (await db.execute(sql`
    select s.account_pk::text as account_pk, a.account_id, s.score::text as score, s.achieved_at
    from (${scored}) s join accounts a on a.id = s.account_pk
    order by s.score desc, s.achieved_at asc, s.account_pk asc
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`)) as unknown as {
    rows: { account_pk: string; account_id: string; score: string; achieved_at: string | Date }[];
  };
  return result.rows.map((row, index) => ({
    rank: index + 1,
    accountPk: Number(row.account_pk),
    accountId: row.account_id,
    score: BigInt(row.score),
    achievedAt: new Date(row.achieved_at),
  }));
}
