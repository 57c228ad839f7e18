import { useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { minigameInfoCall } from '#shared/contract/minigame-calls.ts';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { FrozenTokens } from '#app/features/minigame/frozen-tokens.tsx';
import { PrizeWheelGame, type WheelMode } from '#app/features/minigame/prize-wheel-game.tsx';
import { MinigameTokens } from '#app/features/rewards/minigame-tokens.tsx';
import { useSite } from '#app/features/site/site-store.tsx';
import '#app/features/accounts/accounts.css';
import '#app/features/rewards/rewards.css';
import '#app/features/minigame/minigame.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/minigame-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'minigame');

/** The wheel is in the first HTML: its prizes, what is sold out, the free spins and frozen tokens. */
export async function loader(args: Route.LoaderArgs) {
  const answer = await playerPageData(args, minigameInfoCall, {});
  return { info: answer?.value ?? null };
}

/**
 * /minigame (guarded, minigame layout; the rewards icon opens it in a new tab): the prize wheel the
 * player spins with minigame tokens (decision 0037), their tokens free and frozen, and what
 * unlocks the frozen ones.
 */
export default function MinigamePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  const [mode, setMode] = useState<WheelMode | null>(
    loaderData.info ? { kind: 'wheel', info: loaderData.info } : null,
  );
  return (
    <div className="page rewards-page minigame-page" data-testid="minigame-page">
      <h1 className="page__title">{t('minigame')}</h1>
      <p className="rewards-page__lead">{t('minigameLead')}</p>
      {mode?.kind === 'wheel' ? (
        <>
          <PrizeWheelGame mode={mode} currency={currency} onInfo={setMode} />
          <div className="minigame-page__cards">
            <MinigameTokens />
            <FrozenTokens grants={mode.info.frozen} currency={currency} />
          </div>
        </>
      ) : (
        <p className="account-card__muted">{t('walletUnavailable')}</p>
      )}
    </div>
  );
}
