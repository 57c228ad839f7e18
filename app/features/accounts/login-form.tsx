import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { type LoginAnswer } from '#shared/contract/account-contract.ts';
import { loginCall, loginTacCall, requestLoginTacCall } from '#shared/contract/account-calls.ts';
import { isApiSuccess, type ApiAnswer } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { fieldProps, trimmed } from '#app/features/forms/field-props.ts';
import {
  accountIdLimits,
  accountIdProblem,
  loginPasswordProblem,
  tacProblem,
  tacLength,
  type FormProblems,
} from '#app/features/forms/field-rules.ts';
import { TextField } from '#app/features/forms/text-field.tsx';
import { useForm } from '#app/features/forms/use-form.ts';
import { ResendButton, resendCooldownSeconds } from './resend-button.tsx';
import { useAccountGroups } from './use-account-groups.ts';
import { useCountdown } from './use-countdown.ts';
import { useSignIn } from './use-sign-in.ts';
import { useSiteCallFields } from './use-site-call.ts';

type Method = 'password' | 'code';

function checkPasswordLogin(values: { account_id: string; password: string }) {
  return {
    account_id: accountIdProblem(values.account_id),
    password: loginPasswordProblem(values.password),
  } satisfies FormProblems<'account_id' | 'password'>;
}

function checkCodeLogin(values: { account_id: string; tac: string }) {
  return { account_id: accountIdProblem(values.account_id), tac: tacProblem(values.tac) };
}

function checkCodeRequest(values: { account_id: string; tac: string }) {
  return { account_id: accountIdProblem(values.account_id) };
}

export interface LoginFormProps {
  /** Runs once the player is logged in (the session store is already signed in). */
  onLoggedIn: () => void;
  /** Focus the first field on mount (the login page; a modal focuses it itself). */
  autoFocus?: boolean;
}

/**
 * The login of spec §4 for the /login page and the login and sign-in modals: account ID and
 * password, or "log in by code" (a code by SMS, then the code). Wrong answers are shown by the
 * outcome rules of spec §8 (the error dialog); the form keeps what was typed.
 */
export function LoginForm({ onLoggedIn, autoFocus = true }: LoginFormProps) {
  const { t } = useTranslation('ui');
  useAccountGroups();
  const [method, setMethod] = useState<Method>('password');
  const id = useId();
  const tabs: { method: Method; label: string }[] = [
    { method: 'password', label: t('loginWithPassword') },
    { method: 'code', label: t('loginWithCode') },
  ];
  const selectTab = (next: Method) => setMethod(next);
  const onTabKey = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Method = method === 'password' ? 'code' : 'password';
    setMethod(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="account-form account-form--login">
      <div className="account-tabs" role="tablist" aria-label={t('logIn')}>
        {tabs.map((tab) => (
          <button
            key={tab.method}
            id={`${id}-tab-${tab.method}`}
            type="button"
            role="tab"
            className="account-tabs__tab"
            aria-selected={method === tab.method}
            aria-controls={`${id}-panel-${tab.method}`}
            tabIndex={method === tab.method ? 0 : -1}
            onClick={() => selectTab(tab.method)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${method}`} aria-labelledby={`${id}-tab-${method}`}>
        {method === 'password' ? (
          <PasswordLogin onLoggedIn={onLoggedIn} autoFocus={autoFocus} />
        ) : (
          <CodeLogin onLoggedIn={onLoggedIn} />
        )}
      </div>
      <LoginLinks />
    </div>
  );
}

function LoginLinks() {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  return (
    <p className="account-form__links">
      <Link to={localise('/forgot-password')} className="account-form__link">
        {t('forgotPasswordLink')}
      </Link>
      <span className="account-form__link-group">
        {t('noAccountYet')}{' '}
        <Link to={localise('/register')} className="account-form__link">
          {t('signUp')}
        </Link>
      </span>
    </p>
  );
}

/** Signs in with a login answer (password, code); shows nothing more: the outcome rules did. */
function useFinishLogin(onLoggedIn: () => void): (answer: ApiAnswer<typeof loginCall>) => boolean {
  const signIn = useSignIn();
  return (answer) => {
    if (!isApiSuccess(answer) || !signIn(answer as LoginAnswer)) return false;
    onLoggedIn();
    return true;
  };
}

function PasswordLogin({ onLoggedIn, autoFocus }: { onLoggedIn: () => void; autoFocus: boolean }) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const site = useSiteCallFields();
  const finish = useFinishLogin(onLoggedIn);
  const form = useForm({ account_id: '', password: '' }, checkPasswordLogin);
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  const localise = useLocalisedPath();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.attempt()) return;
    setBusy(true);
    const answer = await call(loginCall, { ...site(), ...form.values });
    setBusy(false);
    if (finish(answer)) return;
    setUnverified(answer.message === 'accountNotVerified' ? form.values.account_id.toLowerCase() : null);
  };

  return (
    <form className="account-form__body" onSubmit={submit} noValidate data-testid="login-password-form">
      <TextField
        {...fieldProps(form, 'account_id', { clean: trimmed })}
        label={t('accountId')}
        autoComplete="username"
        maxLength={accountIdLimits.max}
        required
        autoFocus={autoFocus}
      />
      <TextField
        {...fieldProps(form, 'password')}
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
      />
      {unverified ? (
        <p className="account-form__note" role="status">
          <Link to={`${localise('/register')}?verify=${encodeURIComponent(unverified)}`}>
            {t('verifyPhoneLink')}
          </Link>
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('logIn')}
      </button>
    </form>
  );
}

function CodeLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const site = useSiteCallFields();
  const finish = useFinishLogin(onLoggedIn);
  const [sent, setSent] = useState(false);
  const form = useForm({ account_id: '', tac: '' }, sent ? checkCodeLogin : checkCodeRequest);
  const [busy, setBusy] = useState(false);
  const cooldown = useCountdown();

  const requestCode = async () => {
    setBusy(true);
    const answer = await call(requestLoginTacCall, { ...site(), account_id: form.values.account_id });
    setBusy(false);
    if (!isApiSuccess(answer)) return;
    setSent(true);
    cooldown.start(resendCooldownSeconds);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.attempt()) return;
    if (!sent) return requestCode();
    setBusy(true);
    const answer = await call(loginTacCall, {
      ...site(),
      account_id: form.values.account_id,
      tac: form.values.tac,
    });
    setBusy(false);
    finish(answer);
  };

  return (
    <form className="account-form__body" onSubmit={submit} noValidate data-testid="login-code-form">
      <TextField
        {...fieldProps(form, 'account_id', { clean: trimmed })}
        label={t('accountId')}
        autoComplete="username"
        maxLength={accountIdLimits.max}
        required
        readOnly={sent}
        autoFocus
      />
      {sent ? (
        <>
          <p className="account-form__note" role="status">
            {t('messages:loginCodeSent')}
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
            <ResendButton remaining={cooldown.remaining} busy={busy} onResend={() => void requestCode()} />
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setSent(false);
                form.reset({ account_id: form.values.account_id });
              }}
            >
              {t('changeAccount')}
            </button>
          </div>
        </>
      ) : null}
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : sent ? t('logIn') : t('sendCode')}
      </button>
    </form>
  );
}
