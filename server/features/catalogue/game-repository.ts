import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { GameEntry } from '../../../shared/contract/site-contract.ts';
import type { Executor } from '../../db/database.ts';
import { games } from '../../db/schema.ts';

const entryColumns = {
  provider_code: games.providerCode,
  game_code: games.gameCode,
  game_name: games.gameName,
  game_type: games.gameType,
  img_url: games.imgUrl,
};

export async function countGamesByCategory(
  db: Executor,
  providerCodes: string[],
): Promise<{ category: string; count: number }[]> {
  if (providerCodes.length === 0) return [];
  const rows = await db
    .select({ category: games.gameType, count: count() })
    .from(games)
    .where(inArray(games.providerCode, providerCodes))
    .groupBy(games.gameType)
    .orderBy(games.gameType);
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

/** Games by code, restricted to the given providers, in the order of `gameCodes`. */
export async function findGamesByCodes(
  db: Executor,
  gameCodes: string[],
  providerCodes: string[],
  gameType?: string,
): Promise<GameEntry[]> {
  if (gameCodes.length === 0 || providerCodes.length === 0) return [];
  const conditions = [inArray(games.gameCode, gameCodes), inArray(games.providerCode, providerCodes)];
  if (gameType) conditions.push(eq(games.gameType, gameType));
  const rows = await db
    .select(entryColumns)
    .from(games)
    .where(and(...conditions));
  const order = new Map(gameCodes.map((code, index) => [code, index]));
  return rows.sort((a, b) => (order.get(a.game_code) ?? 0) - (order.get(b.game_code) ?? 0));
}

export async function listGames(db: Executor, gameType: string, providerCodes: string[], limit: number) {
  if (providerCodes.length === 0) return [];
  return db
    .select(entryColumns)
    .from(games)
    .where(and(eq(games.gameType, gameType), inArray(games.providerCode, providerCodes)))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(limit);
}
