import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  bankListCall,
  transactionHistoryCall,
  type WithdrawalItem,
} from '../../shared/contract/payment-contract.ts';
import { formatNumberDisplay } from '../../shared/format/number-display.ts';
import { AccountScreen } from '../features/accounts/account-layout.tsx';
import { isApiSuccess } from '../features/api/api-client.ts';
import { useApi } from '../features/api/use-api.tsx';
import { useLocalisedPath } from '../features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '../features/routing/page-meta.ts';
import { useSession } from '../features/session/session-provider.tsx';
import { HistoryTable } from '../features/wallet/history-list.tsx';
import { Amount, StatusBadge } from '../features/wallet/money.tsx';
import { usePaymentMethods, usePlayerData, useRefreshBalance } from '../features/wallet/use-wallet.ts';
import { WalletTabs } from '../features/wallet/wallet-tabs.tsx';
import { WithdrawalForm } from '../features/wallet/withdrawal-form.tsx';
import '../features/wallet/wallet.css';
import type { Route } from './+types/withdrawal-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'withdrawal');

/**
 * /withdrawal (guarded): needs bank details (else a link to /add-bank); the available balance, the
 * limits, the form; after a request the pending withdrawal (its amount is held at once) and the
 * player's recent withdrawals.
 */
export default function WithdrawalPage() {
  const { t } = useTranslation('ui');
  const call = useApi();
  const localise = useLocalisedPath();
  const balance = useSession((s) => s.game.balance);
  const refreshBalance = useRefreshBalance();
  const methods = usePaymentMethods();
  const [requested, setRequested] = useState<WithdrawalItem | null>(null);
  const banks = usePlayerData(async (player) => {
    const answer = await call(bankListCall, player);
    return isApiSuccess(answer) ? answer.value : null;
  }, []);
  const recent = usePlayerData(
    async (player) => {
      const answer = await call(transactionHistoryCall, { ...player, type: 'withdrawal', page: 1 });
      return isApiSuccess(answer) ? answer.value : null;
    },
    [requested?.withdrawal_id],
  );
  useEffect(() => {
    void refreshBalance();
  }, [refreshBalance]);

  const currency = methods.data?.currency ?? '';
  const ready = methods.data && banks.data;
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
        {!ready ? (
          <p className="account-card__muted">
            {methods.loading || banks.loading ? t('loading') : t('walletUnavailable')}
          </p>
        ) : banks.data!.length === 0 ? (
          <div className="wallet-empty" data-testid="no-bank">
            <p>{t('withdrawalNeedsBank')}</p>
            <Link to={localise('/add-bank')} className="btn btn--primary">
              {t('addBank')}
            </Link>
          </div>
        ) : (
          <WithdrawalForm
            banks={banks.data!}
            methods={methods.data!}
            available={balance}
            onRequested={setRequested}
          />
        )}
      </section>
      <section className="account-card" aria-labelledby="recent-withdrawals-title">
        <h2 className="account-card__title" id="recent-withdrawals-title">
          {t('recentWithdrawals')}
        </h2>
        {recent.data && recent.data.length > 0 ? (
          <HistoryTable
            items={recent.data}
            currency={currency}
            caption={t('recentWithdrawals')}
            testId="recent-withdrawals"
          />
        ) : (
          <p className="account-card__muted">{recent.loading ? t('loading') : t('noWithdrawals')}</p>
        )}
        <Link to={localise('/transaction-history')} className="wallet-more">
          {t('allTransactions')}
        </Link>
      </section>
    </AccountScreen>
  );
}
