import { defaultMinigame, defaultVipLevels, type BrandDocument } from '#shared/brand/brand-schema.ts';
import type { Executor } from '#server/db/database.ts';
import { brandDomains, brands, operatorActions } from '#server/db/schema.ts';

/**
 * A complete, valid brand document for tests. Every field the schema would default is written out,
 * so the document round-trips through the schema unchanged (applying it twice is a no-op).
 * Overrides replace whole top-level keys; build nested changes from a fresh fixture.
 */
export function makeBrandDocument(overrides: Partial<BrandDocument> = {}): BrandDocument {
  const cmsEntry = (title: string) => ({
    status: true,
    en_body: `<h1>${title}</h1><p>Test Brand ${title.toLowerCase()}.</p>`,
    local_body: '',
  });
  return {
    code: 'testbrand',
    domains: ['testbrand.localhost'],
    site: {
      site_name: 'Test Brand',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '/brands/testbrand/logo1.png',
      logo2: '/brands/testbrand/logo2.png',
      logo3: '/brands/testbrand/logo3.png',
      status: true,
      expired_date: null,
      logo_text: 'TEST BRAND',
      external_id: 'testbrand-ext-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '/brands/testbrand/icon-192.png',
      gamify_status: true,
    },
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    languages: { default: 'EN', enabled: ['EN', 'CN'] },
    content: {
      menu: [
        {
          content_id: 'home',
          name: 'home',
          url: '/',
          children: [],
        },
        {
          content_id: 'casino',
          name: 'casino',
          url: '/livecasino',
          children: [{ content_id: 'slots', name: 'slots', url: '/slots' }],
        },
      ],
      game_menu: [
        { content_id: 'slots', name: 'slots', url: '/slots', icon: '/icons/slots.svg' },
        { content_id: 'livecasino', name: 'livecasino', url: '/livecasino', icon: '/icons/livecasino.svg' },
      ],
    },
    providers: ['HOUSE'],
    disabled_games: [],
    hot_games: [],
    aff_domain: 'aff.testbrand.localhost',
    live_chat: { chat_id: 'testbrand-chat', status: false, image_id: '' },
    partners: [
      {
        href: 'https://partner.example.com',
        img_url: '/brands/testbrand/partner.png',
        partner_name: 'Example Partner',
      },
    ],
    analytics: [],
    social_accounts: [{ type: 'telegram', name: 'Test Brand', url: 'https://t.me/testbrand' }],
    country: 'PH',
    time_zone: 'Asia/Manila',
    welcome_reward: { type: 'game_token', amount: '10' },
    payments: {
      deposit_methods: [
        { method: 'demo', min: '10', max: '50000' },
        { method: 'manual', min: '100', max: '500000' },
      ],
      withdrawal: { min: '10', max: '50000' },
    },
    vip: { levels: structuredClone(defaultVipLevels), carry_over: true },
    missions: [],
    leaderboards: [],
    protection: { share_limits: false },
    minigame: structuredClone(defaultMinigame),
    cms: {
      about_us: cmsEntry('About us'),
      privacy_policy: cmsEntry('Privacy policy'),
      banking: cmsEntry('Banking'),
      faqs: cmsEntry('FAQs'),
      responsible_gaming: cmsEntry('Responsible gaming'),
      term_condition: cmsEntry('Terms and conditions'),
    },
    seo: [
      {
        page_name: 'home',
        en_item_name: 'Home',
        en_body: '<p>Welcome to Test Brand.</p>',
        local_item_name: '',
        local_body: '',
        meta_title: 'Test Brand — online casino',
        meta_desc: 'Slots, live casino and sports at Test Brand.',
        meta_keywords: 'casino, slots',
        meta_url: 'https://testbrand.localhost/',
        meta_canonical: 'https://testbrand.localhost/',
        meta_author: 'Test Brand',
        meta_publisher: 'Test Brand',
        meta_lang: 'en',
        meta_image_url: '/brands/testbrand/og.png',
      },
    ],
    ...overrides,
  };
}

/** Everything a brand change writes, to prove a refused change wrote nothing. */
export async function snapshotBrandTables(db: Executor) {
  return {
    brands: await db
      .select({ code: brands.code, version: brands.version, document: brands.document })
      .from(brands)
      .orderBy(brands.code),
    domains: await db.select().from(brandDomains).orderBy(brandDomains.domain),
    actions: await db.select().from(operatorActions).orderBy(operatorActions.id),
  };
}
