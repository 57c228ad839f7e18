import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { accountDetailsOf } from '#app/features/accounts/account-details.server.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import type { Route } from './+types/profile-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const details = await accountDetailsOf(request, context);
  return { maskedPhone: details?.maskedPhone ?? '', memberSince: details?.memberSince ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'profile');

/** /profile (guarded): the profile of spec §3 (account ID, full name, e-mail), phone and member since. */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const accountId = useSession((s) => s.user?.account_id ?? '');
  const fullName = useSession((s) => s.fullname);
  const email = useSession((s) => s.email);
  const notSet = <span className="account-card__muted">{t('notSet')}</span>;
  return (
    <AccountScreen title={t('profile')}>
      <section className="account-card" aria-labelledby="profile-card-title" data-testid="profile-card">
        <h2 className="account-card__title" id="profile-card-title">
          {t('profileDetails')}
        </h2>
        <dl className="account-facts account-facts--rows">
          <div>
            <dt>{t('accountId')}</dt>
            <dd>{accountId}</dd>
          </div>
          <div>
            <dt>{t('fullName')}</dt>
            <dd data-testid="profile-full-name">{fullName || notSet}</dd>
          </div>
          <div>
            <dt>{t('contactEmail')}</dt>
            <dd data-testid="profile-email">{email || notSet}</dd>
          </div>
          <div>
            <dt>{t('contactPhone')}</dt>
            <dd>{loaderData.maskedPhone || notSet}</dd>
          </div>
          {loaderData.memberSince ? (
            <div>
              <dt>{t('memberSince')}</dt>
              <dd>
                <LocalTime iso={loaderData.memberSince} withTime={false} />
              </dd>
            </div>
          ) : null}
        </dl>
        <Link to={localise('/edit-profile')} className="btn btn--primary">
          {t('editProfile')}
        </Link>
      </section>
    </AccountScreen>
  );
}
