import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { VipCard } from '#app/features/accounts/vip-card.tsx';
import '#app/features/accounts/accounts.css';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import '#app/features/rewards/rewards.css';
import { VipLadderTable } from '#app/features/rewards/vip-ladder-table.tsx';
import { vipLadderRows } from '#app/features/rewards/vip-ladder-rows.server.ts';
import { shownSiteOf } from '#app/features/home/shown-site.server.ts';
import { pageLanguage } from '#app/features/seo/page-language.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import type { Route } from './+types/vip-page';

/** The brand's own ladder (brand document `vip`), level names in the page language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await shownSiteOf(request, context);
  if (!config) return { levels: [], carryOver: true };
  const language = pageLanguage(new URL(request.url).pathname, config.document.languages);
  return { levels: vipLadderRows(config, language), carryOver: config.document.vip.carry_over };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'vip');

/**
 * /vip (open to all, spec §1: "a VIP level with progress to the next level"): the brand's levels,
 * what each asks for and gives; a signed-in player also sees their level and progress, a visitor a way to log in.
 */
export default function VipPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.isAuthenticated);
  return (
    <div className="page rewards-page" data-testid="vip-page">
      <h1 className="page__title">{t('vip')}</h1>
      <p className="rewards-page__lead">{t('vipLead')}</p>
      {signedIn ? (
        <VipCard />
      ) : (
        <section className="account-card">
          <p className="account-card__muted">{t('vipSignedOut')}</p>
          <Link
            to={`${localise('/login')}?next=${encodeURIComponent(pathname)}`}
            className="btn btn--primary"
          >
            {t('login')}
          </Link>
        </section>
      )}
      <VipLadderTable levels={loaderData.levels} />
      <p className="rewards-page__lead">{t(loaderData.carryOver ? 'vipCycleCarry' : 'vipCycleReset')}</p>
    </div>
  );
}
