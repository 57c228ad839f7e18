import type { GameEntry } from '../../../shared/contract/site-contract.ts';
import type { Database } from '../../db/database.ts';
import type { SiteConfig } from '../site/site-config.ts';
import { findGamesByCodes, listGames } from './game-repository.ts';

/** Game lists of a brand, for server rendering (the API calls use the repository directly). */
export class Catalogue {
  constructor(private readonly db: Database) {}

  hotGames(config: SiteConfig, gameType?: string): Promise<GameEntry[]> {
    return findGamesByCodes(this.db, config.document.hot_games, config.document.providers, gameType);
  }

  async byCategories(config: SiteConfig, categories: readonly string[], limit: number): Promise<GameEntry[]> {
    const lists = await Promise.all(
      categories.map((category) => listGames(this.db, category, config.document.providers, limit)),
    );
    return lists.flat();
  }
}
