import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { formatAmount } from '#app/features/home/display.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useSite } from '#app/features/site/site-store.tsx';

/** One level as the /vip page shows it (see vip-ladder-rows.server.ts). */
export interface VipLadderRow {
  /** The name in the page language. */
  name: string;
  /** The name as `/api/auth/vip` sends it (the brand's default language): marks the player's level. */
  apiName: string;
  deposit: string;
  turnover: string;
  rewardCash: string;
  rewardTokens: string;
  cashbackPercent: string;
  withdrawalUpliftPercent: string;
}

/**
 * The brand's VIP levels, what each asks for (deposit and turnover during the cycle at the level
 * below) and what it gives, in the brand's currency; the signed-in player's own level is marked.
 */
export function VipLadderTable({ levels }: { levels: readonly VipLadderRow[] }) {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const current = useSession((s) => s.vip?.currentLevel ?? '');
  const reward = (level: VipLadderRow) => {
    const parts: string[] = [];
    if (Number(level.rewardCash) > 0) parts.push(formatAmount(level.rewardCash, currency));
    if (Number(level.rewardTokens) > 0)
      parts.push(t('vipRewardTokens', { count: Number(level.rewardTokens) }));
    return parts.length > 0 ? parts.join(' + ') : '—';
  };
  return (
    <section className="account-card" aria-labelledby="vip-ladder-title" data-testid="vip-ladder">
      <h2 className="account-card__title" id="vip-ladder-title">
        {t('vipLadderTitle')}
      </h2>
      <div className="rewards-table-wrap">
        <table className="rewards-table">
          <thead>
            <tr>
              <th scope="col">{t('vipLadderLevel')}</th>
              <th scope="col">{t('vipLadderDeposit')}</th>
              <th scope="col">{t('vipLadderTurnover')}</th>
              <th scope="col">{t('vipLadderReward')}</th>
              <th scope="col">{t('vipLadderCashback')}</th>
              <th scope="col">{t('vipLadderUplift')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level, index) => (
              <tr key={level.apiName} aria-current={level.apiName === current ? 'true' : undefined}>
                <th scope="row">{level.name}</th>
                {index === 0 ? (
                  <td colSpan={2}>{t('vipLadderStart')}</td>
                ) : (
                  <>
                    <td>{formatAmount(level.deposit, currency)}</td>
                    <td>{formatAmount(level.turnover, currency)}</td>
                  </>
                )}
                <td>{reward(level)}</td>
                <td>{Number(level.cashbackPercent) > 0 ? `${level.cashbackPercent}%` : '—'}</td>
                <td>
                  {Number(level.withdrawalUpliftPercent) > 0 ? `+${level.withdrawalUpliftPercent}%` : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
