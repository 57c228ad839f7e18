import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '#app/features/accounts/login-form.tsx';
import { returnPathOf } from '#app/features/accounts/return-path.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/login-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'login');

/**
 * Spec §2: the login page of the default templates (the others have a modal instead; their
 * middleware never lets this page render). Logged in, the player goes back to the guarded page
 * that sent them here (`?next=`), or home.
 */
export default function LoginPage() {
  const { t } = useTranslation('ui');
  const { search } = useLocation();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  return (
    <div className="page account-page account-page--narrow">
      <h1 className="page__title account-page__title">{t('login')}</h1>
      <p className="account-page__lead">{t('loginPrompt')}</p>
      <div className="account-card">
        <LoginForm
          onLoggedIn={() => void navigate(returnPathOf(search) ?? localise('/'), { replace: true })}
        />
      </div>
    </div>
  );
}
