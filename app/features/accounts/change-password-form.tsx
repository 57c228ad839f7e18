import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePasswordCall } from '../../../shared/contract/account-contract.ts';
import { isApiSuccess } from '../api/api-client.ts';
import { useApi } from '../api/use-api.tsx';
import { useSessionStoreApi } from '../session/session-provider.tsx';
import { confirmPasswordProblem, loginPasswordProblem, newPasswordProblem } from './field-rules.ts';
import { TextField } from './text-field.tsx';
import { useForm } from './use-form.ts';

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
        name="current_password"
        type="password"
        label={t('currentPassword')}
        value={form.values.current}
        onChange={(value) => form.set('current', value)}
        onBlur={() => form.blur('current')}
        problem={form.problems.current}
        showProblem={form.shows('current')}
        autoComplete="current-password"
        required
        autoFocus
      />
      <TextField
        name="new_password"
        type="password"
        label={t('newPassword')}
        hint={t('passwordHint')}
        value={form.values.password}
        onChange={(value) => form.set('password', value)}
        onBlur={() => form.blur('password')}
        problem={form.problems.password}
        showProblem={form.shows('password')}
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirm_password"
        type="password"
        label={t('confirmNewPassword')}
        value={form.values.confirm}
        onChange={(value) => form.set('confirm', value)}
        onBlur={() => form.blur('confirm')}
        problem={form.problems.confirm}
        showProblem={form.shows('confirm')}
        autoComplete="new-password"
        required
      />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('changePassword')}
      </button>
    </form>
  );
}
