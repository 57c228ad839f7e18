import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { ForgotPasswordForm } from '#app/features/accounts/forgot-password-form.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/forgot-password-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'forgotPassword');

/** Spec §2 /forgot-password (guest-only): a reset code by SMS, then a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('ui');
  return (
    <div className="page account-page account-page--narrow">
      <h1 className="page__title account-page__title">{t('forgotPassword')}</h1>
      <p className="account-page__lead">{t('forgotPasswordLead')}</p>
      <div className="account-card">
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
