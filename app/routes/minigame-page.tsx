import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { MinigameTokens } from '#app/features/rewards/minigame-tokens.tsx';
import '#app/features/accounts/accounts.css';
import '#app/features/rewards/rewards.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/minigame-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'minigame');

/**
 * /minigame (guarded, minigame layout; the rewards icon opens it in a new tab): the player's
 * minigame tokens, free and frozen. The game comes with issue 14.
 */
export default function MinigamePage() {
  const { t } = useTranslation('ui');
  return (
    <div className="page rewards-page" data-testid="minigame-page">
      <h1 className="page__title">{t('minigame')}</h1>
      <p className="rewards-page__lead">{t('minigameLead')}</p>
      <MinigameTokens />
    </div>
  );
}
