import '../features/home/home.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultGameListCategory,
  defaultGameListOrder,
  pickDefaultGameLists,
  type DefaultGameLists,
} from '../features/home/default-game-lists.ts';
import { HomeCategories } from '../features/home/home-categories.tsx';
import { HomeGameSection } from '../features/home/home-game-section.tsx';
import { HomeHero } from '../features/home/home-hero.tsx';
import { HomePartners } from '../features/home/home-partners.tsx';
import { HomeStats } from '../features/home/home-stats.tsx';
import { shownSiteOf } from '../features/home/shown-site.server.ts';
import { pageMeta } from '../features/routing/page-meta.ts';
import { pageSeo } from '../features/seo/page-seo.server.ts';
import { useSite } from '../features/site/site-store.tsx';
import type { Route } from './+types/home';

/** How many of the brand's slots the default lists are picked from (the lobby's head and tail). */
const defaultListPool = 300;

/**
 * The brand's hot games, or, when it chose none, the built-in default lists (spec §9). The server
 * render is the source of `hasHotGames`: a client-side navigation home runs this same loader.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await shownSiteOf(request, context);
  if (!config) return { hot: [], defaults: null, seo: null };
  const { catalogue } = context.services;
  const hot = await catalogue.hotGames(config);
  let defaults: DefaultGameLists | null = null;
  if (hot.length === 0) {
    const slots = await catalogue.byCategories(config, [defaultGameListCategory], defaultListPool);
    defaults = pickDefaultGameLists(slots);
  }
  return { hot, defaults, seo: pageSeo(config, request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home');

/** `gm` titles of the default lists. */
const defaultListTitles = {
  hot: 'gm:hotSlots',
  featured: 'gm:featured',
  popular: 'gm:popular',
  new: 'gm:newGames',
} as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['ui', 'gm']);
  const { hot, defaults } = loaderData;
  const hasHotGames = hot.length > 0;
  const setFlags = useSite((s) => s.setFlags);

  // Spec §3 site flag "hot games" (spec §7: the hot games list decides hasHotGames).
  useEffect(() => {
    setFlags({ hotGames: hasHotGames });
  }, [hasHotGames, setFlags]);

  return (
    <div className="page page--home home">
      <HomeHero />
      <HomeCategories hasHotGames={hasHotGames} />
      {hasHotGames ? (
        <HomeGameSection id="home-hot" title={t('gm:hotGames')} games={hot} moreHref="/hot" />
      ) : null}
      {defaults
        ? defaultGameListOrder.map((list) => (
            <HomeGameSection
              key={list}
              id={`home-default-${list}`}
              title={t(defaultListTitles[list])}
              games={defaults[list]}
            />
          ))
        : null}
      <HomeStats />
      <HomePartners />
    </div>
  );
}
