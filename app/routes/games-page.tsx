import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLanguagePrefix } from '../../shared/i18n/detect-language.ts';
import { categoriesOfPage } from '../features/games/category-routes.ts';
import { GameGrid } from '../features/games/game-grid.tsx';
import { routeEntryById } from '../features/routing/route-table.ts';
import { pageMeta } from '../features/routing/page-meta.ts';
import { siteConfigOf } from '../features/site/site-config.server.ts';
import type { Route } from './+types/games-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await siteConfigOf(request, context);
  const categories = categoriesOfPage[stripLanguagePrefix(new URL(request.url).pathname)];
  if (!config || !categories) return { games: [] };
  const { catalogue } = context.services;
  const games =
    categories === 'hot'
      ? await catalogue.hotGames(config)
      : await catalogue.byCategories(config, categories, 120);
  return { games };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  return pageMeta(matches, entry?.title ?? 'home');
};

export default function GamesPage({ loaderData, matches }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const location = useLocation();
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  const title = t(entry?.title ?? 'home');
  return (
    <div className="page page--games" key={location.pathname}>
      <h1 className="page__title">{title}</h1>
      <GameGrid games={loaderData.games} title={title} id="games-heading" />
    </div>
  );
}
