import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import {
  type BankAccountItem,
  type PaymentMethods,
  type WithdrawalItem,
} from '#shared/contract/payment-contract.ts';
import { withdrawCall } from '#shared/contract/payment-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { fieldProps } from '#app/features/forms/field-props.ts';
import { useForm } from '#app/features/forms/use-form.ts';
import { AmountField } from './amount-field.tsx';
import { amountProblem } from './amount-rules.ts';
import { isDecided } from './idempotency.ts';
import { useApplyBalances, useKeyKeeper, usePlayerCredentials } from './use-wallet.ts';

/**
 * The withdrawal form: one of the player's bank details, the amount within the brand's limits and
 * not above the available balance. The answer holds the amount at once; its balances go to the
 * header. The idempotency key is kept for a retry of the same submission.
 */
export function WithdrawalForm({
  banks,
  methods,
  available,
  onRequested,
}: {
  banks: BankAccountItem[];
  methods: PaymentMethods;
  /** The available cash (balance less holds) as decimal text. */
  available: string;
  onRequested: (withdrawal: WithdrawalItem) => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const credentials = usePlayerCredentials();
  const applyBalances = useApplyBalances();
  const keeper = useKeyKeeper();
  const [bankId, setBankId] = useState<number | undefined>(banks[0]?.bank_id);
  const { currency, withdrawal: limits } = methods;
  const check = useCallback(
    (values: { amount: string }) => ({
      amount: amountProblem(values.amount, { currency, limits, available }),
    }),
    [currency, limits, available],
  );
  const form = useForm({ amount: '' }, check);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const player = credentials();
    if (sending.current || !player || bankId === undefined || !form.attempt()) return;
    sending.current = true;
    setBusy(true);
    const amount = form.values.amount;
    const answer = await call(
      withdrawCall,
      { ...player, bank_id: bankId, amount, idempotency_key: keeper.keyFor(`${bankId}:${amount}`) },
      { successToast: t('messages:withdrawalPending') },
    );
    if (isDecided(answer)) keeper.settle();
    sending.current = false;
    setBusy(false);
    if (!isApiSuccess(answer)) return;
    applyBalances(answer);
    form.reset();
    onRequested(answer.value);
  };

  return (
    <form
      className="account-form__body wallet-form"
      onSubmit={submit}
      noValidate
      data-testid="withdrawal-form"
    >
      <fieldset className="wallet-methods">
        <legend className="account-field__label">{t('withdrawTo')}</legend>
        {banks.map((bank) => (
          <label key={bank.bank_id} className="wallet-method" data-bank-id={bank.bank_id}>
            <input
              type="radio"
              name="bank_id"
              value={bank.bank_id}
              checked={bankId === bank.bank_id}
              onChange={() => setBankId(bank.bank_id)}
            />
            <span className="wallet-method__text">
              <span className="wallet-method__name">{bank.bank_name}</span>
              <span className="wallet-method__detail">
                {bank.account_name} · <span className="wallet-reference">{bank.account_number}</span>
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        {...fieldProps(form, 'amount', { emptyShowsOnSend: true })}
        currency={currency}
        limits={limits}
      />
      <p className="account-form__note">{t('withdrawalNote')}</p>
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('requestWithdrawal')}
      </button>
    </form>
  );
}
