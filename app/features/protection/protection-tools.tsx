import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { type ProtectionView } from '#shared/contract/protection-contract.ts';
import {
  getProtectionCall,
  selfExcludeCall,
  setLimitCall,
  setRealityCheckCall,
  timeOutCall,
} from '#shared/contract/protection-calls.ts';
import {
  limitPeriods,
  maxCustomTimeOutDays,
  moneyLimitKinds,
  realityCheckMinutes,
  selfExclusionChoices,
  timeOutChoices,
  type LimitPeriod,
  type MoneyLimitKind,
  type SelfExclusionChoice,
  type TimeOutChoice,
} from '#shared/protection/protection-rules.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSession, useSessionStoreApi } from '#app/features/session/session-provider.tsx';
import { usePlayerCredentials } from '#app/features/wallet/use-wallet.ts';
import './protection.css';

type LimitChoice = MoneyLimitKind | 'session';

const periodKey: Record<LimitPeriod | 'session', string> = {
  day: 'protectionPeriodDay',
  week: 'protectionPeriodWeek',
  month: 'protectionPeriodMonth',
  session: 'protectionPeriodSession',
};
const timeOutKey: Record<TimeOutChoice, string> = {
  '24h': 'protectionTimeOut24h',
  '7d': 'protectionTimeOut7d',
  '1m': 'protectionTimeOut1m',
  custom: 'protectionTimeOutCustom',
};
const exclusionKey: Record<SelfExclusionChoice, string> = {
  '6m': 'protectionExclusion6m',
  '1y': 'protectionExclusion1y',
  '5y': 'protectionExclusion5y',
  permanent: 'protectionExclusionPermanent',
};
const kindKey: Record<LimitChoice, string> = {
  deposit: 'protectionDepositLimit',
  loss: 'protectionLossLimit',
  wager: 'protectionWagerLimit',
  session: 'protectionSessionLimit',
};

/**
 * The player's protection tools on /responsible-gaming (decision 0034): limits with their waiting
 * changes and when they apply, the reality-check interval, a time-out and a self-exclusion, each
 * of the last two behind a confirm step. Only for a signed-in player; the CMS text stays above.
 */
