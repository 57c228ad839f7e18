import type { ReactNode } from 'react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import gm from '#public/locales/en/gm.json';
import ui from '#public/locales/en/ui.json';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { TemplateName } from '#shared/theme/themes.ts';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { emptySiteState, type SiteState } from '#app/features/site/site-state.ts';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';

/**
 * A brand as the layouts see it: a menu with children, a game menu of which some categories have
 * no games (bingo, poker, sabong), partners, social accounts and three enabled CMS pages.
 */
export function fixtureState(template: TemplateName = 'template1'): SiteState {
  return {
    ...emptySiteState(),
    template,
    language: [{ code: 'EN', name: 'English', icon: 'en.svg', is_default: true }],
    site: {
      site_name: 'Lucky Casino',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '/brands/lucky/logo1.svg',
      logo2: '/brands/lucky/logo2.svg',
      logo3: '/brands/lucky/logo3.svg',
      status: true,
      expired_date: null,
      logo_text: 'LUCKY',
      external_id: 'lucky',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '/brands/lucky/manifest-icon.svg',
      gamify_status: true,
    },
    content: {
      menu: [
        { content_id: 'home', name: 'home', url: '/', children: [] },
        {
          content_id: 'slots',
          name: 'slots',
          url: '/slots',
          children: [
            { content_id: 'slots-pgsoft', name: 'PG Soft', url: '/slots/pgsoft' },
            { content_id: 'slots-jili', name: 'JILI', url: '/slots/jili' },
          ],
        },
        { content_id: 'livecasino', name: 'liveCasino', url: '/casino', children: [] },
        { content_id: 'bingo', name: 'bingo', url: '/bingo', children: [] },
        { content_id: 'promotions', name: 'promotions', url: '/promotions', children: [] },
      ],
      game_menu: [
        { content_id: 'HOT', name: 'hot', url: '/hot', icon: '/icons/categories/hot.svg' },
        { content_id: 'slots', name: 'slots', url: '/slots', icon: '/icons/categories/slots.svg' },
        {
          content_id: 'livecasino',
          name: 'liveCasino',
          url: '/casino',
          icon: '/icons/categories/livecasino.svg',
        },
        { content_id: 'fish', name: 'fishing', url: '/fishing', icon: '/icons/categories/fish.svg' },
        { content_id: 'bingo', name: 'bingo', url: '/bingo', icon: '/icons/categories/bingo.svg' },
        { content_id: 'poker', name: 'poker', url: '/poker', icon: '/icons/categories/poker.svg' },
      ],
    },
    provider_count: [
      { category: 'slots', count: 120 },
      { category: 'livecasino', count: 14 },
      { category: 'fish', count: 6 },
      { category: 'sabong', count: 0 },
    ],
    partners: [
      {
        partner_name: 'BeGambleAware',
        href: 'https://www.begambleaware.org',
        img_url: '/partners/begambleaware.svg',
      },
      { partner_name: 'GamCare', href: 'https://www.gamcare.org.uk', img_url: '/partners/gamcare.svg' },
    ],
    accountList: [
      { type: 'telegram', name: '@luckycasino_ph', url: 'https://t.me/luckycasino_ph' },
      { type: 'email', name: 'support@luckycasino.example', url: 'mailto:support@luckycasino.example' },
    ],
    cmsPages: ['/about', '/faqs', '/responsible-gaming'],
  };
}

/** The English text of a message key, as the frames render it (also for keys not yet written). */
export const en = createI18n('EN', { EN: { ui, gm } }).t;

/** The site store and the English messages around a tree. */
export function LayoutProviders({
  state,
  language = 'EN',
  children,
}: {
  state: SiteState;
  language?: LanguageCode;
  children: ReactNode;
}) {
  // Every language falls back to the English messages, as in the app.
  const i18n = createI18n(language, { EN: { ui, gm } });
  return (
    <I18nProvider i18n={i18n}>
      <SiteStoreProvider initial={state}>{children}</SiteStoreProvider>
    </I18nProvider>
  );
}
