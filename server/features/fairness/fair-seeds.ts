import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { serverSeedHash, type FairRound } from '#shared/fair/provably-fair.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { fairSeeds } from '#server/db/schema.ts';

/** Advisory locks of a player's seed pairs live in their own class (the ledger's is 73 410). */
const seedLockClass = 73_412;

type SeedRow = typeof fairSeeds.$inferSelect;

export interface SeedOwner {
  accountPk: number;
  brandId: number;
}

function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A client seed until the player picks one: random, so a preset pair cannot be prepared for them. */
function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** One change of a player's pairs at a time, across server copies: rotations and rounds queue here. */
export async function lockOwner(tx: Executor, owner: SeedOwner): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(seedLockClass))}, ${owner.accountPk}::int)`,
  );
}

async function activeRow(db: Executor, owner: SeedOwner): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.accountPk, owner.accountPk), isNull(fairSeeds.revealedAt)));
  return row;
}

async function insertPair(db: Executor, owner: SeedOwner, clientSeed: string, now: Date): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  const [row] = await db
    .insert(fairSeeds)
    .values({
      brandId: owner.brandId,
      accountPk: owner.accountPk,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** The pair in use, made on first need (under the owner's lock). */
async function ensureActive(tx: Executor, owner: SeedOwner, now: Date): Promise<SeedRow> {
  return (await activeRow(tx, owner)) ?? insertPair(tx, owner, newClientSeed(), now);
}

function activeView(row: SeedRow) {
  return { server_seed_hash: row.serverSeedHash, client_seed: row.clientSeed, nonce: row.nonce };
}

function revealedView(row: SeedRow | undefined) {
  if (!row?.revealedAt) return null;
  return {
    server_seed: row.serverSeed,
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    rounds: row.nonce,
    revealed_at: row.revealedAt.toISOString(),
  };
}

async function latestRevealed(db: Executor, owner: SeedOwner): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.accountPk, owner.accountPk), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.id))
    .limit(1);
  return row;
}

/** The pair in use (never its server seed) and the last one revealed. */
export async function seedPairs(db: Database, owner: SeedOwner, now: Date) {
  const active =
    (await activeRow(db, owner)) ??
    (await db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      return ensureActive(tx, owner, now);
    }));
  return { active: activeView(active), previous: revealedView(await latestRevealed(db, owner)) };
}

/**
 * Ends the pair in use and reveals its server seed; the new pair has a fresh server seed, the
 * player's client seed (or a random one) and nonce 0. A round being played waits for the lock, so
 * it is played wholly under one pair or the other.
 */
export async function rotateSeedPair(
  db: Database,
  owner: SeedOwner,
  clientSeed: string | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const current = await ensureActive(tx, owner, now);
    const [revealed] = await tx
      .update(fairSeeds)
      .set({ revealedAt: now })
      .where(eq(fairSeeds.id, current.id))
      .returning();
    const next = await insertPair(tx, owner, clientSeed ?? newClientSeed(), now);
    return { active: activeView(next), previous: revealedView(revealed) };
  });
}

/**
 * The next round of the player's pair, inside the transaction that plays it: its seeds and nonce,
 * with the nonce moved on by one, so no two rounds ever share a nonce.
 */
export async function takeFairRound(
  tx: Executor,
  owner: SeedOwner,
  now: Date,
): Promise<{ seedId: number; round: FairRound }> {
  await lockOwner(tx, owner);
  const active = await ensureActive(tx, owner, now);
  await tx
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(eq(fairSeeds.id, active.id));
  return {
    seedId: active.id,
    round: { serverSeed: active.serverSeed, clientSeed: active.clientSeed, nonce: active.nonce },
  };
}
