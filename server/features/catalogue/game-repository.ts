import { and, asc, count, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProviderEntry } from '#shared/contract/catalogue-contract.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { games, providers } from '#server/db/schema.ts';

/** The columns of a game entry (spec §7 game lists), as every list of games answers them. */
export const entryColumns = {
  provider_code: games.providerCode,
  game_code: games.gameCode,
  game_name: games.gameName,
  game_type: games.gameType,
  img_url: games.imgUrl,
};

/** What a brand offers of the catalogue: its providers' games, less the ones it switched off. */
export interface BrandOffer {
  providers: readonly string[];
  disabled_games: readonly string[];
}

/** The games a brand offers; undefined when it offers none (no provider), so callers answer empty. */
export function offered(offer: BrandOffer): SQL[] | undefined {
  if (offer.providers.length === 0) return undefined;
  const conditions = [inArray(games.providerCode, [...offer.providers])];
  if (offer.disabled_games.length > 0) conditions.push(notInArray(games.gameCode, [...offer.disabled_games]));
  return conditions;
}

/**
 * `offered` for a statement prepared once: the offer comes as two text-array placeholders (its
 * providers, its switched-off games) instead of one parameter per item, so the statement's text is
 * the same for every brand. A brand with no provider must still be answered empty by the caller.
 */
export function offeredByPlaceholders(providers: string, disabledGames: string): SQL {
  return sql`${games.providerCode} = any(${sql.placeholder(providers)}::text[]) and ${games.gameCode} <> all(${sql.placeholder(disabledGames)}::text[])`;
}

/** `%`, `_` and `\` stand for themselves in a name search, not for LIKE's wildcards. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function countGamesByCategory(
  db: Executor,
  offer: BrandOffer,
): Promise<{ category: string; count: number }[]> {
  const conditions = offered(offer);
  if (!conditions) return [];
  const rows = await db
    .select({ category: games.gameType, count: count() })
    .from(games)
    .where(and(...conditions))
    .groupBy(games.gameType)
    .orderBy(games.gameType);
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

/** Games by code, restricted to what the brand offers, in the order of `gameCodes`. */
export async function findGamesByCodes(
  db: Executor,
  gameCodes: readonly string[],
  offer: BrandOffer,
  gameType?: string,
): Promise<GameEntry[]> {
  const conditions = offered(offer);
  if (gameCodes.length === 0 || !conditions) return [];
  conditions.push(inArray(games.gameCode, [...gameCodes]));
  if (gameType) conditions.push(eq(games.gameType, gameType));
  const rows = await db
    .select(entryColumns)
    .from(games)
    .where(and(...conditions));
  const order = new Map(gameCodes.map((code, index) => [code, index]));
  return rows.sort((a, b) => (order.get(a.game_code) ?? 0) - (order.get(b.game_code) ?? 0));
}

export interface GameQuery {
  gameTypes: readonly string[];
  /** One provider code; it must also be one the brand offers, or nothing matches. */
  providerCode?: string;
  /** Part of the game name, any case. */
  search?: string;
  offset: number;
  limit: number;
}

/** One page of the brand's games in lobby order (sort order, then id) and the count of every match. */
export async function pageGames(
  db: Executor,
  offer: BrandOffer,
  query: GameQuery,
): Promise<{ games: GameEntry[]; total: number }> {
  const conditions = offered(offer);
  if (!conditions || query.gameTypes.length === 0) return { games: [], total: 0 };
  conditions.push(inArray(games.gameType, [...query.gameTypes]));
  if (query.providerCode) conditions.push(eq(games.providerCode, query.providerCode));
  const search = query.search?.trim();
  if (search) conditions.push(ilike(games.gameName, likeContaining(search)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(games)
      .where(where)
      .orderBy(asc(games.sortOrder), asc(games.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { games: rows, total: Number(counted?.total ?? 0) };
}

/** Games of one category in lobby order (the home page's pools). */
export async function listGames(db: Executor, gameType: string, offer: BrandOffer, limit: number) {
  return (await pageGames(db, offer, { gameTypes: [gameType], offset: 0, limit })).games;
}

export interface FlaggedGame extends GameEntry {
  hot: boolean;
  featured: boolean;
  popular: boolean;
  isNew: boolean;
}

/** A category's games the brand offers in lobby order, with their lobby flags (the home page's pool). */
export async function flaggedLobby(
  db: Executor,
  offer: BrandOffer,
  gameType: string,
  limit: number,
): Promise<FlaggedGame[]> {
  const conditions = offered(offer);
  if (!conditions) return [];
  conditions.push(eq(games.gameType, gameType));
  return db
    .select({
      ...entryColumns,
      hot: games.hot,
      featured: games.featured,
      popular: games.popular,
      isNew: games.isNew,
    })
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(limit);
}

/**
 * The brand's offered providers that have offered games (of `gameType` when given), in name order.
 */
export async function offeredProviders(
  db: Executor,
  offer: BrandOffer,
  gameType?: string,
): Promise<ProviderEntry[]> {
  const conditions = offered(offer);
  if (!conditions) return [];
  if (gameType) conditions.push(eq(games.gameType, gameType));
  return db
    .select({
      code: providers.code,
      name: providers.name,
      slug: providers.slug,
      logo_url: providers.logoUrl,
      categories: providers.categories,
      popup: providers.popup,
    })
    .from(providers)
    .innerJoin(games, eq(games.providerCode, providers.code))
    .where(and(...conditions))
    .groupBy(providers.code)
    .orderBy(asc(providers.name));
}
