import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type HouseOutcome, type HouseRoundView, type HouseState } from '#shared/contract/house-contract.ts';
import { houseHashBetCall, houseSlotSpinCall, houseStateCall } from '#shared/contract/house-calls.ts';
import { hashBets, type HashBet } from '#shared/house/hash-game.ts';
import { slotBaseReels, slotLines, slotRowCount } from '#shared/house/slot-machine.ts';
import { callApi } from '#app/features/api/api-client.ts';
import { isApiSuccess, type ApiAnswer } from '#app/features/api/api-answer.ts';
import { CrashPanel } from './crash-panel.tsx';
import { money, newRequestId, sessionClock, signedMoney, useNow } from './house-format.ts';
import { HouseRules } from './house-rules.tsx';
import { SlotSymbolTile } from './slot-symbol.tsx';

type SlotOutcome = Extract<HouseOutcome, { engine: 'slot' }>;
type HashOutcomeView = Extract<HouseOutcome, { engine: 'hash' }>;

/** The window before the first spin: the top of each real strip. */
const restingWindow = slotBaseReels.map((strip) => strip.slice(0, slotRowCount));

function SlotWindow({ outcome }: { outcome: SlotOutcome | null }) {
  const { t } = useTranslation('ui');
  const base = outcome?.spins[0];
  const window = base?.window ?? restingWindow;
  const winning = new Set<string>();
  for (const win of base?.lineWins ?? [])
    slotLines[win.line]!.slice(0, win.count).forEach((row, reel) => winning.add(`${reel}:${row}`));
  return (
    <div
      className="house-slot__window"
      role="img"
      aria-label={t('fairnessSlotWindow')}
      data-testid="house-window"
      data-stops={base?.stops.join(' ') ?? ''}
    >
      {window.map((column, reel) => (
        <div className="house-slot__reel" key={reel}>
          {column.map((symbol, row) => (
            <SlotSymbolTile key={row} symbol={symbol} winning={winning.has(`${reel}:${row}`)} />
          ))}
        </div>
      ))}
    </div>
  );
}

