import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { forgotPasswordCall, resetPasswordCall } from '#shared/contract/account-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi, useLoginEntryHref } from '#app/features/api/use-api.tsx';
import { fieldProps, trimmed } from '#app/features/forms/field-props.ts';
import {
  accountIdLimits,
  accountIdProblem,
  confirmPasswordProblem,
  newPasswordProblem,
  phoneMaxLength,
  phoneProblem,
  tacLength,
  tacProblem,
} from '#app/features/forms/field-rules.ts';
import { TextField } from '#app/features/forms/text-field.tsx';
import { useForm } from '#app/features/forms/use-form.ts';
import { ResendButton, resendCooldownSeconds } from './resend-button.tsx';
import { useAccountGroups } from './use-account-groups.ts';
import { useCountdown } from './use-countdown.ts';
import { useSiteCallFields } from './use-site-call.ts';

function checkRequest(values: { account_id: string; phone: string }) {
  return { account_id: accountIdProblem(values.account_id), phone: phoneProblem(values.phone) };
}

function checkReset(values: { tac: string; password: string; confirm: string }) {
  return {
    tac: tacProblem(values.tac),
    password: newPasswordProblem(values.password),
    confirm: confirmPasswordProblem(values.password, values.confirm),
  };
}

type Step = { name: 'request' } | { name: 'reset'; account_id: string; phone: string } | { name: 'done' };

/**
 * Forgot password (/forgot-password; the spec shows no more than its guest-only marker): account ID
 * and phone number; the same message whether or not they match an account (no disclosure); then the
 * code with a new password; then a link to log in (every session of the account has ended).
 */
export function ForgotPasswordForm() {
  useAccountGroups();
  const [step, setStep] = useState<Step>({ name: 'request' });
  if (step.name === 'request')
    return <RequestStep onSent={(account_id, phone) => setStep({ name: 'reset', account_id, phone })} />;
  if (step.name === 'reset')
    return (
      <ResetStep accountId={step.account_id} phone={step.phone} onReset={() => setStep({ name: 'done' })} />
    );
  return <DoneStep />;
}

function RequestStep({ onSent }: { onSent: (accountId: string, phone: string) => void }) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const site = useSiteCallFields();
  const loginHref = useLoginEntryHref();
  const form = useForm({ account_id: '', phone: '' }, checkRequest);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.attempt()) return;
    setBusy(true);
    const accountId = form.values.account_id.toLowerCase();
    // As typed: the server reads it with the brand's country, as at signup (decision 0020).
    const phone = form.values.phone.trim();
    const answer = await call(forgotPasswordCall, { ...site(), account_id: accountId, contact_phone: phone });
    setBusy(false);
    if (isApiSuccess(answer)) onSent(accountId, phone);
  };

  return (
    <form className="account-form account-form__body" onSubmit={submit} noValidate data-testid="forgot-form">
      <TextField
        {...fieldProps(form, 'account_id', { clean: trimmed })}
        label={t('accountId')}
        autoComplete="username"
        maxLength={accountIdLimits.max}
        required
        autoFocus
      />
      <TextField
        {...fieldProps(form, 'phone')}
        type="tel"
        label={t('contactPhone')}
        hint={t('mobileHint')}
        inputMode="tel"
        autoComplete="tel"
        maxLength={phoneMaxLength}
        required
      />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('sendCode')}
      </button>
      <p className="account-form__links">
        <Link to={loginHref} className="account-form__link">
          {t('backToLogin')}
        </Link>
      </p>
    </form>
  );
}

function ResetStep({ accountId, phone, onReset }: { accountId: string; phone: string; onReset: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const site = useSiteCallFields();
  const form = useForm({ tac: '', password: '', confirm: '' }, checkReset);
  const [busy, setBusy] = useState(false);
  const cooldown = useCountdown();
  const { start } = cooldown;
  // The first code was asked for a moment ago.
  useEffect(() => start(resendCooldownSeconds), [start]);

  const resend = async () => {
    setBusy(true);
    const answer = await call(forgotPasswordCall, { ...site(), account_id: accountId, contact_phone: phone });
    setBusy(false);
    if (isApiSuccess(answer)) start(resendCooldownSeconds);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.attempt()) return;
    setBusy(true);
    const answer = await call(resetPasswordCall, {
      ...site(),
      account_id: accountId,
      tac: form.values.tac,
      new_password: form.values.password,
    });
    setBusy(false);
    if (isApiSuccess(answer)) onReset();
  };

  return (
    <form className="account-form account-form__body" onSubmit={submit} noValidate data-testid="reset-form">
      <p className="account-form__note" role="status">
        {t('messages:resetCodeSent')}
      </p>
      <TextField
        {...fieldProps(form, 'tac')}
        label={t('verificationCode')}
        filter="number"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={tacLength}
        required
        autoFocus
      />
      <div className="account-form__row">
        <ResendButton remaining={cooldown.remaining} busy={busy} onResend={() => void resend()} />
      </div>
      <TextField
        {...fieldProps(form, 'password', { name: 'new_password' })}
        type="password"
        label={t('newPassword')}
        hint={t('passwordHint')}
        autoComplete="new-password"
        required
      />
      <TextField
        {...fieldProps(form, 'confirm', { name: 'confirm_password' })}
        type="password"
        label={t('confirmNewPassword')}
        autoComplete="new-password"
        required
      />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('setNewPassword')}
      </button>
    </form>
  );
}

function DoneStep() {
  const { t } = useTranslation(['ui', 'messages']);
  const loginHref = useLoginEntryHref();
  return (
    <div className="account-form account-form__body" data-testid="reset-done">
      <p className="account-form__success" role="status">
        {t('messages:passwordReset')}
      </p>
      <Link to={loginHref} className="btn btn--primary account-form__submit">
        {t('logIn')}
      </Link>
    </div>
  );
}