export function ProtectionTools() {
  const { t } = useTranslation('ui');
  const signedIn = useSession((s) => s.isAuthenticated);
  const call = useApi();
  const credentials = usePlayerCredentials();
  const session = useSessionStoreApi();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [view, setView] = useState<ProtectionView | null>(null);
  const [kind, setKind] = useState<LimitChoice>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [timeOut, setTimeOut] = useState<TimeOutChoice>('24h');
  const [days, setDays] = useState('7');
  const [exclusion, setExclusion] = useState<SelfExclusionChoice>('6m');
  const [confirming, setConfirming] = useState<'timeout' | 'exclusion' | null>(null);

  useEffect(() => {
    const player = signedIn ? credentials() : null;
    if (!player) return;
    let live = true;
    void call(getProtectionCall, player, { quiet: true }).then((answer) => {
      if (live && isApiSuccess(answer)) setView(answer.value);
    });
    return () => {
      live = false;
    };
  }, [signedIn, call, credentials]);

  if (!signedIn || !view) return null;

  const saveLimit = async (event: FormEvent, remove = false) => {
    event.preventDefault();
    const player = credentials();
    if (!player) return;
    const body =
      kind === 'session'
        ? { ...player, kind, period: 'session' as const, amount: remove ? null : Number(amount) }
        : { ...player, kind, period, amount: remove ? null : amount.trim() };
    const answer = await call(setLimitCall, body, { successToast: t('protectionSaved') });
    if (isApiSuccess(answer)) {
      setView(answer.value);
      setAmount('');
    }
  };

  const saveRealityCheck = async (minutes: number) => {
    const player = credentials();
    if (!player) return;
    const answer = await call(
      setRealityCheckCall,
      { ...player, minutes: minutes as 0 | 15 | 30 | 60 },
      { successToast: t('protectionSaved') },
    );
    if (isApiSuccess(answer)) setView(answer.value);
  };

  const block = async () => {
    const player = credentials();
    if (!player || !confirming) return;
    const answer =
      confirming === 'timeout'
        ? await call(timeOutCall, {
            ...player,
            period: timeOut,
            ...(timeOut === 'custom' ? { days: Number(days) } : {}),
            confirm: true,
          })
        : await call(selfExcludeCall, { ...player, period: exclusion, confirm: true });
    if (!isApiSuccess(answer)) return;
    // Every session of the player has ended on the server: this tab follows.
    session.getState().logout();
    await navigate(localise('/'));
  };

  return (
    <section className="protection" aria-labelledby="protection-title" data-testid="protection-tools">
      <h2 id="protection-title" className="protection__title">
        {t('protectionTools')}
      </h2>

      <div className="protection__card">
        <h3>{t('protectionLimits')}</h3>
        <p className="protection__hint">{t('protectionLimitsHint')}</p>
        <ul className="protection__limits" data-testid="protection-limits">
          {view.limits.length === 0 ? <li>{t('protectionNoLimits')}</li> : null}
          {view.limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`}>
              <strong>
                {t(kindKey[limit.kind])} · {t(periodKey[limit.period])}
              </strong>{' '}
              {limit.amount === null
                ? t('protectionNone')
                : limit.kind === 'session'
                  ? t('protectionMinutes', { minutes: Number(limit.amount) })
                  : `${limit.amount} ${view.currency}`}
              {limit.pending ? (
                <span className="protection__pending">
                  {' '}
                  {t('protectionPendingFrom', {
                    amount:
                      limit.pending.amount === null
                        ? t('protectionNone')
                        : limit.kind === 'session'
                          ? t('protectionMinutes', { minutes: Number(limit.pending.amount) })
                          : `${limit.pending.amount} ${view.currency}`,
                  })}{' '}
                  <LocalTime iso={limit.pending.applies_at} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {view.shared_limits.length > 0 ? (
          <>
            <p className="protection__hint">{t('protectionSharedLimits')}</p>
            <ul className="protection__limits" data-testid="protection-shared-limits">
              {view.shared_limits.map((limit, index) => (
                <li key={`${limit.kind}-${limit.period}-${index}`}>
                  <strong>
                    {t(kindKey[limit.kind])} · {t(periodKey[limit.period])}
                  </strong>{' '}
                  {`${limit.amount} ${view.currency}`}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <form className="protection__form" onSubmit={(event) => void saveLimit(event)}>
          <label>
            {t('protectionLimitType')}
            <select
              name="limit-kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as LimitChoice)}
            >
              {[...moneyLimitKinds, 'session' as const].map((choice) => (
                <option key={choice} value={choice}>
                  {t(kindKey[choice])}
                </option>
              ))}
            </select>
          </label>
          {kind === 'session' ? null : (
            <label>
              {t('protectionPeriod')}
              <select
                name="limit-period"
                value={period}
                onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
              >
                {limitPeriods.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(periodKey[choice])}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            {kind === 'session'
              ? t('protectionAmountMinutes')
              : t('protectionAmount', { currency: view.currency })}
            <input
              name="limit-amount"
              inputMode={kind === 'session' ? 'numeric' : 'decimal'}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              required
            />
          </label>
          <div className="protection__actions">
            <button type="submit" className="btn btn--primary">
              {t('protectionSetLimit')}
            </button>
            <button type="button" className="btn" onClick={(event) => void saveLimit(event, true)}>
              {t('protectionRemoveLimit')}
            </button>
          </div>
        </form>
      </div>

      <div className="protection__card">
        <h3>{t('protectionRealityCheck')}</h3>
        <p className="protection__hint">{t('protectionRealityCheckHint')}</p>
        <label>
          {t('protectionInterval')}
          <select
            name="reality-check"
            value={view.reality_check_minutes}
            onChange={(event) => void saveRealityCheck(Number(event.target.value))}
          >
            {realityCheckMinutes.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? t('protectionOff') : t('protectionMinutes', { minutes: minutes })}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="protection__card">
        <h3>{t('protectionTimeOut')}</h3>
        <p className="protection__hint">{t('protectionTimeOutHint')}</p>
        <label>
          {t('protectionPeriod')}
          <select value={timeOut} onChange={(event) => setTimeOut(event.target.value as TimeOutChoice)}>
            {timeOutChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(timeOutKey[choice])}
              </option>
            ))}
          </select>
        </label>
        {timeOut === 'custom' ? (
          <label>
            {t('protectionDays', { max: maxCustomTimeOutDays })}
            <input
              type="number"
              min={1}
              max={maxCustomTimeOutDays}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </label>
        ) : null}
        <button type="button" className="btn" onClick={() => setConfirming('timeout')}>
          {t('protectionTakeTimeOut')}
        </button>
      </div>

      <div className="protection__card">
        <h3>{t('protectionSelfExclusion')}</h3>
        <p className="protection__hint">{t('protectionSelfExclusionHint')}</p>
        <label>
          {t('protectionPeriod')}
          <select
            name="self-exclusion"
            value={exclusion}
            onChange={(event) => setExclusion(event.target.value as SelfExclusionChoice)}
          >
            {selfExclusionChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(exclusionKey[choice])}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => setConfirming('exclusion')}>
          {t('protectionSelfExclude')}
        </button>
      </div>

      {confirming ? (
        <div className="protection__confirm" role="alertdialog" aria-labelledby="protection-confirm-title">
          <p id="protection-confirm-title">
            {t(confirming === 'timeout' ? 'protectionConfirmTimeOut' : 'protectionConfirmExclusion')}
          </p>
          <div className="protection__actions">
            <button type="button" className="btn btn--primary" onClick={() => void block()}>
              {t('protectionConfirm')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(null)}>
              {t('protectionCancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
