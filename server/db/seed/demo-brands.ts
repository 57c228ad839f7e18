import {
  categorySlugs,
  cmsKeys,
  type AnalyticsItem,
  type BrandDocument,
  type CategorySlug,
  type GameMenuItem,
  type MenuItem,
  type Partner,
  type SeoEntry,
  type Site,
  type SocialAccount,
} from '../../../shared/brand/brand-schema.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { demoGames, demoProviders, gameCodeOf } from './demo-catalogue.ts';
import { cmsBody, seoCopy, seoPages, type BrandFacts, type CopyLanguage } from './demo-copy.ts';

/** The client route of each product category (spec section 2); table games share the casino lobby. */
export const categoryRoutes: Record<CategorySlug, string> = {
  slots: '/slots',
  livecasino: '/casino',
  hashgame: '/hash-game',
  sportsbook: '/sports',
  fish: '/fishing',
  table: '/casino',
  sabong: '/sabong',
  lottery: '/lottery',
  horseracing: '/horse-racing',
  bingo: '/bingo',
  arcade: '/arcade',
  crash: '/crash',
  poker: '/poker',
};

/** The `ui` message key that names each category in menus. */
export const categoryMessageKeys: Record<CategorySlug, string> = {
  slots: 'slots',
  livecasino: 'liveCasino',
  hashgame: 'hashGame',
  sportsbook: 'sportsbook',
  fish: 'fishing',
  table: 'table',
  sabong: 'sabong',
  lottery: 'lottery',
  horseracing: 'horseRacing',
  bingo: 'bingo',
  arcade: 'arcade',
  crash: 'crash',
  poker: 'poker',
};

/** Menu entries that are not product categories: content_id, `ui` message key, route. */
const pageEntries = {
  home: { name: 'home', url: '/' },
  hot: { name: 'hot', url: '/hot' },
  promotions: { name: 'promotions', url: '/promotions' },
  vip: { name: 'vip', url: '/vip' },
} as const;
type PageEntry = keyof typeof pageEntries;

/** A category lobby filtered to one provider, e.g. /slots?provider=pgsoft (routes take no path parameters). */
export function providerRoute(category: CategorySlug, providerCode: string): string {
  return `${categoryRoutes[category]}?provider=${providerCode.toLowerCase()}`;
}

function menuEntry(
  entry: PageEntry | CategorySlug,
  providers: readonly string[],
  withChildren: boolean,
): MenuItem {
  if (entry in pageEntries) {
    const page = pageEntries[entry as PageEntry];
    return { content_id: entry, name: page.name, url: page.url, children: [] };
  }
  const category = entry as CategorySlug;
  const children = withChildren
    ? demoProviders
        .filter(
          (provider) =>
            providers.includes(provider.code) &&
            demoGames.some((game) => game.provider_code === provider.code && game.game_type === category),
        )
        .map((provider) => ({
          content_id: `${category}-${provider.code.toLowerCase()}`,
          name: provider.name,
          url: providerRoute(category, provider.code),
        }))
    : [];
  return {
    content_id: category,
    name: categoryMessageKeys[category],
    url: categoryRoutes[category],
    children,
  };
}

/** Every category plus HOT; the client keeps the ones the brand has games in. */
function gameMenu(): GameMenuItem[] {
  return [
    { content_id: 'HOT', name: 'hot', url: '/hot', icon: '/icons/categories/hot.svg' },
    ...categorySlugs.map((category) => ({
      content_id: category,
      name: categoryMessageKeys[category],
      url: categoryRoutes[category],
      icon: `/icons/categories/${category}.svg`,
    })),
  ];
}

export const demoPartners = {
  begambleaware: {
    partner_name: 'BeGambleAware',
    href: 'https://www.begambleaware.org',
    img_url: '/partners/begambleaware.svg',
  },
  gamcare: { partner_name: 'GamCare', href: 'https://www.gamcare.org.uk', img_url: '/partners/gamcare.svg' },
  gamblingtherapy: {
    partner_name: 'Gambling Therapy',
    href: 'https://www.gamblingtherapy.org',
    img_url: '/partners/gamblingtherapy.svg',
  },
  gamblersanonymous: {
    partner_name: 'Gamblers Anonymous',
    href: 'https://www.gamblersanonymous.org',
    img_url: '/partners/gamblersanonymous.svg',
  },
} satisfies Record<string, Partner>;

