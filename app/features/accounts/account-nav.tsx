import { useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { NavLink } from 'react-router';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useLogout } from './use-logout.ts';

const pages = [
  { path: '/account', title: 'account' },
  { path: '/profile', title: 'profile' },
  { path: '/edit-profile', title: 'editProfile' },
  { path: '/change-password', title: 'changePassword' },
  { path: '/security', title: 'security' },
  // Player protection one click away from every account screen (issue 15): limits, time-out, exclusion.
  { path: '/responsible-gaming', title: 'responsibleGaming' },
] as const;

/** The log-out button of the account screens (spec §4 logout). */
export function LogoutButton({ className = 'btn btn--ghost' }: { className?: string }) {
  const { t } = useTranslation('ui');
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      data-testid="logout"
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      {t('logOut')}
    </button>
  );
}

/** The account screens' own navigation, with the log-out button. */
export function AccountNav() {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  return (
    <nav className="account-nav" aria-label={t('accountMenu')}>
      <ul className="account-nav__list">
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink to={localise(page.path)} className="account-nav__link" end>
              {t(page.title)}
            </NavLink>
          </li>
        ))}
      </ul>
      <LogoutButton className="btn btn--ghost account-nav__logout" />
    </nav>
  );
}
