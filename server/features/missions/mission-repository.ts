import { and, count, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { MissionSetting } from '#shared/brand/brand-schema.ts';
import type { Executor } from '#server/db/database.ts';
import { bets, deposits, games, missionClaims, missionOptIns, sessions } from '#server/db/schema.ts';

/** The stored rows a mission counts, for one player between two instants. */
export interface CountWindow {
  accountPk: number;
  from: Date;
  to: Date;
}

/** Rounds of the player in the window that were not rolled back and staked something. */
function roundsIn(mission: MissionSetting, window: CountWindow): SQL {
  const conditions = [
    eq(bets.accountPk, window.accountPk),
    gte(bets.placedAt, window.from),
    lt(bets.placedAt, window.to),
    ne(bets.status, 'rolled_back'),
    sql`${bets.stake} > 0`,
  ];
  if (mission.game_code) conditions.push(eq(bets.gameCode, mission.game_code));
  if (mission.category)
    conditions.push(
      inArray(
        bets.gameCode,
        sql`(select ${games.gameCode} from ${games} where ${games.gameType} = ${mission.category})`,
      ),
    );
  return and(...conditions)!;
}

/** Paid deposits settled in the window, minor units. */
export async function depositedIn(db: Executor, window: CountWindow): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amountMinor}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.accountPk, window.accountPk),
        eq(deposits.status, 'paid'),
        gte(deposits.settledAt, window.from),
        lt(deposits.settledAt, window.to),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Stakes of the counted rounds, minor units. */
export async function wageredIn(db: Executor, mission: MissionSetting, window: CountWindow): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)::text` })
    .from(bets)
    .where(roundsIn(mission, window));
  return BigInt(row?.total ?? '0');
}

/** Counted rounds; with `multiplier` (hundredths), only settled rounds won at ≥ that multiple of the stake. */
export async function roundsPlayedIn(
  db: Executor,
  mission: MissionSetting,
  window: CountWindow,
  multiplierHundredths?: bigint,
): Promise<bigint> {
  const won =
    multiplierHundredths === undefined
      ? sql`true`
      : sql`${bets.status} = 'settled' and ${bets.win} * 100 >= ${bets.stake} * ${multiplierHundredths.toString()}::bigint`;
  const [row] = await db
    .select({ n: count() })
    .from(bets)
    .where(and(roundsIn(mission, window), won));
  return BigInt(row?.n ?? 0);
}

/** The instants the player logged in (sessions opened) in the window. */
export async function loginsIn(db: Executor, window: CountWindow): Promise<Date[]> {
  const rows = await db
    .select({ at: sessions.createdAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountPk, window.accountPk),
        gte(sessions.createdAt, window.from),
        lt(sessions.createdAt, window.to),
      ),
    );
  return rows.map((row) => row.at);
}

export async function findOptIn(
  db: Executor,
  accountPk: number,
  missionId: string,
  periodKey: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: missionOptIns.createdAt })
    .from(missionOptIns)
    .where(
      and(
        eq(missionOptIns.accountPk, accountPk),
        eq(missionOptIns.missionId, missionId),
        eq(missionOptIns.periodKey, periodKey),
      ),
    );
  return row?.at;
}

export async function insertOptIn(
  db: Executor,
  row: { brandId: number; accountPk: number; missionId: string; periodKey: string; at: Date },
): Promise<void> {
  await db
    .insert(missionOptIns)
    .values({ ...row, createdAt: row.at })
    .onConflictDoNothing();
}

export async function isClaimed(
  db: Executor,
  accountPk: number,
  missionId: string,
  periodKey: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: missionClaims.id })
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.accountPk, accountPk),
        eq(missionClaims.missionId, missionId),
        eq(missionClaims.periodKey, periodKey),
      ),
    );
  return Boolean(row);
}

/** Records a claim; false when the period's claim already exists (a racing claim waits, then sees it). */
export async function insertClaim(
  db: Executor,
  row: {
    brandId: number;
    accountPk: number;
    missionId: string;
    periodKey: string;
    rewardType: string;
    rewardAmount: bigint;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(missionClaims)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: missionClaims.id });
  return inserted.length > 0;
}
