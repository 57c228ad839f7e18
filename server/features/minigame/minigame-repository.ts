import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WheelSegmentSetting } from '#shared/brand/brand-schema.ts';
import type { Executor } from '#server/db/database.ts';
import { builtOnce } from '#server/db/built-once.ts';
import {
  fairSeeds,
  minigameFrozenGrants,
  minigameSpins,
  minigameStock,
  missionClaims,
  vipProgress,
  wallets,
} from '#server/db/schema.ts';
import type { VipStanding } from '#shared/vip/vip-ladder.ts';
import { walletColumns, type WalletRow } from '#server/features/wallet/ledger.ts';
import { standingColumns, standingOrNewcomer } from '#server/features/wallet/vip-progress-repository.ts';

/** The two wheels: the token wheel of /minigame and the free daily spin of /spin. */
export type WheelName = 'wheel' | 'daily';

export type SpinRow = typeof minigameSpins.$inferSelect & { serverSeedHash: string; clientSeed: string };
type FrozenGrantRow = typeof minigameFrozenGrants.$inferSelect;

export async function findSpin(
  db: Executor,
  accountPk: number,
  wheel: WheelName,
  requestId: string,
): Promise<SpinRow | undefined> {
  const [row] = await db
    .select({
      spin: minigameSpins,
      serverSeedHash: fairSeeds.serverSeedHash,
      clientSeed: fairSeeds.clientSeed,
    })
    .from(minigameSpins)
    .innerJoin(fairSeeds, eq(fairSeeds.id, minigameSpins.seedId))
    .where(
      and(
        eq(minigameSpins.accountPk, accountPk),
        eq(minigameSpins.wheel, wheel),
        eq(minigameSpins.requestId, requestId),
      ),
    );
  return row ? { ...row.spin, serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed } : undefined;
}

export async function insertSpin(db: Executor, row: typeof minigameSpins.$inferInsert): Promise<void> {
  await db.insert(minigameSpins).values(row);
}

/** Free wheel spins won (any wheel's free_spin prizes) less those already used. */
export async function freeSpinsLeft(db: Executor, accountPk: number): Promise<number> {
  const [row] = await db
    .select({
      won: sql<string>`coalesce(sum(case when ${minigameSpins.prizeType} = 'free_spin' then ${minigameSpins.prizeAmount} else 0 end), 0)::text`,
      used: sql<string>`count(*) filter (where ${minigameSpins.paidWith} = 'free_spin')::text`,
    })
    .from(minigameSpins)
    .where(eq(minigameSpins.accountPk, accountPk));
  return Number(row?.won ?? 0) - Number(row?.used ?? 0);
}

/** Daily spins the player took in the period. */
export async function dailySpinsTaken(db: Executor, accountPk: number, periodKey: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(minigameSpins)
    .where(
      and(
        eq(minigameSpins.accountPk, accountPk),
        eq(minigameSpins.wheel, 'daily'),
        eq(minigameSpins.periodKey, periodKey),
      ),
    );
  return row?.n ?? 0;
}

/** Claims of the listed missions made in [from, to): each gives one more daily spin. */
export async function missionClaimsIn(
  db: Executor,
  accountPk: number,
  missionIds: readonly string[],
  from: Date,
  to: Date,
): Promise<number> {
  if (missionIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.accountPk, accountPk),
        inArray(missionClaims.missionId, [...missionIds]),
        gte(missionClaims.createdAt, from),
        lt(missionClaims.createdAt, to),
      ),
    );
  return row?.n ?? 0;
}

/**
 * How many of each segment are left this stock period (null: unlimited). With `lock`, inside the
 * spin's transaction, the counted rows are locked in one order, so racing spins queue on them and
 * each sees the wins before it: never more winners than stock.
 */
export async function stockLeft(
  db: Executor,
  key: { brandId: number; wheel: WheelName; periodKey: string },
  segments: readonly WheelSegmentSetting[],
  lock: boolean,
): Promise<(number | null)[]> {
  const limited = segments.filter((segment) => segment.stock !== null).map((segment) => segment.id);
  const won = new Map<string, number>();
  if (limited.length > 0) {
    if (lock)
      await db
        .insert(minigameStock)
        .values(limited.map((segmentId) => ({ ...key, segmentId })))
        .onConflictDoNothing();
    const query = db
      .select({ segmentId: minigameStock.segmentId, won: minigameStock.won })
      .from(minigameStock)
      .where(
        and(
          eq(minigameStock.brandId, key.brandId),
          eq(minigameStock.wheel, key.wheel),
          eq(minigameStock.periodKey, key.periodKey),
          inArray(minigameStock.segmentId, limited),
        ),
      )
      .orderBy(asc(minigameStock.segmentId));
    for (const row of lock ? await query.for('update') : await query) won.set(row.segmentId, row.won);
  }
  return segments.map((segment) =>
    segment.stock === null ? null : Math.max(0, segment.stock - (won.get(segment.id) ?? 0)),
  );
}

