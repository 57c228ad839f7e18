import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { RegisterForm } from '#app/features/accounts/register-form.tsx';
import { returnPathOf } from '#app/features/accounts/return-path.ts';
import { showToast } from '#app/features/feedback/toasts.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/register-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'register');

/** Spec §2 /register, §4 registration followed by the verification code step; then logged in. */
export default function RegisterPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const { search } = useLocation();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const onRegistered = () => {
    showToast('success', t('messages:registerSuccess'));
    void navigate(returnPathOf(search) ?? localise('/'), { replace: true });
  };
  return (
    <div className="page account-page account-page--narrow">
      <h1 className="page__title account-page__title">{t('register')}</h1>
      <p className="account-page__lead">{t('registerLead')}</p>
      <div className="account-card">
        <RegisterForm search={search} onRegistered={onRegistered} />
      </div>
    </div>
  );
}
