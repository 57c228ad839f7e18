import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type DepositItem, type PaymentMethods } from '#shared/contract/payment-contract.ts';
import { depositCall } from '#shared/contract/payment-calls.ts';
import type { DepositMethod } from '#shared/money/wallet-kinds.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { fieldProps } from '#app/features/forms/field-props.ts';
import { useForm } from '#app/features/forms/use-form.ts';
import { AmountField } from './amount-field.tsx';
import { amountPresets, amountProblem, limitText } from './amount-rules.ts';
import { isDecided } from './idempotency.ts';
import { useKeyKeeper, usePlayerCredentials } from './use-wallet.ts';

/** Only a path of this site: the gateway's hosted page is served on the same host. */
export function isSameSitePath(url: string | null): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/**
 * The deposit form: a method of the brand (demo gateway, manual bank transfer) with its limits, the
 * amount in the brand's currency with quick picks. The demo gateway continues on its hosted pay
 * page; a bank transfer is answered with its pending reference (`onStarted`). The idempotency key
 * is kept for a retry of the same submission, so a lost answer never makes a second deposit.
 */
export function DepositForm({
  methods,
  onStarted,
}: {
  methods: PaymentMethods;
  onStarted: (deposit: DepositItem) => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const credentials = usePlayerCredentials();
  const keeper = useKeyKeeper();
  const [method, setMethod] = useState<DepositMethod | undefined>(methods.deposit[0]?.method);
  const limits = methods.deposit.find((entry) => entry.method === method) ?? null;
  const currency = methods.currency;
  const check = useCallback(
    (values: { amount: string }) => ({ amount: amountProblem(values.amount, { currency, limits }) }),
    [currency, limits],
  );
  const form = useForm({ amount: '' }, check);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const player = credentials();
    if (sending.current || !player || !method || !form.attempt()) return;
    sending.current = true;
    setBusy(true);
    const amount = form.values.amount;
    const answer = await call(depositCall, {
      ...player,
      method,
      amount,
      idempotency_key: keeper.keyFor(`${method}:${amount}`),
    });
    if (isDecided(answer)) keeper.settle();
    if (isApiSuccess(answer) && method === 'demo' && isSameSitePath(answer.value.pay_url)) {
      // On to the gateway's pay page; the form stays busy until the page changes.
      window.location.assign(answer.value.pay_url);
      return;
    }
    sending.current = false;
    setBusy(false);
    if (isApiSuccess(answer)) {
      form.reset();
      onStarted(answer.value);
    }
  };

  if (methods.deposit.length === 0) return <p className="account-card__muted">{t('noDepositMethods')}</p>;
  return (
    <form className="account-form__body wallet-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <fieldset className="wallet-methods">
        <legend className="account-field__label">{t('paymentMethod')}</legend>
        {methods.deposit.map((entry) => (
          <label key={entry.method} className="wallet-method" data-method={entry.method}>
            <input
              type="radio"
              name="method"
              value={entry.method}
              checked={method === entry.method}
              onChange={() => setMethod(entry.method)}
            />
            <span className="wallet-method__text">
              <span className="wallet-method__name">{t(`depositMethod_${entry.method}`)}</span>
              <span className="wallet-method__detail">
                {t('amountLimits', {
                  min: limitText(entry.min, currency),
                  max: limitText(entry.max, currency),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        {...fieldProps(form, 'amount', { emptyShowsOnSend: true })}
        currency={currency}
        limits={limits}
        presets={limits ? amountPresets(limits, currency) : []}
      />
      <p className="account-form__note">{t(method === 'manual' ? 'depositManualNote' : 'depositDemoNote')}</p>
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t(method === 'demo' ? 'continueToPayment' : 'deposit')}
      </button>
    </form>
  );
}