const copyLanguageOf: Record<LanguageCode, CopyLanguage> = {
  EN: 'en',
  PHP: 'fil',
  CN: 'zh',
  ESP: 'es',
  RUS: 'en',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
};
const metaLangOf: Record<CopyLanguage, string> = { en: 'en', fil: 'fil', es: 'es', zh: 'zh-CN' };
const seoRoutes: Record<(typeof seoPages)[number], string> = {
  home: '/',
  slots: '/slots',
  casino: '/casino',
  about: '/about',
  promotions: '/promotions',
};

interface DemoBrandSpec {
  code: string;
  domains: string[];
  site: Pick<Site, 'site_name' | 'currency' | 'theme_code' | 'theme_color' | 'logo_text' | 'gamify_status'> &
    Partial<Pick<Site, 'expired_date' | 'android_sub' | 'ios_sub'>>;
  facts: Omit<BrandFacts, 'name' | 'currency'>;
  defaultLanguage: LanguageCode;
  enabledLanguages: LanguageCode[];
  /** Language of the local_ texts; English for a brand that only speaks English. */
  localLanguage: CopyLanguage;
  maintenance?: BrandDocument['maintenance'];
  menu: (PageEntry | CategorySlug)[];
  /** Categories whose menu entry lists one child per provider. */
  menuChildren: CategorySlug[];
  providers: string[];
  hotGames: string[];
  affDomain?: string;
  liveChat: BrandDocument['live_chat'];
  partners: Partner[];
  analytics?: AnalyticsItem[];
  socialAccounts: SocialAccount[];
  /** CMS entries switched off for this brand. */
  cmsOff?: (typeof cmsKeys)[number][];
}

function buildBrand(spec: DemoBrandSpec): BrandDocument {
  const facts: BrandFacts = { ...spec.facts, name: spec.site.site_name, currency: spec.site.currency };
  const metaLanguage = copyLanguageOf[spec.defaultLanguage];
  const assets = `/brands/${spec.code}`;
  const seo: SeoEntry[] = seoPages.map((page) => {
    const english = seoCopy('en', page, facts);
    const local = seoCopy(spec.localLanguage, page, facts);
    const meta = seoCopy(metaLanguage, page, facts);
    return {
      page_name: page,
      en_item_name: english.heading,
      en_body: english.body,
      local_item_name: local.heading,
      local_body: local.body,
      meta_title: meta.title,
      meta_desc: meta.description,
      meta_keywords: meta.keywords,
      // Paths: the server makes them absolute against the host the page was requested on.
      meta_url: seoRoutes[page],
      meta_canonical: seoRoutes[page],
      meta_author: spec.site.site_name,
      meta_publisher: spec.site.site_name,
      meta_lang: metaLangOf[metaLanguage],
      meta_image_url: `${assets}/logo2.svg`,
    };
  });
  const cms = Object.fromEntries(
    cmsKeys.map((key) => [
      key,
      {
        status: !spec.cmsOff?.includes(key),
        en_body: cmsBody('en', key, facts),
        local_body: cmsBody(spec.localLanguage, key, facts),
      },
    ]),
  ) as BrandDocument['cms'];
  return {
    code: spec.code,
    domains: spec.domains,
    site: {
      site_name: spec.site.site_name,
      currency: spec.site.currency,
      theme_code: spec.site.theme_code,
      theme_color: spec.site.theme_color,
      logo1: `${assets}/logo1.svg`,
      logo2: `${assets}/logo2.svg`,
      logo3: `${assets}/logo3.svg`,
      status: true,
      expired_date: spec.site.expired_date ?? null,
      logo_text: spec.site.logo_text,
      external_id: `${spec.code}-${spec.site.currency.toLowerCase()}-001`,
      android_sub: spec.site.android_sub ?? '',
      ios_sub: spec.site.ios_sub ?? '',
      manifest_icon: `${assets}/manifest-icon.svg`,
      gamify_status: spec.site.gamify_status,
    },
    maintenance: spec.maintenance ?? { is_maintenance: false, start_date: null, end_date: null },
    languages: { default: spec.defaultLanguage, enabled: spec.enabledLanguages },
    content: {
      menu: spec.menu.map((entry) =>
        menuEntry(entry, spec.providers, spec.menuChildren.includes(entry as CategorySlug)),
      ),
      game_menu: gameMenu(),
    },
    providers: spec.providers,
    hot_games: spec.hotGames,
    aff_domain: spec.affDomain ?? '',
    live_chat: spec.liveChat,
    partners: spec.partners,
    analytics: spec.analytics ?? [],
    social_accounts: spec.socialAccounts,
    cms,
    seo,
  };
}

