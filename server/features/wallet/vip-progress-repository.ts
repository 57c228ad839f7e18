import { eq, sql } from 'drizzle-orm';
import type { VipStanding } from '#shared/vip/vip-ladder.ts';
import type { Executor } from '#server/db/database.ts';
import { builtOnce } from '#server/db/built-once.ts';
import { vipProgress } from '#server/db/schema.ts';

const newcomer: VipStanding = {
  level: 0,
  startingDeposit: 0n,
  cycleDeposit: 0n,
  startingTurnover: 0n,
  cycleTurnover: 0n,
};

/** A standing's columns, for a statement that reads it beside other data (the page header's). */
export const standingColumns = {
  level: vipProgress.level,
  startingDeposit: vipProgress.startingDeposit,
  cycleDeposit: vipProgress.cycleDeposit,
  startingTurnover: vipProgress.startingTurnover,
  cycleTurnover: vipProgress.cycleTurnover,
};

const standingOf = builtOnce((db) =>
  db
    .select(standingColumns)
    .from(vipProgress)
    .where(eq(vipProgress.accountPk, sql.placeholder('accountPk')))
    .prepare('vip_standing'),
);

/** A player's standing from its row: a player without one stands at the first level with nothing counted. */
export function standingOrNewcomer(row: VipStanding | null | undefined): VipStanding {
  return row ?? { ...newcomer };
}

/** A player's VIP standing (see standingOrNewcomer). */
export async function findVipStanding(db: Executor, accountPk: number): Promise<VipStanding> {
  const [row] = await standingOf(db).execute({ accountPk });
  return standingOrNewcomer(row);
}

/** Writes a player's standing (seed data; the deposit and bet features move it with the ledger). */
export async function saveVipStanding(db: Executor, accountPk: number, standing: VipStanding): Promise<void> {
  const values = { ...standing, updatedAt: new Date() };
  await db
    .insert(vipProgress)
    .values({ accountPk, ...values })
    .onConflictDoUpdate({ target: vipProgress.accountPk, set: values });
}

/**
 * Counts a paid deposit towards the player's VIP cycle, in the transaction that credits it. Levels
 * also need turnover, which bets bring; this only moves the deposit side.
 */
export async function addVipDeposit(db: Executor, accountPk: number, amountMinor: bigint): Promise<void> {
  const now = new Date();
  await db
    .insert(vipProgress)
    .values({ accountPk, cycleDeposit: amountMinor, updatedAt: now })
    .onConflictDoUpdate({
      target: vipProgress.accountPk,
      set: { cycleDeposit: sql`${vipProgress.cycleDeposit} + ${amountMinor}`, updatedAt: now },
    });
}
