import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { MinigameTokens } from '#app/features/rewards/minigame-tokens.tsx';
import '#app/features/rewards/rewards.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/spin-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'spin');

/**
 * /spin (guarded): the Lucky Spin is played with minigame tokens; the wheel itself comes with
 * issue 14, so the page shows what the player holds for it today and where tokens come from.
 */
export default function SpinPage() {
  const { t } = useTranslation('ui');
  return (
    <AccountScreen title={t('spin')} lead={t('spinLead')}>
      <MinigameTokens />
    </AccountScreen>
  );
}
