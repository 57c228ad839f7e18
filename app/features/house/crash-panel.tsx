import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type CrashAnswer, type CrashState, type HouseState } from '#shared/contract/house-contract.ts';
import {
  houseCrashBetCall,
  houseCrashCashoutCall,
  houseCrashStateCall,
} from '#shared/contract/house-calls.ts';
import { crashMultiplierAt, crashPointText, crashWinOf } from '#shared/house/crash-schedule.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import { callApi } from '#app/features/api/api-client.ts';
import { isApiSuccess, type ApiAnswer } from '#app/features/api/api-answer.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { money, newRequestId, useNow } from './house-format.ts';

/** How often the page reads the round: other players' bets, the crash, the next round. */
const pollMs = 1000;

/** The auto cash-out field's text as hundredths (2 → 200, 1.5 → 150), or null when empty or invalid. */
function autoCashoutOf(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const parts = parseDecimal(text.trim());
  if (!parts || parts.negative || parts.fraction.length > 2) return 'invalid';
  const hundredths = Number(scaledBigInt(parts, 2));
  return hundredths >= 101 && hundredths <= 100_000_000 ? hundredths : 'invalid';
}

/**
 * The crash game's table: the round every player of the site shares, drawn on the server's clock
 * (the offset read with each state), the player's bet with its auto cash-out, Cash out while the
 * multiplier runs, the round's bets and the last crash points, each verifiable on /fairness.
 */
