import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import '#app/features/rewards/rewards.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import type { Route } from './+types/mission-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'mission');

interface Mission {
  id: string;
  title: string;
  done: boolean;
  path: string;
  action: string;
}

/**
 * /mission (guarded): the steps of an account the platform can tell are done or not today, each
 * checked against the player's own data: a complete profile, a first deposit, the next VIP level.
 * Rewarded missions with their own rules come with issue 13 (decision 0019).
 */
export default function MissionPage() {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const profileDone = useSession((s) =>
    Boolean(
      (s.fullname || s.user?.full_name || '').trim() && (s.email || s.user?.contact_email || '').trim(),
    ),
  );
  const vip = useSession((s) => s.vip);
  const missions: Mission[] = [
    {
      id: 'profile',
      title: t('missionProfile'),
      done: profileDone,
      path: '/edit-profile',
      action: 'editProfile',
    },
    {
      id: 'deposit',
      title: t('missionDeposit'),
      done: Number(vip?.totalDeposit ?? 0) > 0,
      path: '/deposit',
      action: 'deposit',
    },
  ];
  if (vip?.nextLevel) {
    missions.push({
      id: 'vip',
      title: t('missionVip', { level: vip.nextLevel }),
      done: false,
      path: '/vip',
      action: 'vip',
    });
  }
  return (
    <AccountScreen title={t('mission')} lead={t('missionLead')}>
      <section className="account-card" aria-labelledby="missions-title" data-testid="missions">
        <h2 className="account-card__title" id="missions-title">
          {t('missionListTitle')}
        </h2>
        {vip ? (
          <ul className="rewards-list">
            {missions.map((mission) => (
              <li
                key={mission.id}
                className="rewards-item"
                data-done={mission.done}
                data-testid={`mission-${mission.id}`}
              >
                <p className="rewards-item__text">
                  <span className="rewards-item__title">{mission.title}</span>
                  <span className="rewards-item__state">
                    {mission.done ? t('missionDone') : t('missionOpen')}
                  </span>
                </p>
                {mission.done ? null : (
                  <Link to={localise(mission.path)} className="btn btn--ghost">
                    {t(mission.action)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-card__muted" role="status">
            {t('loading')}
          </p>
        )}
      </section>
    </AccountScreen>
  );
}
