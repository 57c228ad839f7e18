import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type BankAccountItem } from '#shared/contract/payment-contract.ts';
import { bankAddCall } from '#shared/contract/payment-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { fieldProps } from '#app/features/forms/field-props.ts';
import { TextField } from '#app/features/forms/text-field.tsx';
import { useForm } from '#app/features/forms/use-form.ts';
import { checkBankForm, normalisedText } from './bank-rules.ts';
import { usePlayerCredentials } from './use-wallet.ts';

/** /add-bank: bank name, account holder and account number, checked with the contract's rules. */
export function BankForm({ onAdded }: { onAdded: (banks: BankAccountItem[]) => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const credentials = usePlayerCredentials();
  const form = useForm({ bank_name: '', account_name: '', account_number: '' }, checkBankForm);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const player = credentials();
    if (sending.current || !player || !form.attempt()) return;
    sending.current = true;
    setBusy(true);
    const answer = await call(
      bankAddCall,
      {
        ...player,
        bank_name: normalisedText(form.values.bank_name),
        account_name: normalisedText(form.values.account_name),
        account_number: form.values.account_number,
      },
      { successToast: t('messages:bankAdded') },
    );
    sending.current = false;
    setBusy(false);
    if (isApiSuccess(answer)) onAdded(answer.value);
  };

  const field = (name: 'bank_name' | 'account_name' | 'account_number') => ({
    ...fieldProps(form, name, { emptyShowsOnSend: true }),
    required: true,
  });

  return (
    <form className="account-form__body wallet-form" onSubmit={submit} noValidate data-testid="bank-form">
      <TextField {...field('bank_name')} label={t('bankName')} maxLength={60} autoComplete="off" autoFocus />
      <TextField
        {...field('account_name')}
        label={t('accountName')}
        hint={t('accountNameHint')}
        maxLength={80}
        autoComplete="name"
      />
      <TextField
        {...field('account_number')}
        label={t('accountNumber')}
        hint={t('accountNumberHint')}
        filter="number"
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
      />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('saveBankAccount')}
      </button>
    </form>
  );
}