export async function takeStock(
  db: Executor,
  key: { brandId: number; wheel: WheelName; periodKey: string; segmentId: string },
): Promise<void> {
  await db
    .update(minigameStock)
    .set({ won: sql`${minigameStock.won} + 1` })
    .where(
      and(
        eq(minigameStock.brandId, key.brandId),
        eq(minigameStock.wheel, key.wheel),
        eq(minigameStock.periodKey, key.periodKey),
        eq(minigameStock.segmentId, key.segmentId),
      ),
    );
}

export interface OpenFrozenGrant {
  grant: FrozenGrantRow;
  /** Stakes wagered since the grant (rounds not rolled back, minor units); null for a time grant. */
  wagered: bigint | null;
}

/** The account's grants not yet unlocked, each with what was wagered towards it. */
function openGrantsQuery(accountPk: number | Placeholder) {
  const g = alias(minigameFrozenGrants, 'g');
  // Spelled out in full: the outer grant's columns must not be read as the subquery's bets
  // columns of the same name, which drizzle's unqualified column names would be.
  const wagered = sql<string | null>`case when g.wager_target is null then null else (
    select coalesce(sum(b.stake), 0)::text from bets b
    where b.account_pk = g.account_pk and b.placed_at >= g.created_at and b.status <> 'rolled_back'
  ) end`;
  const open = and(eq(g.accountPk, accountPk), isNull(g.unlockedAt));
  return { g, wagered, open };
}

function openGrantOf(row: { grant: FrozenGrantRow; wagered: string | null }): OpenFrozenGrant {
  return { grant: row.grant, wagered: row.wagered === null ? null : BigInt(row.wagered) };
}

/** The account's open frozen grants, oldest first. */
export async function openFrozenGrants(db: Executor, accountPk: number): Promise<OpenFrozenGrant[]> {
  const { g, wagered, open } = openGrantsQuery(accountPk);
  const rows = await db.select({ grant: g, wagered }).from(g).where(open).orderBy(asc(g.id));
  return rows.map(openGrantOf);
}

/** Built once per executor: the balance call runs it on every page (see built-once.ts). */
const walletWithGrants = builtOnce((db) => {
  const { g, wagered, open } = openGrantsQuery(sql.placeholder('accountPk'));
  return db
    .select({ wallet: walletColumns, grant: g, wagered, vip: standingColumns })
    .from(wallets)
    .leftJoin(g, open)
    .leftJoin(vipProgress, eq(vipProgress.accountPk, wallets.accountPk))
    .where(eq(wallets.accountPk, sql.placeholder('accountPk')))
    .orderBy(asc(g.id))
    .prepare('wallet_with_open_grants');
});

export interface WalletWithOpenGrants {
  /** Undefined: the account has no wallet yet. */
  wallet: WalletRow | undefined;
  /** Oldest first. */
  open: OpenFrozenGrant[];
  /** The account's VIP standing, read in the same statement; undefined when it has no wallet yet. */
  vip: VipStanding | undefined;
}

/**
 * The account's wallet, its open frozen grants and its VIP standing in one statement: the balance
 * and vip calls are asked on every signed-in page, and a player holding frozen tokens would
 * otherwise cost the balance two queries. The standing is a primary-key join, next to nothing for
 * a balance call that does not need it.
 */
export async function walletWithOpenGrants(db: Executor, accountPk: number): Promise<WalletWithOpenGrants> {
  const rows = await walletWithGrants(db).execute({ accountPk });
  const grants: OpenFrozenGrant[] = [];
  for (const row of rows) if (row.grant) grants.push(openGrantOf({ grant: row.grant, wagered: row.wagered }));
  const first = rows[0];
  return { wallet: first?.wallet, open: grants, vip: first ? standingOrNewcomer(first.vip) : undefined };
}

/** Marks a grant unlocked; false when another request unlocked it first. */
export async function markUnlocked(db: Executor, grantId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(minigameFrozenGrants)
    .set({ unlockedAt: now })
    .where(and(eq(minigameFrozenGrants.id, grantId), isNull(minigameFrozenGrants.unlockedAt)))
    .returning({ id: minigameFrozenGrants.id });
  return rows.length > 0;
}

/** Records a grant; false when its source key was granted before. */
export async function insertFrozenGrant(
  db: Executor,
  row: typeof minigameFrozenGrants.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(minigameFrozenGrants)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: minigameFrozenGrants.id });
  return rows.length > 0;
}
