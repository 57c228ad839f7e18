import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { formatNumberDisplay } from '#shared/format/number-display.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSession } from '#app/features/session/session-provider.tsx';

/** The player's minigame tokens (spec §3: token_balance and frozen_token) and where more come from. */
export function MinigameTokens() {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const tokens = useSession((s) => s.minigame);
  return (
    <section className="account-card" aria-labelledby="minigame-tokens-title" data-testid="minigame-tokens">
      <h2 className="account-card__title" id="minigame-tokens-title">
        {t('tokensTitle')}
      </h2>
      <dl className="account-facts">
        <div>
          <dt>{t('tokensAvailable')}</dt>
          <dd data-testid="minigame-token-balance">{formatNumberDisplay(tokens.token_balance)}</dd>
        </div>
        <div>
          <dt>{t('tokensFrozen')}</dt>
          <dd>{formatNumberDisplay(tokens.frozen_token)}</dd>
        </div>
      </dl>
      <p className="account-card__muted">{t('tokensHow')}</p>
      <Link to={localise('/inbox')} className="btn btn--ghost">
        {t('inbox')}
      </Link>
    </section>
  );
}
