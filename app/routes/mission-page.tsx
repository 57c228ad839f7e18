import { useEffect, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type MissionItem } from '#shared/contract/mission-contract.ts';
import { missionListCall } from '#shared/contract/mission-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import { MissionList } from '#app/features/rewards/mission-list.tsx';
import '#app/features/accounts/accounts.css';
import '#app/features/rewards/rewards.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageLanguage } from '#app/features/seo/page-language.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { Route } from './+types/mission-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'mission');

/** The missions are in the first HTML, with the page language to pick each title in. */
export async function loader(args: Route.LoaderArgs) {
  const config = await siteConfigOf(args.request, args.context);
  const answer = await playerPageData(args, missionListCall, {});
  const languages = config?.document.languages ?? { default: 'EN' as const, enabled: ['EN' as const] };
  return {
    missions: answer?.value ?? null,
    language: pageLanguage(new URL(args.request.url).pathname, languages),
    defaultLanguage: languages.default,
    now: Date.now(),
  };
}

/**
 * /mission (guarded): the brand's missions (brand document `missions`) with the player's progress,
 * counted on the server from their rounds, deposits and logins, and time left (decision 0035).
 */
export default function MissionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const [changed, setChanged] = useState<Record<string, MissionItem>>({});
  const [now, setNow] = useState(loaderData.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const missions = loaderData.missions?.map((mission) => changed[mission.mission_id] ?? mission) ?? null;
  return (
    <AccountScreen title={t('mission')} lead={t('missionLead')}>
      <div data-testid="missions">
        {!missions ? (
          <p className="account-card__muted">{t('walletUnavailable')}</p>
        ) : missions.length === 0 ? (
          <p className="account-card__muted">{t('missionNone')}</p>
        ) : (
          <MissionList
            missions={missions}
            language={loaderData.language}
            defaultLanguage={loaderData.defaultLanguage}
            currency={currency}
            now={now}
            onChange={(mission) => setChanged((all) => ({ ...all, [mission.mission_id]: mission }))}
          />
        )}
      </div>
    </AccountScreen>
  );
}
