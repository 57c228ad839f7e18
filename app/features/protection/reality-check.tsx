import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { getProtectionCall, realityCheckCall } from '#shared/contract/protection-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { usePlayerCredentials } from '#app/features/wallet/use-wallet.ts';
import './protection.css';

interface Shown {
  minutesPlayed: number;
  net: string;
  currency: string;
}

/**
 * The reality check while a game plays (decision 0034, RTS 13B): at each interval the player chose
 * on /responsible-gaming, a dialog with the time played and the net result since the session began,
 * and Continue, Stop (back to the home page) or View history (/bet-history). Each answer is recorded.
 */
export function RealityCheck() {
  const { t } = useTranslation('ui');
  const signedIn = useSession((s) => s.isAuthenticated);
  const call = useApi();
  const credentials = usePlayerCredentials();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [minutes, setMinutes] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const player = signedIn ? credentials() : null;
    if (!player) return;
    let live = true;
    void call(getProtectionCall, player, { quiet: true }).then((answer) => {
      if (live && isApiSuccess(answer)) setMinutes(answer.value.reality_check_minutes);
    });
    return () => {
      live = false;
    };
  }, [signedIn, call, credentials]);

  const check = useEffectEvent(async () => {
    const player = credentials();
    if (!player) return;
    const answer = await call(getProtectionCall, player, { quiet: true });
    if (!isApiSuccess(answer)) return;
    const { session, currency } = answer.value;
    const minutesPlayed = Math.max(0, Math.floor((Date.now() - Date.parse(session.started_at)) / 60_000));
    setShown({ minutesPlayed, net: session.net_result, currency });
  });

  useEffect(() => {
    if (minutes <= 0) return;
    const timer = window.setInterval(() => void check(), minutes * 60_000);
    return () => window.clearInterval(timer);
  }, [minutes]);

  // The interval is armed once the player's setting has arrived (a test waits for this before moving its clock).
  if (!shown)
    return minutes > 0 ? <span hidden data-testid="reality-check-armed" data-minutes={minutes} /> : null;

  const answer = async (choice: 'continue' | 'stop' | 'history') => {
    setShown(null);
    const player = credentials();
    if (player) await call(realityCheckCall, { ...player, choice }, { quiet: true });
    if (choice === 'stop') await navigate(localise('/'));
    if (choice === 'history') await navigate(localise('/bet-history'));
  };

  return (
    <div className="reality-check" role="dialog" aria-modal="true" aria-labelledby="reality-check-title">
      <div className="reality-check__box">
        <h2 id="reality-check-title">{t('realityCheckTitle')}</h2>
        <p>{t('realityCheckPlayed', { minutes: shown.minutesPlayed })}</p>
        <p>{t('realityCheckNet', { amount: `${shown.net} ${shown.currency}` })}</p>
        <div className="protection__actions">
          <button type="button" className="btn btn--primary" onClick={() => void answer('continue')}>
            {t('realityCheckContinue')}
          </button>
          <button type="button" className="btn" onClick={() => void answer('stop')}>
            {t('realityCheckStop')}
          </button>
          <button type="button" className="btn" onClick={() => void answer('history')}>
            {t('realityCheckHistory')}
          </button>
        </div>
      </div>
    </div>
  );
}
