import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useModalActions } from '#app/features/feedback/modal-provider.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useSite } from '#app/features/site/site-store.tsx';
import { closeRewards, isRewardsClosed, rewardsActionOf, rewardsClosedKey } from './rewards-dismissal.ts';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Closes in this tab notify through this event; other tabs through the storage event. */
const closedEvent = 'marquee:rewards-closed';

/**
 * Whether the player closed the icon on this brand. The server cannot know (it lives in
 * localStorage), so the server and the hydrating render say "closed": the icon appears after
 * hydration instead of flashing and vanishing for a player who closed it.
 */
function useRewardsClosed(brand: string): [boolean, () => void] {
  const subscribe = useCallback(
    (notify: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === rewardsClosedKey(brand)) notify();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(closedEvent, notify);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(closedEvent, notify);
      };
    },
    [brand],
  );
  const closed = useSyncExternalStore(
    subscribe,
    () => isRewardsClosed(browserStorage(), brand),
    () => true,
  );
  const close = useCallback(() => {
    closeRewards(browserStorage(), brand);
    window.dispatchEvent(new Event(closedEvent));
  }, [brand]);
  return [closed, close];
}

function GiftIcon() {
  return (
    <svg className="floating__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <rect x="7" y="19" width="34" height="23" rx="3" fill="var(--color-on-primary)" opacity="0.18" />
      <rect x="5" y="13" width="38" height="9" rx="2.5" fill="currentColor" />
      <rect x="8" y="22" width="32" height="19" rx="2.5" fill="currentColor" opacity="0.85" />
      <rect x="21" y="13" width="6" height="28" fill="var(--color-on-primary)" />
      <path
        d="M24 13c-3-6-11-8-12-3-.8 3.8 6 4 12 3Zm0 0c3-6 11-8 12-3 .8 3.8-6 4-12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Spec §2 rewards icon: shown while the brand's gamify_status is on and the player has not closed
 * it. Logged in it opens /minigame in a new tab; logged out the login modal (templates 4, 6, 8, 10)
 * or the /login page. The close control hides it for good on this brand (remembered in localStorage).
 */
export function RewardsIcon() {
  const { t } = useTranslation('ui');
  const gamify = useSite((s) => s.site?.gamify_status === true);
  const brand = useSite((s) => s.site?.external_id ?? '');
  const template = useSite((s) => s.template);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const { open } = useModalActions();
  const localise = useLocalisedPath();
  const [closed, close] = useRewardsClosed(brand);
  if (!gamify || closed) return null;

  const action = rewardsActionOf(isAuthenticated, template);
  const label = t('rewards');
  let opener: ReactNode;
  if (action === 'minigame') {
    opener = (
      <a
        className="floating__button floating__button--rewards"
        href={localise('/minigame')}
        target="_blank"
        rel="noopener"
        aria-label={`${label} ${t('opensInNewTab')}`}
      >
        <GiftIcon />
      </a>
    );
  } else if (action === 'loginModal') {
    opener = (
      <button
        type="button"
        className="floating__button floating__button--rewards"
        aria-label={label}
        onClick={() => open('login')}
      >
        <GiftIcon />
      </button>
    );
  } else {
    opener = (
      <Link className="floating__button floating__button--rewards" to={localise('/login')} aria-label={label}>
        <GiftIcon />
      </Link>
    );
  }

  return (
    <div className="floating__item floating__item--rewards" data-testid="rewards-icon">
      {opener}
      <span className="floating__caption" aria-hidden="true">
        {label}
      </span>
      <button type="button" className="floating__close" aria-label={t('rewardsHide')} onClick={close}>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
