import { z } from '#shared/contract/zod-without-eval.ts';
import { httpUrl, isoInstant, safeText } from '#shared/contract/fields.ts';
import { themeCodes, type ThemeCode } from '#shared/theme/themes.ts';

/*
 * The parts of a brand document its site's calls answer with (startup, SEO, partners, social
 * accounts, analytics, CMS pages): apart from the whole document's schema (brand-schema.ts), so that
 * the browser, which validates those answers, never builds the rest (decision 0038).
 */

/** A client route, optionally with a query (`/slots?provider=jili`): the spec's routes take no path parameters. */
const sitePath = safeText(200).regex(/^\/[a-z0-9\-/]*(\?[a-z0-9_=&-]+)?$/, { message: 'invalidPath' });

const menuLeaf = z.object({
  content_id: safeText(40).min(1),
  /** Message key in the `ui` group, or literal text when no key exists. */
  name: safeText(80).min(1),
  url: sitePath,
});
export const menuItemSchema = menuLeaf.extend({ children: z.array(menuLeaf).max(30).default([]) });
export type MenuItem = z.infer<typeof menuItemSchema>;

export const gameMenuItemSchema = z.object({
  content_id: safeText(40).min(1),
  name: safeText(80).min(1),
  url: sitePath,
  icon: safeText(200).default(''),
});
export type GameMenuItem = z.infer<typeof gameMenuItemSchema>;

export const partnerSchema = z.object({
  href: httpUrl,
  img_url: httpUrl,
  partner_name: safeText(80).min(1),
});
export type Partner = z.infer<typeof partnerSchema>;

export const analyticsItemSchema = z.object({
  section: z.enum(['HEAD', 'BODY']),
  script: safeText(20_000).min(1),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

export const socialAccountSchema = z.object({
  type: z.enum([
    'facebook',
    'telegram',
    'whatsapp',
    'line',
    'viber',
    'instagram',
    'x',
    'youtube',
    'email',
    'phone',
  ]),
  name: safeText(80).min(1),
  url: httpUrl.or(z.string().regex(/^(mailto|tel):[^\s]{1,200}$/)),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

const cmsEntrySchema = z.object({
  status: z.boolean(),
  en_body: safeText(200_000),
  local_body: safeText(200_000),
});
export const cmsKeys = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'term_condition',
] as const;
export type CmsKey = (typeof cmsKeys)[number];
export const cmsSchema = z.object(
  Object.fromEntries(cmsKeys.map((key) => [key, cmsEntrySchema])) as Record<CmsKey, typeof cmsEntrySchema>,
);

export const seoEntrySchema = z.object({
  page_name: safeText(60).regex(/^[a-z0-9_-]+$/, { message: 'invalidPageName' }),
  en_item_name: safeText(200),
  en_body: safeText(20_000),
  local_item_name: safeText(200),
  local_body: safeText(20_000),
  meta_title: safeText(200),
  meta_desc: safeText(500),
  meta_keywords: safeText(500),
  meta_url: safeText(2048),
  meta_canonical: safeText(2048),
  meta_author: safeText(200),
  meta_publisher: safeText(200),
  meta_lang: safeText(20),
  meta_image_url: safeText(2048),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;

export const siteSchema = z.object({
  site_name: safeText(80).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'invalidCurrency' }),
  theme_code: z.enum(themeCodes as [ThemeCode, ...ThemeCode[]]),
  theme_color: safeText(20).min(1),
  logo1: httpUrl,
  logo2: httpUrl,
  logo3: httpUrl,
  /** false: the brand is disabled and every site call answers siteDisabled. */
  status: z.boolean(),
  /** After this instant the brand answers siteExpired; null never expires. */
  expired_date: isoInstant.nullable(),
  logo_text: safeText(80),
  external_id: safeText(64).min(1),
  android_sub: httpUrl.or(z.literal('')),
  ios_sub: httpUrl.or(z.literal('')),
  manifest_icon: httpUrl,
  gamify_status: z.boolean(),
});

export const maintenanceSchema = z.object({
  is_maintenance: z.boolean(),
  start_date: isoInstant.nullable(),
  end_date: isoInstant.nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const liveChatSchema = z.object({
  chat_id: safeText(80),
  status: z.boolean(),
  image_id: httpUrl.or(z.literal('')),
});
export type LiveChat = z.infer<typeof liveChatSchema>;
