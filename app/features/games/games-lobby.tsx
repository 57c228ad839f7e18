import { useMemo } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import type { CategorySlug } from '#shared/brand/categories.ts';
import { useCategoryLabel } from '#app/features/layouts/parts/category-nav.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSiteMenus } from '#app/features/layouts/parts/use-site-menus.ts';
import { readDataText } from '#app/features/routing/data-text.ts';
import { routeEntryById } from '#app/features/routing/route-table.ts';
import { GameGrid } from './game-grid.tsx';
import { LobbyControls } from './lobby-controls.tsx';
import type { LobbyData } from './lobby-data.server.ts';
import { LobbySection } from './lobby-section.tsx';
import { useFavourites } from './use-favourites.ts';

/** The name of the provider or category the lobby is narrowed to. */
function useLobbyFilterName(filter: LobbyData['filter']): { name: string; provider: boolean } | undefined {
  const location = useLocation();
  const { gameMenu } = useSiteMenus();
  const categoryLabel = useCategoryLabel();
  if (filter.providerSlug)
    return { name: filter.providerName ?? filter.providerSlug.toUpperCase(), provider: true };
  const category = new URLSearchParams(location.search).get('category');
  if (category) {
    const item = gameMenu.find((entry) => entry.content_id.toLowerCase() === category.toLowerCase());
    return item ? { name: categoryLabel(item), provider: false } : undefined;
  }
  return undefined;
}

/** A lobby page: its heading, provider chips and search, and a section per category. */
export function GamesLobby({ loaderData, routeId }: { loaderData: LobbyData; routeId: string }) {
  const { t } = useTranslation(['ui', 'gm']);
  const location = useLocation();
  const localise = useLocalisedPath();
  const entry = routeEntryById(routeId);
  const title = t(`ui:${entry?.title ?? 'home'}`);
  const { hot, sections, providers, filter } = loaderData;
  const filterName = useLobbyFilterName(filter);
  const { control } = useFavourites(loaderData.favourites);
  const several = sections.length > 1;
  const sectionFilter = useMemo(
    () => ({ providerCode: filter.providerCode, search: filter.search }),
    [filter.providerCode, filter.search],
  );
  return (
    <div className="page page--games">
      {/* The page's one heading names the lobby and, when narrowed, the provider or category. */}
      <h1 className="page__title" id="games-heading">
        {title}
        {filterName ? <span className="game-grid__filter-name"> · {filterName.name}</span> : null}
      </h1>
      {/* The chips carry "All Providers" themselves; a lobby without chips keeps this way back. */}
      {filterName?.provider && entry && providers.length <= 1 ? (
        <p className="game-grid__filter">
          <Link to={localise(entry.path)}>{t('gm:allProviders')}</Link>
        </p>
      ) : null}
      {hot ? (
        <GameGrid games={readDataText(hot)} labelledBy="games-heading" favourites={control} />
      ) : (
        <>
          <LobbyControls providers={providers} providerSlug={filter.providerSlug} search={filter.search} />
          {/* A new address (filter, search) starts every section again from the loader's page. */}
          <div key={`${location.pathname}${location.search}`}>
            {sections.map((section) => (
              <LobbySection
                key={section.category}
                data={section}
                filter={sectionFilter}
                title={several ? t(`gm:${section.category as CategorySlug}`) : undefined}
                labelledBy={several ? undefined : 'games-heading'}
                favourites={control}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
