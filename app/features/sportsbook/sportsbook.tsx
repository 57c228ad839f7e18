import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { type SportsEvent, type SportsMarket } from '#shared/contract/sportsbook-contract.ts';
import { placeSportsBetCall, sportsEventsCall, sportsKinds } from '#shared/contract/sportsbook-calls.ts';
import { isLanguageCode, type LanguageCode } from '#shared/i18n/languages.ts';
import { betDisplayName, betKind, type BetLabelKey } from '#shared/rules/bet-display.ts';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { useSiteCallFields } from '#app/features/accounts/use-site-call.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi, useLoginEntryHref } from '#app/features/api/use-api.tsx';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useSite } from '#app/features/site/site-store.tsx';
import { isDecided } from '#app/features/wallet/idempotency.ts';
import { Amount } from '#app/features/wallet/money.tsx';
import { useKeyKeeper, usePlayerCredentials, useRefreshBalance } from '#app/features/wallet/use-wallet.ts';
import { parlayProblem, quoteSlip, togglePick, type SlipMode, type SlipPick } from './bet-slip.ts';
import './sportsbook.css';

type Sport = (typeof sportsKinds)[number];

function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : 'EN';
}

/** A team's name in the reader's language when the event has one. */
function teamName(
  event: Pick<SportsEvent, 'home_team_name' | 'away_team_name' | 'team_names'>,
  side: 'home' | 'away',
  language: LanguageCode,
): string {
  const local = event.team_names[language.toLowerCase()]?.[side];
  if (local) return local;
  return side === 'home' ? event.home_team_name : event.away_team_name;
}

/** The name of a pick as the bet history will show it (the spec's display names per bet type). */
function usePickName(): (pick: SlipPick) => string {
  const { t } = useTranslation('gm');
  const language = useLanguage();
  return (pick) => {
    const line = {
      bet_type: pick.betType,
      home_away: pick.homeAway,
      criteria1: pick.criteria1,
      home_team_name: pick.event.home_team_name,
      away_team_name: pick.event.away_team_name,
    };
    const local: Record<string, string> = {};
    for (const [code, names] of Object.entries(pick.event.team_names)) {
      local[`home_team_name_${code}`] = names.home;
      local[`away_team_name_${code}`] = names.away;
    }
    return betDisplayName({ ...line, ...local }, language, (key: BetLabelKey) => t(key));
  };
}

function pickOf(event: SportsEvent, market: SportsMarket, index: number): SlipPick {
  const selection = market.selections[index]!;
  return {
    selectionId: selection.selection_id,
    eventId: event.event_id,
    betType: market.bet_type,
    homeAway: selection.home_away,
    criteria1: selection.criteria1,
    odds: selection.odds,
    event: {
      home_team_name: event.home_team_name,
      away_team_name: event.away_team_name,
      team_names: event.team_names,
    },
  };
}

