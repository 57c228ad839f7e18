import { useTranslation } from 'react-i18next';
import { defaultVipLadder } from '#shared/vip/vip-ladder.ts';
import { formatAmount } from '#app/features/home/display.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useSite } from '#app/features/site/site-store.tsx';

/**
 * The VIP levels and what each asks for (deposit and turnover during the cycle at the level below),
 * in the brand's currency; the signed-in player's own level is marked.
 */
export function VipLadderTable() {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const current = useSession((s) => s.vip?.currentLevel ?? '');
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
            </tr>
          </thead>
          <tbody>
            {defaultVipLadder.map((level, index) => (
              <tr key={level.name} aria-current={level.name === current ? 'true' : undefined}>
                <th scope="row">{level.name}</th>
                {index === 0 ? (
                  <td colSpan={2}>{t('vipLadderStart')}</td>
                ) : (
                  <>
                    <td>{formatAmount(level.deposit, currency)}</td>
                    <td>{formatAmount(level.turnover, currency)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
