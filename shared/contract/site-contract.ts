import { z } from './zod-without-eval.ts';
import {
  analyticsItemSchema,
  cmsKeys,
  gameMenuItemSchema,
  liveChatSchema,
  maintenanceSchema,
  menuItemSchema,
  partnerSchema,
  seoEntrySchema,
  siteSchema,
  socialAccountSchema,
} from '#shared/brand/brand-site-schema.ts';
import { languageCodes } from '#shared/i18n/languages.ts';
import { defineCall, success } from './api-call.ts';
import { domainName, externalId, safeText } from './fields.ts';
import * as light from './site-calls.ts';

const siteCall = { domain_name: domainName, external_id: externalId };

export const gameEntrySchema = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
});
export type GameEntry = z.infer<typeof gameEntrySchema>;

export const startupLanguageSchema = z.object({
  code: z.enum(languageCodes),
  name: z.string(),
  icon: z.string(),
  is_default: z.boolean(),
});

export const startupCall = defineCall({
  ...light.startupCall,
  summary: 'Site configuration of the brand at domain_name',
  tag: 'site',
  request: z.object({ domain_name: domainName }),
  response: z.object({
    ...success,
    maintenance: maintenanceSchema,
    content: z.object({ menu: z.array(menuItemSchema), game_menu: z.array(gameMenuItemSchema) }),
    site: siteSchema,
    language: z.array(startupLanguageSchema),
    provider_count: z.array(z.object({ category: z.string(), count: z.number().int() })),
    aff_domain: z.string(),
    live_chat: liveChatSchema,
  }),
});

export const seoCall = defineCall({
  ...light.seoCall,
  summary: "A page's SEO entry; value is null when the brand has none for the page",
  tag: 'site',
  request: z.object({ ...siteCall, page_name: safeText(60).regex(/^[a-z0-9_-]+$/) }),
  response: z.object({ ...success, value: seoEntrySchema.extend({ id: z.number().int() }).nullable() }),
});

export const hotGamesCall = defineCall({
  ...light.hotGamesCall,
  summary: "The brand's hot games, optionally of one category (game_type empty: all)",
  tag: 'product',
  request: z.object({
    ...siteCall,
    game_type: z
      .string()
      .max(20)
      .regex(/^[a-z]*$/),
  }),
  response: z.object({ ...success, value: z.array(gameEntrySchema) }),
});

export const socialAccountCall = defineCall({
  ...light.socialAccountCall,
  summary: "The brand's social accounts",
  tag: 'settings',
  request: z.object(siteCall),
  response: z.object({ ...success, accountList: z.array(socialAccountSchema) }),
});

const tickerEntry = z.object({
  account_id: z.string(),
  /** Decimal string in the brand's currency, exact. */
  amount: z.string(),
  created_at: z.string(),
});

export const top10WinnerWithdrawalCall = defineCall({
  ...light.top10WinnerWithdrawalCall,
  summary: 'Latest withdrawals, top 10 winners and player counters (the spec spells withrawal so)',
  tag: 'settings',
  request: z.object(siteCall),
  response: z.object({
    ...success,
    withrawal: z.array(tickerEntry),
    winner: z.array(tickerEntry.extend({ game_name: z.string() })),
    /** Sum paid out in the last hour, decimal string. */
    hour_withdrawal: z.string(),
    registered_player: z.number().int(),
    active_player: z.number().int(),
    deposited_player: z.number().int(),
  }),
});

const cmsEntryResponse = z.object({ status: z.boolean(), en_body: z.string(), local_body: z.string() });

export const siteInfoDetailCall = defineCall({
  ...light.siteInfoDetailCall,
  summary: "The brand's CMS pages (about us, privacy policy, banking, FAQs, responsible gaming, terms)",
  tag: 'settings',
  request: z.object(siteCall),
  response: z.object({
    ...success,
    value: z.object({
      cms: z.object(Object.fromEntries(cmsKeys.map((key) => [key, cmsEntryResponse]))),
      cms_status: z.boolean(),
    }),
  }),
});

export const analyticsCall = defineCall({
  ...light.analyticsCall,
  summary: "The brand's analytics snippets, each for HEAD or BODY",
  tag: 'settings',
  request: z.object({ domain_name: domainName }),
  response: z.object({ ...success, value: z.array(analyticsItemSchema) }),
});

export const adsVisitCall = defineCall({
  ...light.adsVisitCall,
  summary: 'Records a visit from an ad campaign with its tracking ids',
  tag: 'settings',
  request: z.object({ ...siteCall, fbp: safeText(200), appsflyer_id: safeText(200) }),
  response: z.object({ ...success }),
});

export const partnersCall = defineCall({
  ...light.partnersCall,
  summary: "The brand's partners",
  tag: 'settings',
  request: z.object(siteCall),
  response: z.object({ ...success, value: z.array(partnerSchema) }),
});

export const siteCalls = [
  startupCall,
  seoCall,
  hotGamesCall,
  socialAccountCall,
  top10WinnerWithdrawalCall,
  siteInfoDetailCall,
  analyticsCall,
  adsVisitCall,
  partnersCall,
] as const;
