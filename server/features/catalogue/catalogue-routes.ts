import { gamesCall, maxGamePageSize, providersCall } from '#shared/contract/catalogue-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { offeredProviders, pageGames } from './game-repository.ts';

export interface CatalogueRouteDeps {
  db: Database;
  calls: CallRegistry;
}

export function registerCatalogueRoutes({ db, calls }: CatalogueRouteDeps): void {
  calls.register(gamesCall, async (body, { brand }) => {
    // A page larger than the cap is answered with the cap rather than refused: `total` tells the
    // client how many pages there really are.
    const pageSize = Math.min(body.page_size, maxGamePageSize);
    const { games, total } = await pageGames(db, brand.document, {
      gameTypes: [body.game_type],
      providerCode: body.provider_code,
      search: body.search,
      offset: (body.page - 1) * pageSize,
      limit: pageSize,
    });
    return ok({ value: games, total });
  });

  calls.register(providersCall, async (body, { brand }) => {
    return ok({ value: await offeredProviders(db, brand.document, body.game_type) });
  });
}
