import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { builtOnce } from '#server/db/built-once.ts';
import type { Executor } from '#server/db/database.ts';
import { favourites, games } from '#server/db/schema.ts';
import {
  entryColumns,
  offered,
  offeredByPlaceholders,
  type BrandOffer,
} from '#server/features/catalogue/game-repository.ts';

/**
 * Every signed-in page reads the favourites (the stars and the shelf), so the statement is built and
 * prepared once, with the brand's offer as two arrays: written into the SQL as one parameter per
 * provider, it was a new statement text, built and planned on every call.
 */
const favouritesOf = builtOnce((db) =>
  db
    .select(entryColumns)
    .from(favourites)
    .innerJoin(games, eq(games.gameCode, favourites.gameCode))
    .where(
      and(
        eq(favourites.accountPk, sql.placeholder('accountPk')),
        offeredByPlaceholders('providers', 'disabledGames'),
      ),
    )
    .orderBy(desc(favourites.createdAt), asc(games.gameName))
    .prepare('favourites_of'),
);

/** A player's favourites among the games the brand offers, newest first. */
export async function listFavourites(
  db: Executor,
  accountPk: number,
  offer: BrandOffer,
): Promise<GameEntry[]> {
  if (offer.providers.length === 0) return [];
  return favouritesOf(db).execute({
    accountPk,
    providers: offer.providers,
    disabledGames: offer.disabled_games,
  });
}

export async function hasFavourite(db: Executor, accountPk: number, gameCode: string): Promise<boolean> {
  const rows = await db
    .select({ gameCode: favourites.gameCode })
    .from(favourites)
    .where(and(eq(favourites.accountPk, accountPk), eq(favourites.gameCode, gameCode)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds a favourite unless the player already holds `limit` of them; true when a row was written.
 * One statement, so the limit holds for calls one after another (racing calls may pass it by one).
 */
export async function insertFavourite(
  db: Executor,
  accountPk: number,
  gameCode: string,
  limit: number,
  createdAt?: Date,
): Promise<boolean> {
  const at = createdAt ? sql`${createdAt.toISOString()}::timestamptz` : sql`now()`;
  const result = (await db.execute(sql`
    insert into ${favourites} (account_pk, game_code, created_at)
    select ${accountPk}::bigint, ${gameCode}::text, ${at}
    where (select count(*) from ${favourites} where account_pk = ${accountPk}::bigint) < ${limit}::bigint
    on conflict do nothing
    returning game_code`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function deleteFavourite(db: Executor, accountPk: number, gameCode: string): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.accountPk, accountPk), eq(favourites.gameCode, gameCode)))
    .returning({ gameCode: favourites.gameCode });
  return rows.length > 0;
}

/** Whether the brand offers a game (one of its providers', not switched off). */
export async function gameIsOffered(db: Executor, gameCode: string, offer: BrandOffer): Promise<boolean> {
  const conditions = offered(offer);
  if (!conditions) return false;
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.gameCode, gameCode), ...conditions))
    .limit(1);
  return rows.length > 0;
}
