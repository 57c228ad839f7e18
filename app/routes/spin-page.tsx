import { useEffect, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { spinInfoCall } from '#shared/contract/minigame-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { PrizeWheelGame, type WheelMode } from '#app/features/minigame/prize-wheel-game.tsx';
import { useSite } from '#app/features/site/site-store.tsx';
import '#app/features/rewards/rewards.css';
import '#app/features/minigame/minigame.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/spin-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'spin');

export async function loader(args: Route.LoaderArgs) {
  const answer = await playerPageData(args, spinInfoCall, {});
  return { info: answer?.value ?? null, now: Date.now() };
}

/** "3 h 12 min left", coarse enough not to tick every second. */
function useTimeLeft() {
  const { t } = useTranslation('ui');
  return (at: string, now: number) => {
    const minutes = Math.max(0, Math.ceil((Date.parse(at) - now) / 60_000));
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    if (days > 0) return t('timeLeftDays', { days, hours });
    if (hours > 0) return t('timeLeftHours', { hours, minutes: minutes % 60 });
    return t('timeLeftMinutes', { minutes });
  };
}

/**
 * /spin (guarded): the free daily spin (decision 0037): one per period of the brand, in its time
 * zone, plus any earned from missions; once taken, the page shows when the next one comes.
 */
export default function SpinPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const timeLeft = useTimeLeft();
  const [mode, setMode] = useState<WheelMode | null>(
    loaderData.info ? { kind: 'daily', info: loaderData.info } : null,
  );
  const [now, setNow] = useState(loaderData.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const footer =
    mode?.kind === 'daily' ? (
      <div className="wheel-game__status" data-testid="spin-status">
        {mode.info.spins_left > 0 ? (
          <p data-testid="spin-ready">
            {t('spinReady')} {mode.info.spins_left > 1 ? t('spinLeft', { n: mode.info.spins_left }) : null}
          </p>
        ) : (
          <p data-testid="spin-next">{t('spinNext', { time: timeLeft(mode.info.next_spin_at, now) })}</p>
        )}
        <p className="wheel-game__hint">{t('spinExtra')}</p>
      </div>
    ) : null;
  return (
    <AccountScreen title={t('spin')} lead={t('spinLead')}>
      {mode?.kind === 'daily' ? (
        <PrizeWheelGame mode={mode} currency={currency} onInfo={setMode} footer={footer} />
      ) : (
        <p className="account-card__muted">{t('walletUnavailable')}</p>
      )}
    </AccountScreen>
  );
}
