import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { EditProfileForm } from '#app/features/accounts/edit-profile-form.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/edit-profile-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'editProfile');

/** /edit-profile (guarded): full name and e-mail; saved, the player sees the updated profile. */
export default function EditProfilePage() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  return (
    <AccountScreen title={t('editProfile')}>
      <section className="account-card">
        <EditProfileForm onSaved={() => void navigate(localise('/profile'))} />
      </section>
    </AccountScreen>
  );
}
