import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';
import { useSession } from '#app/features/session/session-provider.tsx';

function ProgressBar({ label, percent, detail }: { label: string; percent: number; detail: string }) {
  // vipSummary already caps at 100 (spec §9); the bar never draws past its end either way.
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div className="vip-progress">
      <div className="vip-progress__head">
        <span className="vip-progress__label">{label}</span>
        <span className="vip-progress__value">{value}%</span>
      </div>
      <div
        className="vip-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <span className="vip-progress__bar" style={{ width: `${value}%` }} />
      </div>
      <p className="vip-progress__detail">{detail}</p>
    </div>
  );
}

/** Spec §3 VIP summary: the current and next level, deposit and turnover progress (capped at 100 %). */
export function VipCard() {
  const { t } = useTranslation('ui');
  const vip = useSession((s) => s.vip);
  return (
    <section className="account-card vip-card" aria-labelledby="vip-card-title" data-testid="vip-card">
      <h2 className="account-card__title" id="vip-card-title">
        {t('vipLevel')}
      </h2>
      {vip ? (
        <>
          <dl className="account-facts">
            <div>
              <dt>{t('vipCurrent')}</dt>
              <dd data-testid="vip-current">{vip.currentLevel || '—'}</dd>
            </div>
            <div>
              <dt>{t('nextLevel')}</dt>
              <dd>{vip.nextLevel || '—'}</dd>
            </div>
          </dl>
          <ProgressBar
            label={t('depositProgress')}
            percent={vip.depoProgress}
            detail={t('totalDeposit', { amount: formatNumberDisplay(vip.totalDeposit) })}
          />
          <ProgressBar
            label={t('turnoverProgress')}
            percent={vip.toProgress}
            detail={t('totalTurnover', { amount: formatNumberDisplay(vip.totalTurnover) })}
          />
        </>
      ) : (
        <p className="account-card__muted" role="status">
          {t('loading')}
        </p>
      )}
    </section>
  );
}
