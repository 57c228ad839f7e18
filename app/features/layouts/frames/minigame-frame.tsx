import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useSite } from '#app/features/site/site-store.tsx';
import { useAccountSummary } from '#app/features/layouts/account-area.tsx';
import type { FrameProps } from '#app/features/layouts/layout-registry.ts';
import { BrandLink } from '#app/features/layouts/parts/brand-link.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';

/**
 * The `minigame` layout (spec section 2: /minigame uses it): a full-screen dark stage under a small
 * bar with the way back home, the logo and the player's balance and tokens (updated after each spin).
 */
export function MinigameFrame({ children }: FrameProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const template = useSite((s) => s.template);
  const summary = useAccountSummary();
  return (
    <div className="frame minigame" data-template={template ?? undefined}>
      <header className="minigame__bar">
        <Link to={localise('/')} className="minigame__back">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M15 5 8 12l7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
          <span>{t('backToHome')}</span>
        </Link>
        <BrandLink template={template ?? undefined} wordmark={false} className="minigame__brand" />
        <div className="minigame__tokens" aria-live="polite">
          {summary ? (
            <>
              <span className="minigame__pair">
                <span className="minigame__tokens-label minigame__balance-label">{t('balance')}</span>
                <span className="minigame__balance-value" data-testid="minigame-balance">
                  {summary.balance ? `${summary.currency} ${summary.balance}` : '0'}
                </span>
              </span>
              <span className="minigame__pair">
                <span className="minigame__tokens-label">{t('tokens')}</span>
                <span className="minigame__tokens-value" data-testid="minigame-tokens-value">
                  {summary.tokens || '0'}
                </span>
              </span>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" className="minigame__stage" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
