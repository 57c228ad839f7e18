import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { stripLanguagePrefix } from '../../shared/i18n/detect-language.ts';
import { categoriesOfPage } from '../features/games/category-routes.ts';
import { lobbyFilterOf } from '../features/games/lobby-filter.ts';
import { GameGrid } from '../features/games/game-grid.tsx';
import { useCategoryLabel } from '../features/layouts/parts/category-nav.tsx';
import { useLocalisedPath } from '../features/layouts/parts/use-localised-path.ts';
import { useSiteMenus } from '../features/layouts/parts/use-site-menus.ts';
import { routeEntryById } from '../features/routing/route-table.ts';
import { pageMeta } from '../features/routing/page-meta.ts';
import { siteConfigOf } from '../features/site/site-config.server.ts';
import type { Route } from './+types/games-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await siteConfigOf(request, context);
  const url = new URL(request.url);
  const categories = categoriesOfPage[stripLanguagePrefix(url.pathname)];
  if (!config || !categories) return { games: [] };
  const { catalogue } = context.services;
  if (categories === 'hot') return { games: await catalogue.hotGames(config) };
  // The provider submenu (`?provider=pgsoft`) and a lobby's category chips (`?category=table`).
  const filter = lobbyFilterOf(url.searchParams, categories, config.document.providers);
  const lobby = { ...config, document: { ...config.document, providers: filter.providers } };
  return { games: await catalogue.byCategories(lobby, filter.categories, 120) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  return pageMeta(matches, entry?.title ?? 'home');
};

/** The name of the provider or category the lobby is narrowed to, from the brand's own menus. */
function useLobbyFilterName(): { name: string; provider: boolean } | undefined {
  const location = useLocation();
  const { menu, gameMenu } = useSiteMenus();
  const categoryLabel = useCategoryLabel();
  const { t } = useTranslation('ui');
  const params = new URLSearchParams(location.search);
  const provider = params.get('provider');
  if (provider) {
    const child = menu
      .flatMap((item) => item.children ?? [])
      .find((item) => new URLSearchParams(item.url.split('?')[1]).get('provider') === provider.toLowerCase());
    return {
      name: child ? t(child.name, { defaultValue: child.name }) : provider.toUpperCase(),
      provider: true,
    };
  }
  const category = params.get('category');
  if (category) {
    const item = gameMenu.find((entry) => entry.content_id.toLowerCase() === category.toLowerCase());
    return item ? { name: categoryLabel(item), provider: false } : undefined;
  }
  return undefined;
}

export default function GamesPage({ loaderData, matches }: Route.ComponentProps) {
  const { t } = useTranslation(['ui', 'gm']);
  const location = useLocation();
  const localise = useLocalisedPath();
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  const title = t(`ui:${entry?.title ?? 'home'}`);
  const filter = useLobbyFilterName();
  return (
    <div className="page page--games" key={`${location.pathname}${location.search}`}>
      {/* The page's one heading names the lobby and, when narrowed, the provider or category. */}
      <h1 className="page__title" id="games-heading">
        {title}
        {filter ? <span className="game-grid__filter-name"> · {filter.name}</span> : null}
      </h1>
      {filter?.provider && entry ? (
        <p className="game-grid__filter">
          <Link to={localise(entry.path)}>{t('gm:allProviders')}</Link>
        </p>
      ) : null}
      <GameGrid games={loaderData.games} labelledBy="games-heading" />
    </div>
  );
}