const allProviders = demoProviders.map((provider) => provider.code);

/** Demo brand of plain `localhost`: every provider, every feature switched on. */
export const luckyBrand = buildBrand({
  code: 'lucky',
  domains: ['localhost', 'lucky.localhost'],
  site: {
    site_name: 'Lucky Casino',
    currency: 'PHP',
    theme_code: 'casino1',
    theme_color: 'gold',
    logo_text: 'LUCKY',
    gamify_status: true,
  },
  facts: { supportEmail: 'support@luckycasino.example', minWithdrawal: 'PHP 500' },
  defaultLanguage: 'EN',
  enabledLanguages: ['EN', 'PHP', 'CN'],
  localLanguage: 'fil',
  menu: [
    'home',
    'hot',
    'slots',
    'livecasino',
    'sportsbook',
    'fish',
    'sabong',
    'hashgame',
    'lottery',
    'crash',
    'promotions',
    'vip',
  ],
  menuChildren: ['slots', 'livecasino'],
  providers: allProviders,
  hotGames: [
    gameCodeOf('PGSOFT', 'Mahjong Fortune Ways'),
    gameCodeOf('JILI', 'Fortune Gems Deluxe'),
    gameCodeOf('JILI', 'Super Ace Royale'),
    gameCodeOf('PGSOFT', 'Lucky Neko Garden'),
    gameCodeOf('EVOPLAY', 'Hot Triple Sevens'),
    gameCodeOf('SPADE', 'Gold Panther Wilds'),
    gameCodeOf('JILI', 'Golden Empire Quest'),
    gameCodeOf('PGSOFT', 'Fortune Ox Rising'),
    gameCodeOf('HOUSE', 'Marquee Lights'),
    gameCodeOf('EVOPLAY', 'Rise of Olympus Gold'),
    gameCodeOf('JILI', 'Boxing King Champion'),
    gameCodeOf('PGSOFT', 'Wild Bandito Fiesta'),
    gameCodeOf('SPADE', 'Fiery Sevens'),
    gameCodeOf('EVOPLAY', 'Fruit Super Nova'),
    gameCodeOf('HOUSE', 'Starlit Sevens'),
  ],
  affDomain: 'affiliates.lucky.localhost',
  liveChat: { chat_id: 'lucky-ph-support', status: true, image_id: '' },
  partners: [demoPartners.begambleaware, demoPartners.gamcare, demoPartners.gamblingtherapy],
  analytics: [
    { section: 'HEAD', script: 'window.__marqueeAnalytics = (window.__marqueeAnalytics || 0) + 1;' },
    {
      section: 'BODY',
      script: 'window.__marqueeBodyAnalytics = (window.__marqueeBodyAnalytics || 0) + 1;',
    },
  ],
  socialAccounts: [
    { type: 'facebook', name: 'Lucky Casino PH', url: 'https://www.facebook.com/luckycasino.ph' },
    { type: 'telegram', name: '@luckycasino_ph', url: 'https://t.me/luckycasino_ph' },
    { type: 'viber', name: 'Lucky Casino Viber', url: 'https://invite.viber.com/?g2=AQBluckycasinoph' },
    { type: 'email', name: 'support@luckycasino.example', url: 'mailto:support@luckycasino.example' },
    { type: 'phone', name: '+63 2 8123 4567', url: 'tel:+63281234567' },
  ],
});

