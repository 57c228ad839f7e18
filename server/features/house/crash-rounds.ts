import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import { crashPointOf } from '#shared/house/crash-chain.ts';
import { crashBettingMs, crashDelayMs, crashPauseMs } from '#shared/house/crash-schedule.ts';
import type { Executor } from '#server/db/database.ts';
import { crashChains, crashRounds } from '#server/db/schema.ts';

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashChainRow = typeof crashChains.$inferSelect;

/** Rounds per chain: at about 15 s a round, some 40 hours of play before a new chain is published. */
export const defaultCrashChainLength = 10_000;

/** SHA-256 of the hash's hex text, `times` over (shared/house/crash-chain.ts previousChainHash). */
function hashForward(hash: string, times: number): string {
  let current = hash;
  for (let i = 0; i < times; i++) current = createHash('sha256').update(current, 'utf8').digest('hex');
  return current;
}

/** Round `number`'s hash: the seed hashed length − 1 − number times (round 0 is the terminating hash). */
function chainRoundHash(chain: Pick<CrashChainRow, 'seed' | 'length'>, number: number): string {
  return hashForward(chain.seed, chain.length - 1 - number);
}

async function chainById(db: Executor, id: number): Promise<CrashChainRow> {
  const [chain] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  if (!chain) throw new Error(`crash chain ${id} is gone`);
  return chain;
}

/**
 * The brand's chain `number`, made now when nobody has made it: a new random seed and salt, the
 * terminating hash published from then on. Server copies racing here keep the first one made.
 */
async function chainNumbered(
  db: Executor,
  brandId: number,
  number: number,
  length: number,
): Promise<CrashChainRow> {
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(crashChains)
    .values({
      brandId,
      number,
      seed,
      salt: randomBytes(16).toString('hex'),
      length,
      terminatingHash: hashForward(seed, length - 1),
    })
    .onConflictDoNothing();
  const [chain] = await db
    .select()
    .from(crashChains)
    .where(and(eq(crashChains.brandId, brandId), eq(crashChains.number, number)));
  return chain!;
}

async function latestRound(db: Executor, brandId: number): Promise<CrashRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.brandId, brandId))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return row;
}

/**
 * The brand's round at `now`: the latest one while it takes bets, runs, or shows its crash;
 * otherwise the next round along the chain, opened for bets from now. Whichever server call first
 * needs a round makes it (the unique chain number elects one), so every player shares it.
 */
export async function currentCrashRound(
  db: Executor,
  brandId: number,
  now: Date,
  chainLength = defaultCrashChainLength,
): Promise<{ round: CrashRoundRow; chain: CrashChainRow }> {
  const latest = await latestRound(db, brandId);
  if (latest && now.getTime() < latest.crashesAt.getTime() + crashPauseMs)
    return { round: latest, chain: await chainById(db, latest.chainId) };
  let chain = latest ? await chainById(db, latest.chainId) : undefined;
  let number = (latest?.number ?? 0) + 1;
  if (!chain || number >= chain.length) {
    chain = await chainNumbered(db, brandId, (chain?.number ?? 0) + 1, chainLength);
    number = 1;
  }
  const hash = chainRoundHash(chain, number);
  const crashPoint = crashPointOf(hash, chain.salt);
  const startsAt = new Date(now.getTime() + crashBettingMs);
  await db
    .insert(crashRounds)
    .values({
      brandId,
      chainId: chain.id,
      number,
      hash,
      crashPoint,
      startsAt,
      crashesAt: new Date(startsAt.getTime() + crashDelayMs(crashPoint)),
      createdAt: now,
    })
    .onConflictDoNothing();
  const made = await latestRound(db, brandId);
  return { round: made!, chain: made!.chainId === chain.id ? chain : await chainById(db, made!.chainId) };
}

/** The brand's last crashed rounds, newest first, with their hashes and chain numbers. */
export async function crashedRounds(
  db: Executor,
  brandId: number,
  now: Date,
  limit: number,
): Promise<{ number: number; crashPoint: number; hash: string; chain: number }[]> {
  return db
    .select({
      number: crashRounds.number,
      crashPoint: crashRounds.crashPoint,
      hash: crashRounds.hash,
      chain: crashChains.number,
    })
    .from(crashRounds)
    .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
    .where(and(eq(crashRounds.brandId, brandId), lte(crashRounds.crashesAt, now)))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
}
