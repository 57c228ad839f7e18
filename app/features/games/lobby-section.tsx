import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { CategorySlug } from '#shared/brand/categories.ts';
import { gamesCall } from '#shared/contract/catalogue-calls.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { useSiteCallFields } from '#app/features/accounts/use-site-call.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { readDataText, type DataText } from '#app/features/routing/data-text.ts';
import { GameGrid } from './game-grid.tsx';
import type { FavouriteControl } from './use-favourites.ts';

/**
 * Games a lobby shows at once and adds per "Load more": a tile grid is 3 to 6 columns wide, so the
 * steps fill whole rows at every width (the spec's 10 a page is the API's default, for lists
 * with page buttons).
 */
export const lobbyPageSize = 30;

/** One category's first page as the loader rendered it, and how many games match in all. */
export interface LobbySectionData {
  category: CategorySlug;
  /** One text (decision 0059): a cached list is the same object for every page that shows it. */
  games: DataText<GameEntry[]>;
  total: number;
}

/**
 * One category of a lobby: the server-rendered first page, then "Load more" adds the next page
 * through get_games with the same filter (incremental loading). The page remounts it when the
 * filter changes, so it always starts from the loader's page.
 */
export function LobbySection({
  data,
  filter,
  title,
  labelledBy,
  favourites,
}: {
  data: LobbySectionData;
  filter: { providerCode?: string; search: string };
  /** A heading of its own (lobbies of several categories); otherwise labelled by the page's h1. */
  title?: string;
  labelledBy?: string;
  favourites: FavouriteControl;
}) {
  const { t } = useTranslation('gm');
  const call = useApi();
  const siteFields = useSiteCallFields();
  const [games, setGames] = useState(() => readDataText(data.games));
  const [total, setTotal] = useState(data.total);
  const [loading, setLoading] = useState(false);
  const id = `lobby-${data.category}`;

  async function loadMore() {
    setLoading(true);
    try {
      const answer = await call(gamesCall, {
        ...siteFields(),
        game_type: data.category,
        ...(filter.providerCode ? { provider_code: filter.providerCode } : {}),
        ...(filter.search ? { search: filter.search } : {}),
        page: Math.floor(games.length / lobbyPageSize) + 1,
        page_size: lobbyPageSize,
      });
      if (isApiSuccess(answer)) {
        setGames((shown) => {
          const known = new Set(shown.map((game) => game.game_code));
          return [...shown, ...answer.value.filter((game) => !known.has(game.game_code))];
        });
        setTotal(answer.total);
      }
    } finally {
      setLoading(false);
    }
  }

  // The server reuses the section's HTML while its list (a cached object) and stars stay the same.
  const starred = games
    .filter((game) => favourites.isFavourite(game.game_code))
    .map((game) => game.game_code);
  return (
    <CachedPart
      part={id}
      scope={games}
      varies={`${total} ${starred.join(' ')}`}
      className="lobby-section"
      data-category={data.category}
    >
      <GameGrid
        games={games}
        title={title}
        id={title ? id : undefined}
        labelledBy={labelledBy}
        favourites={favourites}
        emptyText={filter.search || filter.providerCode ? t('noGamesFound') : undefined}
      />
      {games.length > 0 ? (
        <div className="lobby-more">
          <span className="lobby-more__count">{t('shownOfTotal', { shown: games.length, total })}</span>
          {games.length < total ? (
            <button
              type="button"
              className="btn btn--ghost lobby-more__button"
              disabled={loading}
              onClick={loadMore}
            >
              {loading ? t('ui:loading') : t('loadMore')}
            </button>
          ) : null}
        </div>
      ) : null}
    </CachedPart>
  );
}