/** A slot brand on the login-modal template, with no live chat or partners. */
export const spinpalaceBrand = buildBrand({
  code: 'spinpalace',
  domains: ['spinpalace.localhost'],
  site: {
    site_name: 'Spin Palace',
    currency: 'USD',
    theme_code: 'slot2',
    theme_color: 'neon',
    logo_text: 'SPIN PALACE',
    gamify_status: true,
  },
  facts: { supportEmail: 'help@spinpalace.example', minWithdrawal: 'USD 20' },
  defaultLanguage: 'EN',
  enabledLanguages: ['EN', 'ESP', 'RUS'],
  localLanguage: 'es',
  // sportsbook has no games here (no SABA), so the client drops it.
  menu: ['home', 'hot', 'slots', 'fish', 'arcade', 'crash', 'sportsbook', 'promotions', 'vip'],
  menuChildren: ['slots'],
  providers: ['EVOPLAY', 'PGSOFT', 'JILI', 'SPADE', 'KINGMAKER', 'HOUSE'],
  hotGames: [
    gameCodeOf('EVOPLAY', 'Neon Streets'),
    gameCodeOf('JILI', 'Crazy 777 Classic'),
    gameCodeOf('PGSOFT', 'Cocktail Nights'),
    gameCodeOf('SPADE', 'Dancing Fever Nights'),
    gameCodeOf('EVOPLAY', 'Candy Dreams Bonanza'),
    gameCodeOf('JILI', 'Night City Heist'),
    gameCodeOf('PGSOFT', 'Dreams of Macau Nights'),
    gameCodeOf('HOUSE', 'Encore Jackpot'),
    gameCodeOf('EVOPLAY', 'Rocket X'),
    gameCodeOf('JILI', 'Mines Gold'),
    gameCodeOf('SPADE', 'Fishing God Legend'),
    gameCodeOf('EVOPLAY', 'Plinko Drop'),
  ],
  liveChat: { chat_id: '', status: false, image_id: '' },
  partners: [],
  socialAccounts: [
    { type: 'instagram', name: '@spinpalace', url: 'https://www.instagram.com/spinpalace' },
    { type: 'x', name: '@SpinPalace', url: 'https://x.com/SpinPalace' },
    { type: 'youtube', name: 'Spin Palace', url: 'https://www.youtube.com/@spinpalace' },
    { type: 'email', name: 'help@spinpalace.example', url: 'mailto:help@spinpalace.example' },
  ],
});

/** A sportsbook brand whose default language is Spanish; live chat is on but has no chat id. */
export const goallineBrand = buildBrand({
  code: 'goalline',
  domains: ['goalline.localhost'],
  site: {
    site_name: 'GoalLine',
    currency: 'EUR',
    theme_code: 'sportsbook1',
    theme_color: 'pitch',
    logo_text: 'GOALLINE',
    gamify_status: false,
    expired_date: '2035-12-31T23:59:59Z',
  },
  facts: { supportEmail: 'ayuda@goalline.example', minWithdrawal: 'EUR 20' },
  defaultLanguage: 'ESP',
  enabledLanguages: ['ESP', 'EN'],
  localLanguage: 'es',
  // fish has no games here (no fishing provider), so the client drops it.
  menu: ['home', 'sportsbook', 'livecasino', 'sabong', 'horseracing', 'fish', 'promotions'],
  menuChildren: ['sportsbook', 'horseracing'],
  providers: ['SABA', 'EVOLUTION', 'SV388', 'HOUSE'],
  hotGames: [
    gameCodeOf('SABA', 'Soccer Live Betting'),
    gameCodeOf('SABA', 'Basketball Arena'),
    gameCodeOf('EVOLUTION', 'Lightning Roulette Live'),
    gameCodeOf('SV388', 'Sabong Derby Arena'),
    gameCodeOf('HOUSE', 'Marquee Lights'),
    gameCodeOf('SABA', 'Virtual Horse Racing'),
  ],
  liveChat: { chat_id: '', status: true, image_id: '' },
  partners: [demoPartners.gamcare, demoPartners.gamblersanonymous],
  socialAccounts: [
    { type: 'x', name: '@GoalLineES', url: 'https://x.com/GoalLineES' },
    { type: 'telegram', name: '@goalline_es', url: 'https://t.me/goalline_es' },
    { type: 'email', name: 'ayuda@goalline.example', url: 'mailto:ayuda@goalline.example' },
  ],
});

