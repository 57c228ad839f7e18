import { useEffect, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, useRevalidator } from 'react-router';
import { type WithdrawalItem } from '#shared/contract/payment-contract.ts';
import { bankListCall, paymentMethodsCall, transactionHistoryCall } from '#shared/contract/payment-calls.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { HistoryTable } from '#app/features/wallet/history-list.tsx';
import { Amount, StatusBadge } from '#app/features/wallet/money.tsx';
import { useRefreshBalance } from '#app/features/wallet/use-wallet.ts';
import { WalletTabs } from '#app/features/wallet/wallet-tabs.tsx';
import { WithdrawalForm } from '#app/features/wallet/withdrawal-form.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/withdrawal-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'withdrawal');

/** Limits, bank details and recent withdrawals are in the first HTML, loaded side by side. */
export async function loader(args: Route.LoaderArgs) {
  const [methods, banks, recent] = await Promise.all([
    playerPageData(args, paymentMethodsCall, {}),
    playerPageData(args, bankListCall, {}),
    playerPageData(args, transactionHistoryCall, { type: 'withdrawal', page: 1 }),
  ]);
  return { methods, banks: banks?.value ?? null, recent: recent?.value ?? null };
}

/**
 * /withdrawal (guarded): needs bank details (else a link to /add-bank); the available balance, the
 * limits, the form; after a request the pending withdrawal (its amount is held at once) and the
 * player's recent withdrawals.
 */
export default function WithdrawalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const balance = useSession((s) => s.game.balance);
  const refreshBalance = useRefreshBalance();
  const { revalidate } = useRevalidator();
  const { methods, banks, recent } = loaderData;
  const [requested, setRequested] = useState<WithdrawalItem | null>(null);
  useEffect(() => {
    void refreshBalance();
  }, [refreshBalance]);

  const currency = methods?.currency ?? '';
  const onRequested = (item: WithdrawalItem) => {
    setRequested(item);
    // The new request heads the recent withdrawals.
    void revalidate();
  };
  return (
    <AccountScreen title={t('withdrawal')}>
      <WalletTabs />
      <section className="account-card" aria-labelledby="withdrawal-card-title">
        <h2 className="account-card__title" id="withdrawal-card-title">
          {t('withdrawalLead')}
        </h2>
        <p className="wallet-available">
          <span className="wallet-available__label">{t('availableBalance')}</span>{' '}
          <span className="wallet-available__amount" data-testid="available-balance">
            {currency} {formatNumberDisplay(balance, { trim: true })}
          </span>
        </p>
        {requested ? (
          <div
            className="account-form__success wallet-requested"
            role="status"
            data-testid="withdrawal-requested"
          >
            <p>
              <strong>{t('withdrawalRequested')}</strong>
            </p>
            <p>
              <Amount value={requested.amount} currency={currency} />{' '}
              <StatusBadge status={requested.status} />
            </p>
            <p className="account-card__muted">{t('withdrawalHeldNote')}</p>
          </div>
        ) : null}
        {!methods || !banks ? (
          <p className="account-card__muted">{t('walletUnavailable')}</p>
        ) : banks.length === 0 ? (
          <div className="wallet-empty" data-testid="no-bank">
            <p>{t('withdrawalNeedsBank')}</p>
            <Link to={localise('/add-bank')} className="btn btn--primary">
              {t('addBank')}
            </Link>
          </div>
        ) : (
          <WithdrawalForm banks={banks} methods={methods} available={balance} onRequested={onRequested} />
        )}
      </section>
      <section className="account-card" aria-labelledby="recent-withdrawals-title">
        <h2 className="account-card__title" id="recent-withdrawals-title">
          {t('recentWithdrawals')}
        </h2>
        {recent && recent.length > 0 ? (
          <HistoryTable
            items={recent}
            currency={currency}
            caption={t('recentWithdrawals')}
            testId="recent-withdrawals"
          />
        ) : (
          <p className="account-card__muted">{t('noWithdrawals')}</p>
        )}
        <Link to={localise('/transaction-history')} className="wallet-more">
          {t('allTransactions')}
        </Link>
      </section>
    </AccountScreen>
  );
}
