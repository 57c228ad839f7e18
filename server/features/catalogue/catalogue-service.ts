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

/** Lists kept per brand document at most: a lobby search is part of the key. */
const maxListsPerBrand = 200;

interface Remembered {
  at: number;
  value: Promise<unknown>;
}

/**
 * Game lists of a brand, for server rendering (the API calls use the repository directly). With a
 * time to live, each list is read once per brand document for that long (decision 0038): a brand
 * change brings a new document and so new lists, and `invalidate` (a catalogue change on the change
 * bus) drops them all.
 */
export class Catalogue {
  #lists = new WeakMap<BrandDocument, Map<string, Remembered>>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 0,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.#lists = new WeakMap();
  }

  #remember<T>(config: CatalogueBrand, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    let lists = this.#lists.get(config.document);
    if (!lists) {
      lists = new Map();
      this.#lists.set(config.document, lists);
    }
    const kept = lists.get(key);
    if (kept && this.now() - kept.at < this.ttlMs) return kept.value as Promise<T>;
    const value = load();
    const entry = { at: this.now(), value };
    const current = lists;
    current.delete(key);
    current.set(key, entry);
    if (current.size > maxListsPerBrand) current.delete(current.keys().next().value!);
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (current.get(key) === entry) current.delete(key);
    });
    return value;
  }

  hotGames(config: CatalogueBrand, gameType?: string): Promise<GameEntry[]> {
    return this.#remember(config, `hot:${gameType ?? ''}`, () =>
      findGamesByCodes(this.db, config.document.hot_games, config.document, gameType),
    );
  }

  /** A game the brand offers, by code (the game /playnow opens); undefined for any other code. */
  async game(config: CatalogueBrand, gameCode: string): Promise<GameEntry | undefined> {
    const [game] = await findGamesByCodes(this.db, [gameCode], config.document);
    return game;
  }

  byCategories(config: CatalogueBrand, categories: readonly string[], limit: number): Promise<GameEntry[]> {
    return this.#remember(config, `categories:${categories.join(',')}:${limit}`, async () => {
      const lists = await Promise.all(
        categories.map((category) => listGames(this.db, category, config.document, limit)),
      );
      return lists.flat();
    });
  }

  /** One page of a lobby (the first page of a category page is rendered on the server). */
  lobbyPage(config: CatalogueBrand, query: GameQuery): Promise<{ games: GameEntry[]; total: number }> {
    return this.#remember(config, `lobby:${JSON.stringify(query)}`, () =>
      pageGames(this.db, config.document, query),
    );
  }

  providers(config: CatalogueBrand, gameType?: string): Promise<ProviderEntry[]> {
    return this.#remember(config, `providers:${gameType ?? ''}`, () =>
      offeredProviders(this.db, config.document, gameType),
    );
  }

  /**
   * Spec §9 default game lists (hot 15, featured 10, popular 6, new 6, all slots) from the
   * catalogue's flags, for a brand that chose no hot games of its own.
   */
  defaultLists(config: CatalogueBrand): Promise<DefaultLists> {
    return this.#remember(config, 'defaults', async () =>
      pickDefaultLists(await flaggedLobby(this.db, config.document, defaultListCategory, defaultListPool)),
    );
  }
}