/** A Chinese slot brand with a maintenance window that already ended. */
export const jadeslotsBrand = buildBrand({
  code: 'jadeslots',
  domains: ['jadeslots.localhost'],
  site: {
    site_name: 'Jade Slots',
    currency: 'CNY',
    theme_code: 'slot5',
    theme_color: 'candy',
    logo_text: '翡翠 JADE',
    gamify_status: false,
  },
  facts: { supportEmail: 'kefu@jadeslots.example', minWithdrawal: 'CNY 100' },
  defaultLanguage: 'CN',
  enabledLanguages: ['CN', 'EN', 'MMK'],
  localLanguage: 'zh',
  maintenance: {
    is_maintenance: false,
    start_date: '2025-01-15T18:00:00Z',
    end_date: '2025-01-15T22:00:00Z',
  },
  // livecasino has no games here (no EVOLUTION), so the client drops it.
  menu: ['home', 'hot', 'slots', 'fish', 'livecasino', 'arcade', 'bingo', 'promotions', 'vip'],
  menuChildren: ['slots', 'fish'],
  providers: ['PGSOFT', 'JILI', 'SPADE', 'HOUSE'],
  hotGames: [
    gameCodeOf('PGSOFT', 'Caishen Riches'),
    gameCodeOf('SPADE', 'Golden Lotus Bloom'),
    gameCodeOf('PGSOFT', 'Ways of the Qilin'),
    gameCodeOf('JILI', 'Dragon Treasure Hoard'),
    gameCodeOf('SPADE', 'Wong Choy Prosperity'),
    gameCodeOf('PGSOFT', 'Prosperity Lion Dance'),
    gameCodeOf('SPADE', 'Moon Festival Lanterns'),
    gameCodeOf('JILI', 'Fortune Tree Harvest'),
    gameCodeOf('PGSOFT', 'Jewels of Prosperity'),
    gameCodeOf('SPADE', 'Fa Fa Fa Fortune'),
  ],
  liveChat: { chat_id: 'jade-cn-support', status: true, image_id: '/brands/jadeslots/live-chat.svg' },
  partners: [demoPartners.gamblingtherapy],
  socialAccounts: [
    { type: 'telegram', name: '@jadeslots_cn', url: 'https://t.me/jadeslots_cn' },
    { type: 'email', name: 'kefu@jadeslots.example', url: 'mailto:kefu@jadeslots.example' },
  ],
  cmsOff: ['faqs'],
});

/** A casino brand under maintenance, for the maintenance screen. */
export const royalbayBrand = buildBrand({
  code: 'royalbay',
  domains: ['royalbay.localhost'],
  site: {
    site_name: 'Royal Bay',
    currency: 'GBP',
    theme_code: 'casino6',
    theme_color: 'sapphire',
    logo_text: 'ROYAL BAY',
    gamify_status: false,
  },
  facts: { supportEmail: 'concierge@royalbay.example', minWithdrawal: 'GBP 10' },
  defaultLanguage: 'EN',
  enabledLanguages: ['EN'],
  localLanguage: 'en',
  maintenance: { is_maintenance: true, start_date: null, end_date: null },
  // sportsbook has no games here (no SABA), so the client drops it.
  menu: ['home', 'livecasino', 'slots', 'poker', 'sportsbook', 'promotions', 'vip'],
  menuChildren: ['slots'],
  providers: ['EVOLUTION', 'EVOPLAY', 'KINGMAKER', 'HOUSE'],
  hotGames: [],
  liveChat: { chat_id: 'royalbay-concierge', status: true, image_id: '' },
  partners: [demoPartners.begambleaware],
  socialAccounts: [
    { type: 'email', name: 'concierge@royalbay.example', url: 'mailto:concierge@royalbay.example' },
    { type: 'phone', name: '+44 20 7946 0321', url: 'tel:+442079460321' },
  ],
});

/** The demo brands in seeding order; the first is the one plain `localhost` reaches. */
export const demoBrands: readonly BrandDocument[] = [
  luckyBrand,
  spinpalaceBrand,
  goallineBrand,
  jadeslotsBrand,
  royalbayBrand,
];
