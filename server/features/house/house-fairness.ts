import { and, eq, inArray } from 'drizzle-orm';
import type { BetFairness } from '#shared/contract/bet-history-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { fairSeeds, houseRounds } from '#server/db/schema.ts';

/**
 * What the bet history shows to verify a player's house rounds, by round id: the seed pair's hash,
 * client seed and the round's nonce, and the server seed only once the pair has been revealed.
 */
export async function houseRoundFairness(
  db: Executor,
  accountPk: number,
  roundIds: readonly string[],
): Promise<Map<string, BetFairness>> {
  const found = new Map<string, BetFairness>();
  if (roundIds.length === 0) return found;
  const rows = await db
    .select({
      roundId: houseRounds.roundId,
      engine: houseRounds.engine,
      nonce: houseRounds.nonce,
      serverSeed: fairSeeds.serverSeed,
      serverSeedHash: fairSeeds.serverSeedHash,
      clientSeed: fairSeeds.clientSeed,
      revealedAt: fairSeeds.revealedAt,
    })
    .from(houseRounds)
    .innerJoin(fairSeeds, eq(fairSeeds.id, houseRounds.seedId))
    .where(and(eq(houseRounds.accountPk, accountPk), inArray(houseRounds.roundId, [...roundIds])));
  for (const row of rows)
    found.set(row.roundId, {
      game: row.engine === 'slot' ? 'slot' : 'hash',
      server_seed_hash: row.serverSeedHash,
      client_seed: row.clientSeed,
      nonce: row.nonce,
      server_seed: row.revealedAt ? row.serverSeed : null,
    });
  return found;
}
