import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { ChangePasswordForm } from '#app/features/accounts/change-password-form.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/change-password-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'changePassword');

/** /change-password (guarded): a new password; every other session of the account ends. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('ui');
  return (
    <AccountScreen title={t('changePassword')} lead={t('changePasswordLead')}>
      <section className="account-card">
        <ChangePasswordForm />
      </section>
    </AccountScreen>
  );
}
