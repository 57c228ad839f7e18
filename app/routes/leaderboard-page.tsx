import type { ReactNode } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import '#app/features/accounts/accounts.css';
import { formatAmount, useDateTimeFormat } from '#app/features/home/display.ts';
import { useSiteStats } from '#app/features/home/use-site-stats.ts';
import '#app/features/rewards/rewards.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { leaderboardListCall } from '#shared/contract/leaderboard-calls.ts';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { LeaderboardBoards } from '#app/features/rewards/leaderboard-boards.tsx';
import { pageLanguage } from '#app/features/seo/page-language.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import type { Route } from './+types/leaderboard-page';

/** A signed-in player's competitions (with their own place) are in the first HTML; a visitor sees the top wins only. */
export async function loader(args: Route.LoaderArgs) {
  const config = await siteConfigOf(args.request, args.context);
  const answer = config ? await playerPageData(args, leaderboardListCall, {}) : null;
  const languages = config?.document.languages ?? { default: 'EN' as const, enabled: ['EN' as const] };
  return {
    boards: answer?.value ?? [],
    language: pageLanguage(new URL(args.request.url).pathname, languages),
    defaultLanguage: languages.default,
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'leaderboard');

/**
 * /leaderboard (open to all): for a signed-in player the brand's competitions (brand document
 * `leaderboards`: top 50, their own place, time left; decision 0035), then for everyone the
 * brand's top winners, biggest first, from the same figures as the home page's winners ticker.
 */
export default function LeaderboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const siteName = useSite((s) => s.site?.site_name ?? '');
  const formatDate = useDateTimeFormat();
  const state = useSiteStats();

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <p className="account-card__muted" role="status">
        {t('loading')}
      </p>
    );
  } else if (state.status === 'failed') {
    body = <p className="account-card__muted">{t('homeStatsUnavailable')}</p>;
  } else {
    const wins = [...state.stats.winner].sort((a, b) => Number(b.amount) - Number(a.amount));
    body =
      wins.length === 0 ? (
        <p className="account-card__muted">{t('leaderboardEmpty')}</p>
      ) : (
        <div className="rewards-table-wrap">
          <table className="rewards-table" data-testid="leaderboard-table">
            <thead>
              <tr>
                <th scope="col">{t('leaderboardRank')}</th>
                <th scope="col">{t('leaderboardPlayer')}</th>
                <th scope="col">{t('leaderboardGame')}</th>
                <th scope="col">{t('leaderboardWin')}</th>
                <th scope="col">{t('date')}</th>
              </tr>
            </thead>
            <tbody>
              {wins.map((win, index) => (
                <tr key={`${win.account_id}:${win.created_at}:${index}`}>
                  <td>{index + 1}</td>
                  <td>{win.account_id}</td>
                  <td>{win.game_name}</td>
                  <td>{formatAmount(win.amount, currency)}</td>
                  <td>
                    <time dateTime={win.created_at}>{formatDate(win.created_at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }

  return (
    <div className="page rewards-page" data-testid="leaderboard-page">
      <h1 className="page__title">{t('leaderboard')}</h1>
      <p className="rewards-page__lead">{t('leaderboardLead', { site: siteName })}</p>
      <LeaderboardBoards
        boards={loaderData.boards}
        language={loaderData.language}
        defaultLanguage={loaderData.defaultLanguage}
        currency={currency}
        now={loaderData.now}
      />
      <section
        className="account-card"
        aria-labelledby="leaderboard-title"
        aria-busy={state.status === 'loading'}
      >
        <h2 className="account-card__title" id="leaderboard-title">
          {t('leaderboardTopWins')}
        </h2>
        {body}
      </section>
    </div>
  );
}
