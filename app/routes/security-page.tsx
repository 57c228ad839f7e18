import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { accountDetailsOf } from '#app/features/accounts/account-details.server.ts';
import { LogoutButton } from '#app/features/accounts/account-nav.tsx';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { deviceTraitsOf } from '#app/features/device/device-info.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/security-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const details = await accountDetailsOf(request, context);
  return { session: details?.session ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'security');

/** A short name of a browser and system ("Chrome on Windows"); product names need no translation. */
function deviceName(userAgent: string): string {
  const device = deviceTraitsOf(userAgent);
  const browser = device.isEdge
    ? 'Edge'
    : device.isSamsung
      ? 'Samsung Internet'
      : device.isFirefox
        ? 'Firefox'
        : device.isChrome
          ? 'Chrome'
          : device.isSafari
            ? 'Safari'
            : '';
  const system = device.isIos
    ? 'iOS'
    : device.isAndroid
      ? 'Android'
      : device.isWindows
        ? 'Windows'
        : device.isMacOS
          ? 'macOS'
          : '';
  return [browser, system].filter(Boolean).join(' · ');
}

/**
 * /security (guarded): this session (since when, last activity, when it ends, from where), how to
 * end every other session (a password change does), and the log-out button.
 */
export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const { session } = loaderData;
  return (
    <AccountScreen title={t('security')}>
      <section className="account-card" aria-labelledby="session-card-title" data-testid="session-card">
        <h2 className="account-card__title" id="session-card-title">
          {t('currentSession')}
        </h2>
        {session ? (
          <dl className="account-facts account-facts--rows">
            <div>
              <dt>{t('sessionDevice')}</dt>
              <dd>{deviceName(session.userAgent) || t('notSet')}</dd>
            </div>
            <div>
              <dt>{t('ipAddress')}</dt>
              <dd>{session.ipAddress || t('notSet')}</dd>
            </div>
            <div>
              <dt>{t('sessionStarted')}</dt>
              <dd>
                <LocalTime iso={session.startedAt} />
              </dd>
            </div>
            <div>
              <dt>{t('lastActivity')}</dt>
              <dd>
                <LocalTime iso={session.lastSeenAt} />
              </dd>
            </div>
            <div>
              <dt>{t('sessionEnds')}</dt>
              <dd>
                <LocalTime iso={session.endsAt} />
              </dd>
            </div>
          </dl>
        ) : null}
        <p className="account-card__muted">{t('sessionIdleNote', { minutes: session?.idleMinutes ?? 30 })}</p>
        <LogoutButton className="btn btn--primary" />
      </section>
      <section className="account-card" aria-labelledby="everywhere-card-title">
        <h2 className="account-card__title" id="everywhere-card-title">
          {t('logOutEverywhere')}
        </h2>
        <p>{t('logOutEverywhereHint')}</p>
        <Link to={localise('/change-password')} className="btn btn--ghost">
          {t('changePassword')}
        </Link>
      </section>
    </AccountScreen>
  );
}