function MarketRow({
  event,
  market,
  picked,
  onPick,
}: {
  event: SportsEvent;
  market: SportsMarket;
  picked: ReadonlySet<number>;
  onPick: (pick: SlipPick) => void;
}) {
  const { t } = useTranslation('gm');
  const nameOf = usePickName();
  const kind = betKind(market.bet_type);
  return (
    <div className="sports-market" data-bet-type={market.bet_type}>
      <p className="sports-market__title">{t(kind)}</p>
      <div className="sports-market__picks">
        {market.selections.map((selection, index) => {
          const pick = pickOf(event, market, index);
          // Inside its market a pick needs no market words: the score alone, the team without "(Half Time)".
          const label =
            kind === 'correctScore'
              ? (selection.criteria1 ?? '')
              : nameOf(kind === 'halfTime1x2' ? { ...pick, betType: '1X2' } : pick);
          return (
            <button
              key={selection.selection_id}
              type="button"
              className="sports-pick"
              aria-pressed={picked.has(selection.selection_id)}
              data-selection={selection.selection_id}
              data-testid="sports-pick"
              onClick={() => onPick(pick)}
            >
              <span className="sports-pick__name">{label}</span>
              <span className="sports-pick__odds">{selection.odds}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function EventCard({
  event,
  picked,
  onPick,
}: {
  event: SportsEvent;
  picked: ReadonlySet<number>;
  onPick: (pick: SlipPick) => void;
}) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  return (
    <article className="sports-event" data-event={event.code} data-testid="sports-event">
      <header className="sports-event__header">
        <span className="sports-event__league">
          {t(`sport_${event.sport}`)} · {event.league}
        </span>
        <span className="sports-event__time">
          <LocalTime iso={event.starts_at} />
        </span>
      </header>
      <h3 className="sports-event__teams">
        <span>{teamName(event, 'home', language)}</span>
        <span className="sports-event__versus">{t('sportsVersus')}</span>
        <span>{teamName(event, 'away', language)}</span>
      </h3>
      <div className="sports-event__markets">
        {event.markets.map((market) => (
          <MarketRow
            key={`${market.bet_type}:${market.line ?? ''}`}
            event={event}
            market={market}
            picked={picked}
            onPick={onPick}
          />
        ))}
      </div>
    </article>
  );
}

function BetSlip({
  picks,
  onRemove,
  onClear,
}: {
  picks: SlipPick[];
  onRemove: (pick: SlipPick) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const credentials = usePlayerCredentials();
  const refreshBalance = useRefreshBalance();
  const keeper = useKeyKeeper();
  const loginHref = useLoginEntryHref();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const currency = useSite((s) => s.site?.currency ?? '');
  const nameOf = usePickName();
  const language = useLanguage();
  const [mode, setMode] = useState<SlipMode>('singles');
  const [stake, setStake] = useState('');
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const sending = useRef(false);
  const effectiveMode: SlipMode = picks.length < 2 ? 'singles' : mode;
  const problem = effectiveMode === 'parlay' ? parlayProblem(picks) : null;
  const quote = quoteSlip(picks, effectiveMode, stake, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const player = credentials();
    if (sending.current || !player || !quote || problem) return;
    sending.current = true;
    setBusy(true);
    const ids = picks.map((pick) => pick.selectionId);
    const answer = await call(
      placeSportsBetCall,
      {
        ...player,
        kind: effectiveMode,
        selection_ids: ids,
        stake,
        idempotency_key: keeper.keyFor(`${effectiveMode}:${ids.join(',')}:${stake}`),
      },
      { successToast: t('betSlipPlaced') },
    );
    if (isDecided(answer)) keeper.settle();
    sending.current = false;
    setBusy(false);
    if (!isApiSuccess(answer)) return;
    onClear();
    setStake('');
    await refreshBalance();
  };

  return (
    <aside className="bet-slip" aria-labelledby="bet-slip-title" data-testid="bet-slip">
      <h2 className="bet-slip__title" id="bet-slip-title">
        {/* On a phone the slip is a bar at the bottom of the screen that opens over the events. */}
        <button
          type="button"
          className="bet-slip__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          <span>
            {t('betSlip')} {picks.length > 0 ? <span className="bet-slip__count">{picks.length}</span> : null}
          </span>
          {quote ? <Amount value={quote.potentialPayout} currency={currency} /> : null}
        </button>
      </h2>
      <div className="bet-slip__body" id={bodyId} data-expanded={expanded}>
        {picks.length === 0 ? (
          <p className="bet-slip__empty">{t('betSlipEmpty')}</p>
        ) : (
          <form onSubmit={submit} noValidate>
            <div className="bet-slip__modes" role="radiogroup" aria-label={t('betSlip')}>
              {(['singles', 'parlay'] as const).map((value) => (
                <label key={value} className="bet-slip__mode">
                  <input
                    type="radio"
                    name="slip-mode"
                    value={value}
                    checked={effectiveMode === value}
                    disabled={value === 'parlay' && picks.length < 2}
                    onChange={() => setMode(value)}
                  />
                  <span>{t(value === 'singles' ? 'betSlipSingles' : 'betSlipParlay')}</span>
                </label>
              ))}
            </div>
            <ul className="bet-slip__picks">
              {picks.map((pick) => (
                <li key={pick.selectionId} className="bet-slip__pick" data-testid="bet-slip-pick">
                  <span className="bet-slip__pick-name">{nameOf(pick)}</span>
                  <span className="bet-slip__pick-odds">{pick.odds}</span>
                  <span className="bet-slip__pick-match">
                    {teamName(pick.event, 'home', language)} {t('sportsVersus')}{' '}
                    {teamName(pick.event, 'away', language)}
                  </span>
                  <button
                    type="button"
                    className="bet-slip__remove"
                    aria-label={t('betSlipRemove')}
                    onClick={() => onRemove(pick)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <label className="bet-slip__stake">
              <span className="bet-slip__stake-label">
                {t(effectiveMode === 'parlay' ? 'betSlipStake' : 'betSlipStakeEach')} ({currency})
              </span>
              <input
                className="bet-slip__stake-input"
                name="stake"
                inputMode="decimal"
                autoComplete="off"
                value={stake}
                onChange={(change) => setStake(change.target.value)}
                data-testid="bet-slip-stake"
              />
            </label>
            {problem ? <p className="bet-slip__problem">{t(problem)}</p> : null}
            <dl className="bet-slip__quote">
              {quote?.odds ? (
                <div>
                  <dt>{t('betSlipOdds')}</dt>
                  <dd data-testid="bet-slip-odds">{quote.odds}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('betSlipTotalStake')}</dt>
                <dd>{quote ? <Amount value={quote.totalStake} currency={currency} /> : '–'}</dd>
              </div>
              <div>
                <dt>{t('betSlipPotentialPayout')}</dt>
                <dd data-testid="bet-slip-payout">
                  {quote ? <Amount value={quote.potentialPayout} currency={currency} /> : '–'}
                </dd>
              </div>
            </dl>
            {isAuthenticated ? (
              <button
                type="submit"
                className="btn btn--primary bet-slip__place"
                disabled={busy || !quote || problem !== null}
                data-testid="bet-slip-place"
              >
                {busy ? t('loading') : t('betSlipPlace')}
              </button>
            ) : (
              <Link className="btn btn--primary bet-slip__place" to={loginHref}>
                {t('betSlipLogInToBet')}
              </Link>
            )}
            <button type="button" className="btn btn--ghost bet-slip__clear" onClick={onClear}>
              {t('betSlipClear')}
            </button>
          </form>
        )}
      </div>
    </aside>
  );
}

/**
 * The sportsbook on /sports: open events by sport with their markets, and a bet slip that places
 * the picks as singles or as one parlay. The events load in the browser (odds are live data, not
 * part of the cached page); the slip's payout uses the same exact maths as the settlement.
 */
export function Sportsbook() {
  const { t } = useTranslation('ui');
  const call = useApi();
  const siteFields = useSiteCallFields();
  const [events, setEvents] = useState<SportsEvent[] | null | undefined>(undefined);
  const [sport, setSport] = useState<Sport | 'all'>('all');
  const [picks, setPicks] = useState<SlipPick[]>([]);

  useEffect(() => {
    let live = true;
    void call(sportsEventsCall, siteFields(), { quiet: true }).then((answer) => {
      if (live) setEvents(isApiSuccess(answer) ? answer.value : null);
    });
    return () => {
      live = false;
    };
  }, [call, siteFields]);

  const picked = useMemo(() => new Set(picks.map((pick) => pick.selectionId)), [picks]);
  const shown = (events ?? []).filter((event) => sport === 'all' || event.sport === sport);
  const onPick = (pick: SlipPick) => setPicks((current) => togglePick(current, pick));

  return (
    <section className="sportsbook" aria-labelledby="sportsbook-title" data-testid="sportsbook">
      <div className="sportsbook__main">
        <h2 className="sportsbook__title" id="sportsbook-title">
          {t('sportsbookTitle')}
        </h2>
        <div className="sportsbook__sports" role="tablist" aria-label={t('sportsbookTitle')}>
          {(['all', ...sportsKinds] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={sport === value}
              className="sportsbook__sport"
              onClick={() => setSport(value)}
            >
              {t(value === 'all' ? 'sportsAll' : `sport_${value}`)}
            </button>
          ))}
        </div>
        {events === undefined ? (
          <p className="account-card__muted">{t('loading')}</p>
        ) : events === null ? (
          <p className="account-card__muted">{t('walletUnavailable')}</p>
        ) : shown.length === 0 ? (
          <p className="account-card__muted">{t('sportsNoEvents')}</p>
        ) : (
          <div className="sportsbook__events">
            {shown.map((event) => (
              <EventCard key={event.event_id} event={event} picked={picked} onPick={onPick} />
            ))}
          </div>
        )}
      </div>
      <BetSlip
        picks={picks}
        onRemove={(pick) =>
          setPicks((current) => current.filter((entry) => entry.selectionId !== pick.selectionId))
        }
        onClear={() => setPicks([])}
      />
    </section>
  );
}
