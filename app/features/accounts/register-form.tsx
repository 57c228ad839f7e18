import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { type LoginAnswer } from '#shared/contract/account-contract.ts';
import { requestRegisterTacCall, signupCall, verifyTacCall } from '#shared/contract/account-calls.ts';
import type { CallRequest } from '#shared/contract/call-types.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi, useLoginEntryHref } from '#app/features/api/use-api.tsx';
import { fieldProps, trimmed } from '#app/features/forms/field-props.ts';
import {
  accountIdLimits,
  accountIdProblem,
  confirmPasswordProblem,
  emailProblem,
  newPasswordProblem,
  phoneMaxLength,
  phoneProblem,
  referrerCodeProblem,
  tacLength,
  tacProblem,
} from '#app/features/forms/field-rules.ts';
import { TextField } from '#app/features/forms/text-field.tsx';
import { useForm } from '#app/features/forms/use-form.ts';
import { ResendButton, resendCooldownSeconds } from './resend-button.tsx';
import { signupExtras, referrerCodeOf } from './signup-extras.ts';
import { useAccountGroups } from './use-account-groups.ts';
import { useCountdown } from './use-countdown.ts';
import { useSignIn } from './use-sign-in.ts';
import { useSiteCallFields } from './use-site-call.ts';

/** What the player types of a signup (the contract's request fields), and the password once more. */
type Details =
  | keyof Pick<
      CallRequest<typeof signupCall>,
      'account_id' | 'password' | 'contact_phone' | 'contact_email' | 'referrer_code'
    >
  | 'confirm';

function checkDetails(values: Record<Details, string>) {
  return {
    account_id: accountIdProblem(values.account_id),
    password: newPasswordProblem(values.password),
    confirm: confirmPasswordProblem(values.password, values.confirm),
    contact_phone: phoneProblem(values.contact_phone),
    contact_email: emailProblem(values.contact_email, { optional: true }),
    referrer_code: referrerCodeProblem(values.referrer_code),
  };
}

function checkCode(values: { tac: string }) {
  return { tac: tacProblem(values.tac) };
}

export interface RegisterFormProps {
  /** The query of the page (`?ref=`, campaign parameters, `?verify=` to finish a pending signup). */
  search: string;
  onRegistered: () => void;
}

/**
 * Registration (spec §4, §7): the account's details, then the code sent by SMS (TAC). A correct
 * code activates the account and logs the player in. `?verify=<account id>` opens the code step for
 * an account that registered but never entered its code.
 */
export function RegisterForm({ search, onRegistered }: RegisterFormProps) {
  useAccountGroups();
  const pending = new URLSearchParams(search).get('verify');
  const pendingId = pending && !accountIdProblem(pending) ? pending.toLowerCase() : null;
  const [accountId, setAccountId] = useState<string | null>(pendingId);
  const [codeSent, setCodeSent] = useState(false);

  if (accountId === null) {
    return (
      <DetailsStep
        search={search}
        onCodeSent={(id) => {
          setAccountId(id);
          setCodeSent(true);
        }}
      />
    );
  }
  return <CodeStep accountId={accountId} codeSent={codeSent} onRegistered={onRegistered} />;
}

function DetailsStep({ search, onCodeSent }: { search: string; onCodeSent: (accountId: string) => void }) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const site = useSiteCallFields();
  const loginHref = useLoginEntryHref();
  const form = useForm(
    {
      account_id: '',
      password: '',
      confirm: '',
      contact_phone: '',
      contact_email: '',
      referrer_code: referrerCodeOf(search),
    },
    checkDetails,
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.attempt()) return;
    setBusy(true);
    const { values } = form;
    const accountId = values.account_id.toLowerCase();
    const answer = await call(signupCall, {
      ...site(),
      account_id: accountId,
      password: values.password,
      contact_phone: values.contact_phone.trim(),
      contact_email: values.contact_email,
      ...signupExtras(search, values.referrer_code),
    });
    setBusy(false);
    if (isApiSuccess(answer)) onCodeSent(accountId);
  };

  return (
    <form
      className="account-form account-form__body"
      onSubmit={submit}
      noValidate
      data-testid="register-form"
    >
      <TextField
        {...fieldProps(form, 'account_id', { clean: trimmed })}
        label={t('accountId')}
        hint={t('accountIdHint', { ...accountIdLimits })}
        autoComplete="username"
        maxLength={accountIdLimits.max}
        required
        autoFocus
      />
      <TextField
        {...fieldProps(form, 'password')}
        type="password"
        label={t('password')}
        hint={t('passwordHint')}
        autoComplete="new-password"
        required
      />
      <TextField
        {...fieldProps(form, 'confirm')}
        type="password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
      />
      <TextField
        {...fieldProps(form, 'contact_phone', { name: 'phone' })}
        type="tel"
        label={t('contactPhone')}
        hint={t('mobileHint')}
        inputMode="tel"
        autoComplete="tel"
        maxLength={phoneMaxLength}
        required
      />
      <TextField
        {...fieldProps(form, 'contact_email')}
        type="email"
        label={t('contactEmail')}
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      <TextField
        {...fieldProps(form, 'referrer_code')}
        label={t('referrerCode')}
        maxLength={200}
        autoComplete="off"
      />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('signUp')}
      </button>
      <p className="account-form__note" data-testid="register-protection-note">
        {t('registerProtectionNote')}
      </p>
      <p className="account-form__links">
        <span className="account-form__link-group">
          {t('haveAccount')}{' '}
          <Link to={loginHref} className="account-form__link">
            {t('logIn')}
          </Link>
        </span>
      </p>
    </form>
  );
}

function CodeStep({
  accountId,
  codeSent,
  onRegistered,
}: {
  accountId: string;
  codeSent: boolean;
  onRegistered: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const site = useSiteCallFields();
  const signIn = useSignIn();
  const form = useForm({ tac: '' }, checkCode);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(codeSent);
  const cooldown = useCountdown();
  const { start } = cooldown;

  // The code just went out with the signup: a new one may be asked for after the cooldown.
  useEffect(() => {
    if (codeSent) start(resendCooldownSeconds);
  }, [codeSent, start]);

  const resend = async () => {
    setBusy(true);
    const answer = await call(requestRegisterTacCall, { ...site(), account_id: accountId });
    setBusy(false);
    if (!isApiSuccess(answer)) return;
    setSent(true);
    start(resendCooldownSeconds);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.attempt()) return;
    setBusy(true);
    const answer = await call(verifyTacCall, { ...site(), account_id: accountId, tac: form.values.tac });
    setBusy(false);
    if (isApiSuccess(answer) && signIn(answer as LoginAnswer)) onRegistered();
  };

  return (
    <form
      className="account-form account-form__body"
      onSubmit={submit}
      noValidate
      data-testid="register-code-form"
    >
      <h2 className="account-form__step">{t('verifyPhone')}</h2>
      <p className="account-form__note" role="status">
        {sent ? t('messages:tacSent') : t('verifyPendingLead', { account: accountId })}
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
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('verify')}
      </button>
    </form>
  );
}
