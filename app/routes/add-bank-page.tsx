import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { BankForm } from '#app/features/wallet/bank-form.tsx';
import { WalletTabs } from '#app/features/wallet/wallet-tabs.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/add-bank-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'addBank');

/** /add-bank (guarded): saved bank details lead on to /bank-details. */
export default function AddBankPage() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  return (
    <AccountScreen title={t('addBank')}>
      <WalletTabs />
      <section className="account-card wallet-narrow" aria-labelledby="add-bank-title">
        <h2 className="account-card__title" id="add-bank-title">
          {t('addBankLead')}
        </h2>
        <BankForm onAdded={() => void navigate(localise('/bank-details'))} />
      </section>
    </AccountScreen>
  );
}
