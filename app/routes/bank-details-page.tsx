import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bankListCall, maxBankAccounts } from '../../shared/contract/payment-contract.ts';
import { AccountScreen } from '../features/accounts/account-layout.tsx';
import { LocalTime } from '../features/accounts/local-time.tsx';
import { isApiSuccess } from '../features/api/api-client.ts';
import { useApi } from '../features/api/use-api.tsx';
import { useLocalisedPath } from '../features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '../features/routing/page-meta.ts';
import { usePlayerData } from '../features/wallet/use-wallet.ts';
import { WalletTabs } from '../features/wallet/wallet-tabs.tsx';
import '../features/wallet/wallet.css';
import type { Route } from './+types/bank-details-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'bankDetails');

/** /bank-details (guarded): the player's bank details, numbers masked, and a link to add one. */
export default function BankDetailsPage() {
  const { t } = useTranslation('ui');
  const call = useApi();
  const localise = useLocalisedPath();
  const banks = usePlayerData(async (player) => {
    const answer = await call(bankListCall, player);
    return isApiSuccess(answer) ? answer.value : null;
  }, []);
  const list = banks.data ?? [];
  return (
    <AccountScreen title={t('bankDetails')}>
      <WalletTabs />
      <section className="account-card" aria-labelledby="bank-list-title">
        <div className="wallet-card-head">
          <h2 className="account-card__title" id="bank-list-title">
            {t('yourBankAccounts')}
          </h2>
          {banks.data && list.length < maxBankAccounts ? (
            <Link to={localise('/add-bank')} className="btn btn--primary" data-testid="add-bank-link">
              {t('addBank')}
            </Link>
          ) : null}
        </div>
        {!banks.data ? (
          <p className="account-card__muted">{banks.loading ? t('loading') : t('walletUnavailable')}</p>
        ) : list.length === 0 ? (
          <p className="account-card__muted">{t('noBankAccounts')}</p>
        ) : (
          <ul className="wallet-banks" data-testid="bank-list">
            {list.map((bank) => (
              <li key={bank.bank_id} className="wallet-bank">
                <span className="wallet-bank__name">{bank.bank_name}</span>
                <span className="wallet-bank__holder">{bank.account_name}</span>
                <span className="wallet-bank__number wallet-reference">{bank.account_number}</span>
                <span className="wallet-bank__added">
                  {t('addedOn')} <LocalTime iso={bank.created_at} withTime={false} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {banks.data && list.length >= maxBankAccounts ? (
          <p className="account-card__muted">{t('bankLimitReached', { max: maxBankAccounts })}</p>
        ) : null}
      </section>
    </AccountScreen>
  );
}
