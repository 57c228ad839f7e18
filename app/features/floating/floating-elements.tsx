import './floating.css';
import { useEffect } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import { useModalActions } from '#app/features/feedback/modal-provider.tsx';
import { modals } from '#app/features/feedback/modals.ts';
import { FirstLoadPreloader } from '#app/features/home/preloader-screen.tsx';
import {
  isLiveChatEnabled,
  liveChatImageOf,
  maximiseLiveChat,
  shouldLoadLiveChat,
} from '#app/features/live-chat/live-chat-api.ts';
import { onDemand } from '#app/features/site/on-demand.ts';
import { useSite, type SiteStore } from '#app/features/site/site-store.tsx';

// The server and the hydrating render never show the icon (whether the player closed it is in
// localStorage, see rewards-icon.tsx), so it loads after hydration, and only for brands that have it.
const rewardsIcon = onDemand(() => import('./rewards-icon.tsx'));

/** For tests that assert on the icon in the turn it renders. */
export const loadRewardsIcon = rewardsIcon.load;

// The chat widget itself loads when the browser is idle (live-chat-host.tsx); its host, too, is
// needed only by brands with live chat, and never for the first paint.
const liveChatHost = onDemand(() => import('#app/features/live-chat/live-chat-host.tsx'));

function warnFailedLoad(what: string) {
  return (error: unknown) => console.warn(`${what} failed to load`, error);
}

function RewardsIconOnDemand() {
  const gamify = useSite((s) => s.site?.gamify_status === true);
  const loaded = rewardsIcon.useLoaded();
  useEffect(() => {
    if (gamify)
      rewardsIcon.load().catch((error: unknown) => console.warn('The rewards icon failed to load', error));
  }, [gamify]);
  return loaded ? <loaded.RewardsIcon /> : null;
}

function LiveChatHostOnDemand() {
  const wanted = useSite((s) => shouldLoadLiveChat(s.live_chat));
  const loaded = liveChatHost.useLoaded();
  useEffect(() => {
    if (wanted) liveChatHost.load().catch(warnFailedLoad('The live chat host'));
  }, [wanted]);
  return loaded ? <loaded.LiveChatHost /> : null;
}

// The buttons' conditions, read by the buttons and by the room kept for them (FloatingRoom).
const hasPartners = (s: SiteStore) => s.partners.length > 0;
const hasLiveChat = (s: SiteStore) => isLiveChatEnabled(s.live_chat);

/** A shield with a tick: the partners are mostly responsible-gaming bodies. */
function PartnersIcon() {
  return (
    <svg className="floating__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <path d="M24 4l16 6v12c0 10.5-6.8 18.3-16 22-9.2-3.7-16-11.5-16-22V10z" fill="currentColor" />
      <path
        d="M16.5 24.5l5.5 5.5 10.5-11.5"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Spec §2 partners button: shown when the brand lists partners; opens the partners modal. */
function PartnersButton() {
  const { t } = useTranslation('ui');
  const shown = useSite(hasPartners);
  const { open } = useModalActions();
  if (!shown) return null;
  const preload = () => {
    // A failed fetch is tried again when the modal opens.
    modals.partners.load().catch(() => undefined);
  };
  return (
    <div className="floating__item">
      <button
        type="button"
        className="floating__button floating__button--partners"
        aria-label={t('partners')}
        aria-haspopup="dialog"
        // The modal's content loads on first use: start as soon as the player heads for the button.
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open('partners')}
      >
        <PartnersIcon />
      </button>
      <span className="floating__caption--dock" aria-hidden="true">
        {t('partners')}
      </span>
    </div>
  );
}

/**
 * Spec §2 live chat button: shown when live chat is enabled, which takes a chat_id as well as the
 * status (spec §4 loads no widget without one, so a button would open nothing); maximises the widget.
 */
function LiveChatButton() {
  const { t } = useTranslation('ui');
  const enabled = useSite(hasLiveChat);
  const image = useSite((s) => liveChatImageOf(s.live_chat));
  if (!enabled) return null;
  return (
    <div className="floating__item">
      <button
        type="button"
        className="floating__button floating__button--chat"
        aria-label={t('liveChat')}
        onClick={() => maximiseLiveChat()}
      >
        <img
          className="floating__image"
          src={image}
          alt=""
          width={56}
          height={56}
          decoding="async"
          fetchPriority="low"
        />
      </button>
      <span className="floating__caption--dock" aria-hidden="true">
        {t('liveChat')}
      </span>
    </div>
  );
}

/**
 * A game playing in /playnow fills the screen: the buttons would stand on its controls (decision
 * 0029). The house games' own page plays inside that frame, so it draws none either.
 */
function useGameOnScreen(): boolean {
  const { pathname, search } = useLocation();
  const path = stripLanguagePrefix(pathname);
  return path === '/house/play' || (path === '/playnow' && new URLSearchParams(search).has('game'));
}

/**
 * Put ahead of the page, it tells the page's styles that the partners or live chat button will be
 * drawn (the rewards icon only comes after hydration), so the page keeps the buttons' room from
 * its first paint. A browser may paint before it has parsed the buttons at the end of the body,
 * and making room for them then moved the whole page.
 */
export function FloatingRoom() {
  const drawsButtons = useSite((s) => hasPartners(s) || hasLiveChat(s));
  const gameOnScreen = useGameOnScreen();
  return drawsButtons && !gameOnScreen ? <span className="floating-room" hidden /> : null;
}

/**
 * The elements that float over every page of the site (spec §2 "Floating elements"): the rewards
 * icon, the partners button and the live chat button, the live chat widget itself and the first-load
 * preloader. Mount once, beside the layout, inside the site and shell stores.
 */
export function FloatingElements() {
  const { t } = useTranslation('ui');
  const gameOnScreen = useGameOnScreen();
  return (
    <>
      {gameOnScreen ? null : (
        <aside className="floating" aria-label={t('quickLinks')}>
          <RewardsIconOnDemand />
          <PartnersButton />
          <LiveChatButton />
        </aside>
      )}
      <LiveChatHostOnDemand />
      <FirstLoadPreloader />
    </>
  );
}
