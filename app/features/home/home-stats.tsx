import { useRef, type CSSProperties } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { formatAmount, useCountFormat, useDateTimeFormat } from './display.ts';
import { useNearViewport, useSiteStats, type SiteStats } from './use-site-stats.ts';

/**
 * Rows the lists reserve while loading: the call answers up to 10 of each, and the section loads
 * while the player scrolls towards it, so the page below must not jump when they arrive.
 */
const placeholderRows = 10;

/** Keeps the room of `rows` rows (one element, not a list of empty ones: less to hydrate). */
function Placeholder({ rows }: { rows: number }) {
  return (
    <div className="home-ticker__pending" aria-hidden="true" style={{ '--rows': rows } as CSSProperties} />
  );
}

function Counters({ stats }: { stats: SiteStats | null }) {
  const { t } = useTranslation('ui');
  const formatCount = useCountFormat();
  const figures = [
    { key: 'registered', label: t('homeRegisteredPlayers'), value: stats?.registered_player },
    { key: 'active', label: t('homeActivePlayers'), value: stats?.active_player },
    { key: 'deposited', label: t('homeDepositedPlayers'), value: stats?.deposited_player },
  ];
  return (
    <dl className="home-counters">
      {figures.map((figure) => (
        <div key={figure.key} className="home-counters__item" data-counter={figure.key}>
          <dt className="home-counters__label">{figure.label}</dt>
          <dd className="home-counters__value">
            {figure.value === undefined ? '–' : formatCount(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The live side of the brand: player counters, the top winners and the latest withdrawals
 * (spec §7 top10winner_withdrawal), with amounts in the brand currency under the number display rule.
 */
export function HomeStats() {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const formatDate = useDateTimeFormat();
  const section = useRef<HTMLElement>(null);
  // Below the fold: fetched when the player scrolls near it, not during the page's first load.
  const state = useSiteStats(useNearViewport(section));
  const stats = state.status === 'ready' ? state.stats : null;
  const hourTotal = stats ? formatAmount(stats.hour_withdrawal, currency) : '';

  return (
    <section
      ref={section}
      className="home-section home-stats"
      aria-labelledby="home-stats-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 className="home-section__title" id="home-stats-title">
        {t('homeCommunity')}
      </h2>
      <Counters stats={stats} />
      {state.status === 'failed' ? <p className="home-stats__note">{t('homeStatsUnavailable')}</p> : null}
      <div className="home-stats__tickers">
        <section className="home-ticker" aria-labelledby="home-winners-title" data-ticker="winners">
          <h3 className="home-ticker__title" id="home-winners-title">
            {t('homeWinners')}
          </h3>
          {stats === null ? (
            <Placeholder rows={state.status === 'loading' ? placeholderRows : 0} />
          ) : stats.winner.length === 0 ? (
            <p className="home-ticker__empty">{t('homeNoWinners')}</p>
          ) : (
            <ol className="home-ticker__list">
              {stats.winner.map((win, index) => (
                <li key={`${win.account_id}:${win.created_at}:${index}`} className="home-ticker__row">
                  <span className="home-ticker__rank" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="home-ticker__who">
                    <span className="home-ticker__player">{win.account_id}</span>
                    <span className="home-ticker__game">{win.game_name}</span>
                  </span>
                  <span className="home-ticker__amount">{formatAmount(win.amount, currency)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="home-ticker" aria-labelledby="home-withdrawals-title" data-ticker="withdrawals">
          <h3 className="home-ticker__title" id="home-withdrawals-title">
            {t('homeWithdrawals')}
          </h3>
          {/* The line keeps its height while loading and when nothing was paid (zero shows nothing). */}
          <p className="home-ticker__summary">
            {hourTotal ? t('homeHourWithdrawal', { amount: hourTotal }) : '\u00a0'}
          </p>
          {stats === null ? (
            <Placeholder rows={state.status === 'loading' ? placeholderRows : 0} />
          ) : stats.withrawal.length === 0 ? (
            <p className="home-ticker__empty">{t('homeNoWithdrawals')}</p>
          ) : (
            <ol className="home-ticker__list">
              {stats.withrawal.map((payout, index) => (
                <li key={`${payout.account_id}:${payout.created_at}:${index}`} className="home-ticker__row">
                  <span className="home-ticker__who">
                    <span className="home-ticker__player">{payout.account_id}</span>
                    <time className="home-ticker__time" dateTime={payout.created_at}>
                      {formatDate(payout.created_at)}
                    </time>
                  </span>
                  <span className="home-ticker__amount">{formatAmount(payout.amount, currency)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </section>
  );
}
