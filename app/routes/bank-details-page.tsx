import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { bankListCall, maxBankAccounts } from '#shared/contract/payment-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { WalletTabs } from '#app/features/wallet/wallet-tabs.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/bank-details-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'bankDetails');

/** The bank details are in the first HTML; a client navigation here runs this loader on the server too. */
export async function loader(args: Route.LoaderArgs) {
  const answer = await playerPageData(args, bankListCall, {});
  return { banks: answer?.value ?? null };
}

/** /bank-details (guarded): the player's bank details, numbers masked, and a link to add one. */
export default function BankDetailsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const { banks } = loaderData;
  const list = banks ?? [];
  return (
    <AccountScreen title={t('bankDetails')}>
      <WalletTabs />
      <section className="account-card" aria-labelledby="bank-list-title">
        <div className="wallet-card-head">
          <h2 className="account-card__title" id="bank-list-title">
            {t('yourBankAccounts')}
          </h2>
          {banks && list.length < maxBankAccounts ? (
            <Link to={localise('/add-bank')} className="btn btn--primary" data-testid="add-bank-link">
              {t('addBank')}
            </Link>
          ) : null}
        </div>
        {!banks ? (
          <p className="account-card__muted">{t('walletUnavailable')}</p>
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
        {banks && list.length >= maxBankAccounts ? (
          <p className="account-card__muted">{t('bankLimitReached', { max: maxBankAccounts })}</p>
        ) : null}
      </section>
    </AccountScreen>
  );
}
