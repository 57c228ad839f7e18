import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountScreen } from '../features/accounts/account-layout.tsx';
import { pageMeta } from '../features/routing/page-meta.ts';
import { DepositForm } from '../features/wallet/deposit-form.tsx';
import { DepositStatus } from '../features/wallet/deposit-status.tsx';
import { usePaymentMethods } from '../features/wallet/use-wallet.ts';
import { WalletTabs } from '../features/wallet/wallet-tabs.tsx';
import '../features/wallet/wallet.css';
import type { Route } from './+types/deposit-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'deposit');

/**
 * /deposit (guarded): the brand's methods with their limits and the amount; the demo gateway goes
 * on to its pay page, a bank transfer stays pending. `?reference=DEP-…` (where the pay page sends
 * the player back, and where a bank transfer lands) shows that deposit's state.
 */
export default function DepositPage() {
  const { t } = useTranslation('ui');
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');
  const methods = usePaymentMethods();
  return (
    <AccountScreen title={t('deposit')}>
      <WalletTabs />
      {reference && methods.data ? (
        <DepositStatus key={reference} reference={reference} currency={methods.data.currency} />
      ) : null}
      <section className="account-card" aria-labelledby="deposit-card-title">
        <h2 className="account-card__title" id="deposit-card-title">
          {t(reference ? 'newDeposit' : 'depositLead')}
        </h2>
        {methods.data ? (
          <DepositForm
            methods={methods.data}
            onStarted={(deposit) => setParams({ reference: deposit.reference })}
          />
        ) : (
          <p className="account-card__muted">{methods.loading ? t('loading') : t('walletUnavailable')}</p>
        )}
      </section>
    </AccountScreen>
  );
}
