import '#app/features/home/news.css';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { NewsEvents } from '#app/features/home/news-events.tsx';
import { newestGames } from '#app/features/home/news-feed.ts';
import { shownSiteOf } from '#app/features/home/shown-site.server.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { Route } from './+types/news-page';

/** How many new games the page announces, and how deep into each category's lobby it looks. */
const newGameLimit = 12;
const lobbyDepth = 300;

/**
 * Spec §2 /news. The platform has no editorial news source, so the news is what happens on it: the
 * newest games in the brand's lobby (server-rendered) and the latest big wins and payouts (fetched
 * after mount, like the home page's tickers). Decision recorded in the hand-over report.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await shownSiteOf(request, context);
  if (!config) return { games: [], seo: null };
  const categories = config.providerCount.filter((entry) => entry.count > 0).map((entry) => entry.category);
  const lobby = await context.services.catalogue.byCategories(config, categories, lobbyDepth);
  return { games: newestGames(lobby, newGameLimit), seo: pageSeo(config, request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'news');

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['ui', 'gm']);
  const siteName = useSite((s) => s.site?.site_name ?? '');
  const localise = useLocalisedPath();
  const playHref = localise('/playnow');
  return (
    <div className="page page--news news">
      <h1 className="page__title">{t('news')}</h1>
      <p className="news__lead">{t('newsLead', { site: siteName })}</p>
      <section className="news__section" aria-labelledby="news-games-title">
        <h2 className="news__heading" id="news-games-title">
          {t('newsNewGames')}
        </h2>
        {loaderData.games.length === 0 ? (
          <p className="news__note">{t('newsEmpty')}</p>
        ) : (
          <ul className="news__games">
            {loaderData.games.map((game, index) => (
              <li key={game.game_code}>
                <Link className="news-game" to={`${playHref}?game=${encodeURIComponent(game.game_code)}`}>
                  <img
                    className="news-game__image"
                    src={game.img_url}
                    alt=""
                    width={300}
                    height={300}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <span className="news-game__text">
                    <span className="news-game__kicker">{t('newsNewGame')}</span>
                    <span className="news-game__name">{game.game_name}</span>
                    <span className="news-game__meta">
                      {t(`gm:${game.game_type}`, { defaultValue: game.game_type })} · {game.provider_code}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewsEvents />
    </div>
  );
}