function SlotResult({ round, currency }: { round: HouseRoundView; currency: string }) {
  const { t } = useTranslation('ui');
  if (round.outcome.engine !== 'slot') return null;
  const outcome = round.outcome;
  const base = outcome.spins[0]!;
  return (
    <div className="house-result" data-testid="house-result" data-times-bet={outcome.winTimesBet}>
      <p
        className={round.win > 0 ? 'house-result__win' : 'house-result__none'}
        data-testid="house-result-line"
      >
        {round.win > 0 ? t('houseWin', { amount: money(round.win, currency) }) : t('houseNoWin')}
        {round.win > 0 ? <> ({t('houseTimesBet', { value: outcome.winTimesBet })})</> : null}
      </p>
      {base.lineWins.length > 0 ? (
        <ul className="house-result__lines">
          {base.lineWins.map((win) => (
            <li key={win.line}>
              {t('houseLineWin', { line: win.line + 1, n: win.count, symbol: win.symbol })}
            </li>
          ))}
        </ul>
      ) : null}
      {outcome.freeSpinsPlayed > 0 ? (
        <details className="house-result__free" open>
          <summary data-testid="house-free-spins">
            {t('houseFreeSpins', { n: outcome.freeSpinsPlayed })}
          </summary>
          <ol className="house-result__free-list">
            {outcome.spins.slice(1).map((spin, index) => (
              <li key={index}>
                {spin.window.map((column) => column[1]).join(' · ')} — {spin.win}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

function HashResult({ outcome, win, currency }: { outcome: HashOutcomeView; win: number; currency: string }) {
  const { t } = useTranslation('ui');
  return (
    <div className="house-result" data-testid="house-result">
      <p className="house-hash__label">{t('houseRoundHash')}</p>
      <p className="house-hash__hash" data-testid="house-round-hash">
        {outcome.hash.slice(0, -1)}
        <mark className="house-hash__digit">{outcome.hash.slice(-1)}</mark>
      </p>
      <p>
        {t('fairnessLastDigit')}: <strong>{outcome.digit}</strong> ·{' '}
        {t(outcome.odd ? 'fairnessOdd' : 'fairnessEven')} · {t(outcome.big ? 'fairnessBig' : 'fairnessSmall')}
      </p>
      <p className={win > 0 ? 'house-result__win' : 'house-result__none'} data-testid="house-result-line">
        {win > 0 ? t('houseWin', { amount: money(win, currency) }) : t('houseNoWin')}
      </p>
    </div>
  );
}

/**
 * A house game in the /playnow frame: the rules before the first bet, then the balance, the
 * session's time and result, the stake and the play button. Every round is the server's; the page
 * only shows it. Slot spins wait the interval the server enforces (no autoplay).
 */
export function HouseGame({ token }: { token: string }) {
  const { t } = useTranslation('ui');
  const { t: te } = useTranslation('errors');
  const now = useNow();
  const [state, setState] = useState<HouseState | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [showRules, setShowRules] = useState(true);
  const [stake, setStake] = useState<number | null>(null);
  const [pick, setPick] = useState<HashBet>('odd');
  const [round, setRound] = useState<HouseRoundView | null>(null);
  const [busy, setBusy] = useState(false);

  const take = useCallback((next: HouseState) => {
    setState(next);
    setReadAt(Date.now());
    setStake((current) => (current !== null && next.stakes.includes(current) ? current : next.stakes[0]!));
  }, []);

  useEffect(() => {
    let live = true;
    void callApi(houseStateCall, { token }).then((answer) => {
      if (!live) return;
      if (isApiSuccess(answer)) take(answer.value);
      else setProblem(answer.message);
    });
    return () => {
      live = false;
    };
  }, [token, take]);

  // No token (the page opened by hand, not by a launch): there is no game session to open.
  if (!state && token.length < 16)
    return (
      <p className="house-game__notice" role="alert">
        {te('gameSessionEnded')}
      </p>
    );
  if (!state)
    return (
      <p className="house-game__notice" role={problem ? 'alert' : 'status'}>
        {problem ? te(problem, { defaultValue: te('unknownError') }) : t('houseLoading')}
      </p>
    );

  const elapsed = state.session.elapsed_seconds + Math.max(0, Math.floor((now - readAt) / 1000));
  const waitMs = state.engine === 'slot' && state.next_spin_at ? Date.parse(state.next_spin_at) - now : 0;
  const waiting = waitMs > 0;

  const play = async () => {
    if (busy || stake === null || waiting) return;
    setBusy(true);
    setProblem(null);
    const request_id = newRequestId();
    // Both calls answer the same round shape (the crash game plays through its own panel).
    const answer: ApiAnswer<typeof houseSlotSpinCall> =
      state.engine === 'slot'
        ? await callApi(houseSlotSpinCall, { token, stake, request_id })
        : await callApi(houseHashBetCall, { token, stake, pick, request_id });
    setBusy(false);
    if (isApiSuccess(answer)) {
      setRound(answer.value.round);
      take(answer.value.state);
    } else {
      setProblem(answer.message);
    }
  };

  const stakePicker = (
    <fieldset className="house-game__choices">
      <legend>{t('houseStake')}</legend>
      {state.stakes.map((option) => (
        <label key={option} className="house-chip">
          <input
            type="radio"
            name="stake"
            value={option}
            checked={stake === option}
            onChange={() => setStake(option)}
          />
          <span>{money(option, state.currency)}</span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <div
      className={`house-game house-game--${state.engine}`}
      data-testid="house-game"
      data-engine={state.engine}
    >
      <header className="house-game__head">
        <h1 className="house-game__title">{state.game_name}</h1>
        <p className="house-game__engine" data-testid="house-engine-note">
          {t(`houseEngine_${state.engine}`, { game: state.game_name })}
        </p>
      </header>
      <dl className="house-game__stats">
        <div>
          <dt>{t('houseBalance')}</dt>
          <dd data-testid="house-balance">{money(state.balance, state.currency)}</dd>
        </div>
        <div>
          <dt>{t('houseSessionTime')}</dt>
          <dd data-testid="house-session-time">{sessionClock(elapsed)}</dd>
        </div>
        <div>
          <dt>{t('houseSessionNet')}</dt>
          <dd data-testid="house-session-net" data-net={state.session.net}>
            {signedMoney(state.session.net, state.currency)}
          </dd>
        </div>
      </dl>
      {showRules ? (
        <>
          <HouseRules engine={state.engine} />
          <button
            type="button"
            className="btn btn--primary house-game__play"
            onClick={() => setShowRules(false)}
          >
            {t('housePlay')}
          </button>
        </>
      ) : (
        <>
          {state.engine === 'slot' ? (
            <SlotWindow outcome={round?.outcome.engine === 'slot' ? round.outcome : null} />
          ) : null}
          {round ? (
            round.outcome.engine === 'slot' ? (
              <SlotResult round={round} currency={state.currency} />
            ) : (
              <HashResult outcome={round.outcome} win={round.win} currency={state.currency} />
            )
          ) : null}
          {state.engine === 'crash' ? null : stakePicker}
          {state.engine === 'hash' ? (
            <fieldset className="house-game__choices">
              <legend>{t('housePick')}</legend>
              {hashBets.map((option) => (
                <label key={option} className="house-chip">
                  <input
                    type="radio"
                    name="pick"
                    value={option}
                    checked={pick === option}
                    onChange={() => setPick(option)}
                  />
                  <span>{t(`housePick_${option}`)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {state.engine === 'crash' ? (
            <CrashPanel token={token} house={state} stake={stake} stakePicker={stakePicker} onHouse={take} />
          ) : (
            <>
              <button
                type="button"
                className="btn btn--primary house-game__play"
                data-testid="house-play"
                disabled={busy || waiting}
                onClick={() => void play()}
              >
                {t(state.engine === 'slot' ? 'houseSpin' : 'houseBet')}
              </button>
              <p className="house-game__wait" aria-live="polite" data-testid="house-wait">
                {waiting ? t('houseNextSpin', { seconds: (waitMs / 1000).toFixed(1) }) : ' '}
              </p>
            </>
          )}
          <button type="button" className="house-game__rules-link" onClick={() => setShowRules(true)}>
            {t('houseShowRules')}
          </button>
        </>
      )}
      {problem ? (
        <p className="house-game__problem" role="alert" data-testid="house-problem">
          {te(problem, { defaultValue: te('unknownError') })}
        </p>
      ) : null}
      {state.engine === 'crash' ? null : (
        <p className="house-game__seeds" data-testid="house-seeds">
          {t('houseSeeds', {
            hash: state.seeds.server_seed_hash.slice(0, 16),
            client: state.seeds.client_seed,
            nonce: state.seeds.nonce,
          })}
        </p>
      )}
    </div>
  );
}