export function CrashPanel({
  token,
  house,
  stake,
  stakePicker,
  onHouse,
}: {
  token: string;
  house: HouseState;
  stake: number | null;
  /** The stake chips, shown with the bet form (right under the multiplier, where a phone sees them). */
  stakePicker: ReactNode;
  onHouse: (next: HouseState) => void;
}) {
  const { t } = useTranslation('ui');
  const { t: te } = useTranslation('errors');
  const localise = useLocalisedPath();
  const now = useNow(100);
  // The round with the server clock's lead over this device's when it was read.
  const [read, setRead] = useState<{ crash: CrashState; offset: number } | null>(null);
  const [auto, setAuto] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const take = useCallback(
    (value: CrashAnswer['value']) => {
      setRead({ crash: value.crash, offset: Date.parse(value.crash.server_time) - Date.now() });
      onHouse(value.house);
    },
    [onHouse],
  );

  useEffect(() => {
    let live = true;
    const read = () =>
      void callApi(houseCrashStateCall, { token }).then((answer) => {
        if (live && isApiSuccess(answer)) take(answer.value);
      });
    read();
    const timer = window.setInterval(read, pollMs);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [token, take]);

  if (!read) return <p className="house-game__notice">{t('houseLoading')}</p>;

  const { crash } = read;
  const serverNow = now + read.offset;
  const startsAt = Date.parse(crash.round.starts_at);
  const phase = crash.round.phase === 'crashed' ? 'crashed' : serverNow < startsAt ? 'betting' : 'running';
  const multiplier =
    phase === 'crashed' ? crash.round.crash_point! : crashMultiplierAt(Math.max(0, serverNow - startsAt));
  const mine = crash.mine;
  const autoValue = autoCashoutOf(auto);
  const canBet = phase === 'betting' && !mine && stake !== null && autoValue !== 'invalid';
  const canCashout = phase === 'running' && mine?.state === 'open';

  const send = async (kind: 'bet' | 'cashout') => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const answer: ApiAnswer<typeof houseCrashStateCall> =
      kind === 'bet'
        ? await callApi(houseCrashBetCall, {
            token,
            stake: stake!,
            auto_cashout: autoValue === 'invalid' ? null : autoValue,
            request_id: newRequestId(),
          })
        : await callApi(houseCrashCashoutCall, { token });
    setBusy(false);
    if (isApiSuccess(answer)) take(answer.value);
    else setProblem(answer.message);
  };

  const verifyHref = (hash: string, number: number) =>
    `${localise('/fairness')}?${new URLSearchParams({
      game: 'crash',
      crash_hash: hash,
      salt: crash.chain.salt,
      terminating: crash.chain.terminating_hash,
      round: String(number),
    }).toString()}`;

  return (
    <div className="crash" data-testid="crash-panel" data-phase={phase}>
      <div className={`crash__screen crash__screen--${phase}`} aria-live="polite">
        <p className="crash__round">{t('crashRound', { number: crash.round.number })}</p>
        <p className="crash__multiplier" data-testid="crash-multiplier">
          {crashPointText(multiplier)}×
        </p>
        <p className="crash__phase" data-testid="crash-phase">
          {phase === 'betting'
            ? t('crashBetsClose', { seconds: Math.max(0, Math.ceil((startsAt - serverNow) / 1000)) })
            : phase === 'running'
              ? t('crashRunning')
              : t('crashCrashed', { point: crashPointText(crash.round.crash_point!) })}
        </p>
      </div>

      <div className="crash__mine" data-testid="crash-mine" data-state={mine?.state ?? 'none'}>
        {mine === null ? (
          <p>{phase === 'betting' ? t('crashNoBetYet') : t('crashWaitNext')}</p>
        ) : mine.state === 'cashed' ? (
          <p className="crash__won">
            {t('crashYouCashed', {
              point: crashPointText(mine.cashout_point!),
              win: money(mine.win, house.currency),
            })}
          </p>
        ) : mine.state === 'lost' ? (
          <p>{t('crashYouLost', { stake: money(mine.stake, house.currency) })}</p>
        ) : (
          <p>
            {t('crashYourBet', { stake: money(mine.stake, house.currency) })}
            {mine.auto_cashout ? ` ${t('crashAutoAt', { point: crashPointText(mine.auto_cashout) })}` : ''}
          </p>
        )}
      </div>

      {canCashout ? (
        <button
          type="button"
          className="btn btn--primary house-game__play crash__cashout"
          data-testid="crash-cashout"
          disabled={busy}
          onClick={() => void send('cashout')}
        >
          {t('crashCashout', {
            win: money(Number(crashWinOf(BigInt(mine.stake), multiplier)), house.currency),
          })}
        </button>
      ) : (
        <div className="crash__form">
          {stakePicker}
          <label className="crash__auto">
            <span>{t('crashAutoLabel')}</span>
            <input
              className="wallet-input"
              name="auto_cashout"
              inputMode="decimal"
              autoComplete="off"
              placeholder="2.00"
              value={auto}
              aria-invalid={autoValue === 'invalid'}
              onChange={(event) => setAuto(event.target.value)}
            />
          </label>
          {autoValue === 'invalid' ? <p className="crash__hint">{t('crashAutoInvalid')}</p> : null}
          <button
            type="button"
            className="btn btn--primary house-game__play"
            data-testid="crash-bet"
            disabled={busy || !canBet}
            onClick={() => void send('bet')}
          >
            {t('crashPlaceBet')}
          </button>
        </div>
      )}
      {problem ? (
        <p className="house-game__problem" role="alert" data-testid="crash-problem">
          {te(problem, { defaultValue: te('unknownError') })}
        </p>
      ) : null}

      <section className="crash__section" aria-labelledby="crash-bets-title">
        <h2 className="crash__title" id="crash-bets-title">
          {t('crashPlayers')}
        </h2>
        {crash.bets.length === 0 ? (
          <p className="crash__muted">{t('crashNoBets')}</p>
        ) : (
          <table className="crash__bets" data-testid="crash-bets">
            <tbody>
              {crash.bets.map((bet, index) => (
                <tr key={index} className={bet.state === 'cashed' ? 'crash__bet--won' : undefined}>
                  <td>{bet.player}</td>
                  <td>{money(bet.stake, house.currency)}</td>
                  <td>
                    {bet.state === 'cashed'
                      ? `${crashPointText(bet.cashout_point!)}× · ${money(bet.win, house.currency)}`
                      : bet.state === 'lost'
                        ? t('crashBetLost')
                        : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="crash__section" aria-labelledby="crash-history-title">
        <h2 className="crash__title" id="crash-history-title">
          {t('crashHistory')}
        </h2>
        <ul className="crash__history" data-testid="crash-history">
          {crash.history.map((round) => (
            <li key={`${round.chain}-${round.number}`}>
              <a
                className={`crash__chip${round.crash_point >= 200 ? ' crash__chip--high' : ''}`}
                href={verifyHref(round.hash, round.number)}
                target="_blank"
                rel="noopener"
                title={t('crashVerifyRound', { number: round.number })}
              >
                {crashPointText(round.crash_point)}×
              </a>
            </li>
          ))}
        </ul>
        <p className="crash__muted crash__chain" data-testid="crash-chain">
          {t('crashChain', {
            number: crash.chain.number,
            hash: crash.chain.terminating_hash,
            salt: crash.chain.salt,
          })}
        </p>
      </section>
    </div>
  );
}
