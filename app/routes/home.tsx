import '#app/features/home/home.css';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { pageFavouritesOf } from '#app/features/games/favourites.server.ts';
import { useFavourites } from '#app/features/games/use-favourites.ts';
import { defaultGameListOrder } from '#app/features/home/default-game-lists.ts';
import { HomeCategories } from '#app/features/home/home-categories.tsx';
import { HomeGameSection } from '#app/features/home/home-game-section.tsx';
import { HomeHero } from '#app/features/home/home-hero.tsx';
import { HomePartners } from '#app/features/home/home-partners.tsx';
import { shownSiteOf } from '#app/features/home/shown-site.server.ts';
import { dataTextOf, readDataText } from '#app/features/routing/data-text.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import type { Route } from './+types/home';

/**
 * The brand's hot games, or, when it chose none, the built-in default lists (spec §9: hot 15,
 * featured 10, popular 6, new 6, from the catalogue's flags); and a signed-in player's favourites
 * for the first paint. The server render is the source of `hasHotGames`: a client-side
 * navigation home runs this same loader.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await shownSiteOf(request, context);
  if (!config) return { hot: dataTextOf<GameEntry[]>([]), defaults: null, seo: null, favourites: null };
  const { catalogue } = context.services;
  const favourites = pageFavouritesOf(request, context, config);
  const hot = await catalogue.hotGames(config);
  const defaults = hot.length === 0 ? await catalogue.defaultLists(config) : null;
  // Both lists are the catalogue's cached objects: each goes as one text (decision 0059).
  return {
    hot: dataTextOf(hot),
    defaults: defaults ? dataTextOf(defaults) : null,
    seo: pageSeo(config, request),
    favourites: await favourites,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home');

/**
 * The winners and counters sit below the fold and show nothing of their own until the player
 * scrolls near them, so their code (with its call and formatters) is not part of the page's first
 * JavaScript (decision 0067). The server renders the section as ever; in the browser it hydrates
 * once its chunk has loaded, its HTML shown meanwhile.
 */
const HomeStats = lazy(() =>
  import('#app/features/home/home-stats.tsx').then((module) => ({ default: module.HomeStats })),
);

/** `gm` titles of the default lists. */
const defaultListTitles = {
  hot: 'gm:hotSlots',
  featured: 'gm:featured',
  popular: 'gm:popular',
  new: 'gm:newGames',
} as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['ui', 'gm']);
  const hot = readDataText(loaderData.hot);
  const defaults = loaderData.defaults ? readDataText(loaderData.defaults) : null;
  const hasHotGames = hot.length > 0;
  const setFlags = useSite((s) => s.setFlags);
  const { control, list: favourites, isAuthenticated } = useFavourites(loaderData.favourites);

  // Spec §3 site flag "hot games" (spec §7: the hot games list decides hasHotGames).
  useEffect(() => {
    setFlags({ hotGames: hasHotGames });
  }, [hasHotGames, setFlags]);

  return (
    <div className="page page--home home">
      <HomeHero />
      <HomeCategories hasHotGames={hasHotGames} />
      {isAuthenticated ? (
        <HomeGameSection
          id="home-favourites"
          title={t('gm:myFavourites')}
          games={favourites}
          favourites={control}
        />
      ) : null}
      {hasHotGames ? (
        <HomeGameSection
          id="home-hot"
          title={t('gm:hotGames')}
          games={hot}
          moreHref="/hot"
          favourites={control}
        />
      ) : null}
      {defaults
        ? defaultGameListOrder.map((list) => (
            <HomeGameSection
              key={list}
              id={`home-default-${list}`}
              title={t(defaultListTitles[list])}
              games={defaults[list]}
              favourites={control}
            />
          ))
        : null}
      <Suspense fallback={null}>
        <HomeStats />
      </Suspense>
      <HomePartners />
    </div>
  );
}
