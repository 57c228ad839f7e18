import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { depositReferenceField, type DepositItem } from '#shared/contract/payment-contract.ts';
import { depositStatusCall } from '#shared/contract/payment-calls.ts';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useSession } from '#app/features/session/session-provider.tsx';
import { isSameSitePath } from './deposit-form.tsx';
import { Amount, StatusBadge } from './money.tsx';
import { pollDelay } from './polling.ts';
import { usePlayerCredentials, useRefreshAccount } from './use-wallet.ts';

/**
 * The state of one deposit (`/deposit?reference=DEP-…`, where the gateway's page sends the player
 * back): asked again while it is pending (every 2 s at first, then less often, for at most 10
 * minutes), and once it is paid the header balance is reloaded.
 */
export function DepositStatus({ reference, currency }: { reference: string; currency: string }) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const credentials = usePlayerCredentials();
  const token = useSession((s) => s.token);
  const refreshAccount = useRefreshAccount();
  const [deposit, setDeposit] = useState<DepositItem | null>(null);
  const [missing, setMissing] = useState(false);
  const refreshed = useRef(false);
  const valid = depositReferenceField.safeParse(reference).success;

  useEffect(() => {
    const player = credentials();
    if (!valid || !player) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async (round: number) => {
      // The first answer goes through the outcome rules; later polls stay quiet (a blip is retried).
      const answer = await call(depositStatusCall, { ...player, reference }, { quiet: round > 0 });
      if (!live) return;
      if (isApiSuccess(answer)) {
        setDeposit(answer.value);
        if (answer.value.status === 'paid' && !refreshed.current) {
          refreshed.current = true;
          void refreshAccount();
        }
        if (answer.value.status !== 'pending') return;
      } else if (answer.message === 'notFound') {
        setMissing(true);
        return;
      }
      const delay = pollDelay(round, Date.now() - started);
      if (delay !== null) timer = setTimeout(() => void ask(round + 1), delay);
    };
    void ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [reference, valid, token, call, credentials, refreshAccount]);

  if (!valid || missing)
    return (
      <section className="account-card wallet-status-card" data-testid="deposit-status">
        <p>{t('depositNotFound')}</p>
      </section>
    );
  return (
    <section
      className="account-card wallet-status-card"
      aria-labelledby="deposit-status-title"
      aria-live="polite"
      data-testid="deposit-status"
      data-status={deposit?.status ?? 'loading'}
    >
      <h2 className="account-card__title" id="deposit-status-title">
        {t('depositStatusTitle')}
      </h2>
      {deposit ? (
        <>
          <dl className="account-facts">
            <div>
              <dt>{t('reference')}</dt>
              <dd className="wallet-reference">{deposit.reference}</dd>
            </div>
            <div>
              <dt>{t('amount')}</dt>
              <dd>
                <Amount value={deposit.amount} currency={currency} />
              </dd>
            </div>
            <div>
              <dt>{t('paymentMethod')}</dt>
              <dd>{t(`depositMethod_${deposit.method}`)}</dd>
            </div>
            <div>
              <dt>{t('status')}</dt>
              <dd>
                <StatusBadge status={deposit.status} />
              </dd>
            </div>
            <div>
              <dt>{t('date')}</dt>
              <dd>
                <LocalTime iso={deposit.created_at} />
              </dd>
            </div>
          </dl>
          <p className="wallet-status-card__text">
            {t(
              deposit.status === 'pending'
                ? `depositState_pending_${deposit.method}`
                : `depositState_${deposit.status}`,
            )}
          </p>
          {deposit.status === 'pending' && deposit.method === 'demo' && isSameSitePath(deposit.pay_url) ? (
            <a className="btn btn--primary" href={deposit.pay_url}>
              {t('continueToPayment')}
            </a>
          ) : null}
        </>
      ) : (
        <p className="account-card__muted">{t('loading')}</p>
      )}
    </section>
  );
}
