import type { ProviderEntry } from '#shared/contract/catalogue-contract.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import type { Database } from '#server/db/database.ts';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { defaultListCategory, pickDefaultLists, type DefaultLists } from './home-lists.ts';
import {
  flaggedLobby,
  findGamesByCodes,
  listGames,
  offeredProviders,
  pageGames,
  type GameQuery,
} from './game-repository.ts';

/** How much of the slots lobby the default lists are picked from. */
const defaultListPool = 500;

/** What the catalogue needs of a brand: its document (providers, disabled_games, hot_games). */
interface CatalogueBrand {
  document: BrandDocument;
}

/** Game lists of a brand, for server rendering (the API calls use the repository directly). */
export class Catalogue {
  constructor(private readonly db: Database) {}

  hotGames(config: CatalogueBrand, gameType?: string): Promise<GameEntry[]> {
    return findGamesByCodes(this.db, config.document.hot_games, config.document, gameType);
  }

  /** A game the brand offers, by code (the game /playnow opens); undefined for any other code. */
  async game(config: CatalogueBrand, gameCode: string): Promise<GameEntry | undefined> {
    const [game] = await findGamesByCodes(this.db, [gameCode], config.document);
    return game;
  }

  async byCategories(
    config: CatalogueBrand,
    categories: readonly string[],
    limit: number,
  ): Promise<GameEntry[]> {
    const lists = await Promise.all(
      categories.map((category) => listGames(this.db, category, config.document, limit)),
    );
    return lists.flat();
  }

  /** One page of a lobby (the first page of a category page is rendered on the server). */
  lobbyPage(config: CatalogueBrand, query: GameQuery): Promise<{ games: GameEntry[]; total: number }> {
    return pageGames(this.db, config.document, query);
  }

  providers(config: CatalogueBrand, gameType?: string): Promise<ProviderEntry[]> {
    return offeredProviders(this.db, config.document, gameType);
  }

  /**
   * Spec §9 default game lists (hot 15, featured 10, popular 6, new 6, all slots) from the
   * catalogue's flags, for a brand that chose no hot games of its own.
   */
  async defaultLists(config: CatalogueBrand): Promise<DefaultLists> {
    return pickDefaultLists(
      await flaggedLobby(this.db, config.document, defaultListCategory, defaultListPool),
    );
  }
}
