import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { profileUpdateCall } from '#shared/contract/account-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { saveStoredUser } from '#app/features/session/logout-signal.ts';
import { useSession, useSessionStoreApi } from '#app/features/session/session-provider.tsx';
import { fieldProps, trimmed } from '#app/features/forms/field-props.ts';
import {
  emailProblem,
  fullNameMax,
  fullNameProblem,
  normalisedName,
} from '#app/features/forms/field-rules.ts';
import { alphabetOnly } from '#app/features/forms/keyboard-filters.ts';
import { TextField } from '#app/features/forms/text-field.tsx';
import { useForm } from '#app/features/forms/use-form.ts';

function checkProfile(values: { full_name: string; contact_email: string }) {
  return {
    full_name: fullNameProblem(values.full_name),
    contact_email: emailProblem(values.contact_email, { optional: true }),
  };
}

/**
 * Spec §7 profile_update: full name (alphabet-only field of spec §5) and e-mail; on success the
 * stored name and e-mail are updated from value[0] of the answer.
 */
export function EditProfileForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const session = useSessionStoreApi();
  const fullname = useSession((s) => s.fullname);
  const email = useSession((s) => s.email);
  // A stored name in another script cannot be typed here again: it starts cleaned, as the filter would.
  const form = useForm({ full_name: alphabetOnly(fullname), contact_email: email }, checkProfile);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { token, user } = session.getState();
    if (busy || !token || !user || !form.attempt()) return;
    setBusy(true);
    const answer = await call(
      profileUpdateCall,
      {
        account_id: user.account_id,
        auth: token,
        full_name: normalisedName(form.values.full_name),
        contact_email: form.values.contact_email,
      },
      { successToast: t('messages:profileUpdated') },
    );
    setBusy(false);
    const saved = isApiSuccess(answer) ? answer.value[0] : undefined;
    if (!saved) return;
    session.getState().setProfile({ full_name: saved.full_name, contact_email: saved.contact_email });
    try {
      saveStoredUser(window.localStorage, {
        ...user,
        full_name: saved.full_name,
        contact_email: saved.contact_email,
      });
    } catch {
      // No storage: the session store alone holds the new profile.
    }
    onSaved();
  };

  return (
    <form
      className="account-form account-form__body"
      onSubmit={submit}
      noValidate
      data-testid="edit-profile-form"
    >
      <TextField
        {...fieldProps(form, 'full_name')}
        label={t('fullName')}
        hint={t('fullNameHint')}
        filter="alphabet"
        autoComplete="name"
        maxLength={fullNameMax}
        required
        autoFocus
      />
      <TextField
        {...fieldProps(form, 'contact_email', { clean: trimmed })}
        type="email"
        label={t('contactEmail')}
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {busy ? t('loading') : t('save')}
      </button>
    </form>
  );
}
