import type { ReactNode } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { formatAmount, useDateTimeFormat } from './display.ts';
import { newsEventsOf } from './news-feed.ts';
import { useSiteStats } from './use-site-stats.ts';

/** How many wins and payouts the news page lists. */
const eventLimit = 20;

/** The news of the brand's players: recent big wins and payouts, newest first, each dated and linked. */
export function NewsEvents() {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const formatDate = useDateTimeFormat();
  const localise = useLocalisedPath();
  const state = useSiteStats();

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <p className="news__note" role="status">
        {t('loading')}
      </p>
    );
  } else if (state.status === 'failed') {
    body = <p className="news__note">{t('homeStatsUnavailable')}</p>;
  } else {
    const events = newsEventsOf(state.stats, eventLimit);
    body =
      events.length === 0 ? (
        <p className="news__note">{t('newsEmpty')}</p>
      ) : (
        <ol className="news__list">
          {events.map((event, index) => (
            <li key={`${event.kind}:${event.at}:${index}`} className="news-item" data-kind={event.kind}>
              <time className="news-item__date" dateTime={event.at}>
                {formatDate(event.at)}
              </time>
              <p className="news-item__text">
                {event.kind === 'win'
                  ? t('newsWin', {
                      player: event.player,
                      amount: formatAmount(event.amount, currency),
                      game: event.game,
                    })
                  : t('newsPayout', { player: event.player, amount: formatAmount(event.amount, currency) })}
              </p>
              <Link
                className="news-item__link"
                to={localise(event.kind === 'win' ? '/leaderboard' : '/withdrawal')}
              >
                {event.kind === 'win' ? t('newsWinLink') : t('newsPayoutLink')}
              </Link>
            </li>
          ))}
        </ol>
      );
  }

  return (
    <section
      className="news__section"
      aria-labelledby="news-events-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 className="news__heading" id="news-events-title">
        {t('newsWinsAndPayouts')}
      </h2>
      {body}
    </section>
  );
}
