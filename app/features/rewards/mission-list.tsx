import { useRef, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type MissionItem } from '#shared/contract/mission-contract.ts';
import { missionClaimCall, missionOptInCall } from '#shared/contract/mission-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { Amount } from '#app/features/wallet/money.tsx';
import { useApplyBalances, usePlayerCredentials } from '#app/features/wallet/use-wallet.ts';

/** "2 d 4 h", "3 h 12 min", "5 min": what is left of the period, coarse enough not to tick. */
function useTimeLeft() {
  const { t } = useTranslation('ui');
  return (endsAt: string | null, now: number) => {
    if (!endsAt) return t('missionNoEnd');
    const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 60_000));
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    if (days > 0) return t('timeLeftDays', { days, hours });
    if (hours > 0) return t('timeLeftHours', { hours, minutes: minutes % 60 });
    return t('timeLeftMinutes', { minutes });
  };
}

function MissionCard({
  mission,
  title,
  currency,
  now,
  onChange,
}: {
  mission: MissionItem;
  title: string;
  currency: string;
  now: number;
  onChange: (mission: MissionItem) => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const credentials = usePlayerCredentials();
  const applyBalances = useApplyBalances();
  const timeLeft = useTimeLeft();
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two clicks in one frame both see the state from before the first.
  const sent = useRef(false);
  const amounts = mission.kind === 'deposit_amount' || mission.kind === 'wager_amount';
  // Amount draws nothing for zero (spec §5); a bar's start still reads 0.
  const shown = (value: string) =>
    amounts && Number(value) > 0 ? <Amount value={value} currency={currency} /> : value.replace(/\.0+$/, '');

  const act = async (claim: boolean) => {
    const player = credentials();
    if (sent.current || !player) return;
    sent.current = true;
    setBusy(true);
    const body = { ...player, mission_id: mission.mission_id };
    if (claim) {
      const answer = await call(missionClaimCall, body, { successToast: t('messages:claimSuccess') });
      if (isApiSuccess(answer)) {
        applyBalances(answer);
        onChange(answer.value);
      } else if (answer.message === 'alreadyClaimed') onChange({ ...mission, state: 'claimed' });
    } else {
      const answer = await call(missionOptInCall, body);
      if (isApiSuccess(answer)) onChange(answer.value);
    }
    sent.current = false;
    setBusy(false);
  };

  const percent = Math.min(100, Math.max(0, mission.percent));
  return (
    <li
      className="rewards-item mission-item"
      data-state={mission.state}
      data-done={mission.state === 'claimed' || mission.state === 'completed'}
      data-testid={`mission-${mission.mission_id}`}
    >
      <div className="rewards-item__text">
        <span className="rewards-item__title">{title}</span>
        <span className="rewards-item__state">
          {t(`missionState_${mission.state}`)} · {timeLeft(mission.ends_at, now)}
        </span>
        <div className="vip-progress mission-item__progress">
          <div className="vip-progress__head">
            <span className="vip-progress__label">
              {shown(mission.progress)} / {shown(mission.target)}
            </span>
            <span className="vip-progress__value">{percent}%</span>
          </div>
          <div
            className="vip-progress__track"
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="vip-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="vip-progress__detail">
            {t('missionReward')}{' '}
            <Amount value={mission.reward.amount} currency={currency} unit={mission.reward.type} />
          </p>
        </div>
      </div>
      {mission.state === 'open' ? (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act(false)}>
          {t('missionJoin')}
        </button>
      ) : mission.state === 'completed' ? (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act(true)}>
          {t('claim')}
        </button>
      ) : null}
    </li>
  );
}

/** The brand's missions: active (and open to join), completed, then claimed, each with its bar and time left. */
export function MissionList({
  missions,
  language,
  defaultLanguage,
  currency,
  now,
  onChange,
}: {
  missions: readonly MissionItem[];
  language: string;
  defaultLanguage: string;
  currency: string;
  now: number;
  onChange: (mission: MissionItem) => void;
}) {
  const { t } = useTranslation('ui');
  const titleOf = (mission: MissionItem) =>
    mission.title[language] ?? mission.title[defaultLanguage] ?? Object.values(mission.title)[0] ?? '';
  const groups = [
    { key: 'missionGroupActive', states: ['open', 'active'] },
    { key: 'missionGroupCompleted', states: ['completed'] },
    { key: 'missionGroupClaimed', states: ['claimed'] },
  ] as const;
  return (
    <>
      {groups.map((group) => {
        const shown = missions.filter((mission) =>
          (group.states as readonly string[]).includes(mission.state),
        );
        if (shown.length === 0) return null;
        return (
          <section key={group.key} className="account-card" aria-label={t(group.key)} data-testid={group.key}>
            <h2 className="account-card__title">{t(group.key)}</h2>
            <ul className="rewards-list">
              {shown.map((mission) => (
                <MissionCard
                  key={mission.mission_id}
                  mission={mission}
                  title={titleOf(mission)}
                  currency={currency}
                  now={now}
                  onChange={onChange}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
