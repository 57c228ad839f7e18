import { and, eq, inArray, lte } from 'drizzle-orm';
import type { BetFairness } from '#shared/contract/bet-history-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { crashBets, crashChains, crashRounds, fairSeeds, houseRounds } from '#server/db/schema.ts';

/** The crash bets' wallet round ids are `crash-<bet id>` (crash-game.ts). */
const crashRoundId = /^crash-(\d{1,15})$/;

/**
 * What the bet history shows to verify a player's house rounds, by round id: the seed pair's hash,
 * client seed and the round's nonce, and the server seed only once the pair has been revealed; for
 * a crash bet, its round's chain values once the round has crashed.
 */
export async function houseRoundFairness(
  db: Executor,
  accountPk: number,
  roundIds: readonly string[],
  now: Date,
): Promise<Map<string, BetFairness>> {
  const found = new Map<string, BetFairness>();
  if (roundIds.length === 0) return found;
  const crashIds = roundIds.flatMap((id) => {
    const match = crashRoundId.exec(id);
    return match ? [Number(match[1])] : [];
  });
  if (crashIds.length > 0) {
    const crashed = await db
      .select({
        betId: crashBets.id,
        hash: crashRounds.hash,
        number: crashRounds.number,
        crashPoint: crashRounds.crashPoint,
        salt: crashChains.salt,
        terminatingHash: crashChains.terminatingHash,
      })
      .from(crashBets)
      .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
      .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
      .where(
        and(
          eq(crashBets.accountPk, accountPk),
          inArray(crashBets.id, crashIds),
          lte(crashRounds.crashesAt, now),
        ),
      );
    for (const row of crashed)
      found.set(`crash-${row.betId}`, {
        game: 'crash',
        round_hash: row.hash,
        salt: row.salt,
        terminating_hash: row.terminatingHash,
        round_number: row.number,
        crash_point: row.crashPoint,
      });
  }
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
