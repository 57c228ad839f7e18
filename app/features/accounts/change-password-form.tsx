import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { updatePasswordCall } from '#shared/contract/account-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useSessionStoreApi } from '#app/features/session/session-provider.tsx';
import { fieldProps } from '#app/features/forms/field-props.ts';
import {
  confirmPasswordProblem,
  loginPasswordProblem,
  newPasswordProblem,
} from '#app/features/forms/field-rules.ts';
import { TextField } from '#app/features/forms/text-field.tsx';
import { useForm } from '#app/features/forms/use-form.ts';

function checkPasswords(values: { current: string; password: string; confirm: string }) {
  const password = newPasswordProblem(values.password);
  return {
    current: loginPasswordProblem(values.current),
    password:
      password ??
      (values.current !== '' && values.password === values.current ? { key: 'passwordUnchanged' } : null),
    confirm: confirmPasswordProblem(values.password, values.confirm),
  };
}

/**
 * Spec §7 update_password: the current password, the new one twice. The server ends every other
 * session of the account; this one stays logged in, and the player is told so.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const session = useSessionStoreApi();
  const form = useForm({ current: '', password: '', confirm: '' }, checkPasswords);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { token, user } = session.getState();
    if (busy || !token || !user || !form.attempt()) return;
    setBusy(true);
    setChanged(false);
    const answer = await call(updatePasswordCall, {
      account_id: user.account_id,
      auth: token,
      password: form.values.current,
      new_password: form.values.password,
    });
    setBusy(false);
    if (!isApiSuccess(answer)) return;
    form.reset();
    setChanged(true);
  };

  return (
    <form
      className="account-form account-form__body"
      onSubmit={submit}
      noValidate
      data-testid="change-password-form"
    >
      {changed ? (
        <div className="account-form__success" role="status" data-testid="password-changed">
          <p>{t('messages:passwordChanged')}</p>
          <p>{t('messages:otherSessionsEnded')}</p>
        </div>
      ) : null}
      <TextField
        {...fieldProps(form, 'current', { name: 'current_password' })}
        type="password"
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        autoFocus
      />
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
        {busy ? t('loading') : t('changePassword')}
      </button>
    </form>
  );
}
