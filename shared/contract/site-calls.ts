import { callInfo } from './call-info.ts';

// The site calls without their schemas, for the web client (decision 0039); site-contract.ts adds the schemas.

export const startupCall = callInfo({
  path: '/api/startup',
  summary: 'Site configuration of the brand at domain_name',
  tag: 'site',
  access: 'site',
  networkFailure: 'startup',
});

export const seoCall = callInfo({
  path: '/api/seo',
  summary: "A page's SEO entry; value is null when the brand has none for the page",
  tag: 'site',
  access: 'site',
  networkFailure: 'siteinfo',
});

export const hotGamesCall = callInfo({
  path: '/api/product/get_hot_games',
  summary: "The brand's hot games, optionally of one category (game_type empty: all)",
  tag: 'product',
  access: 'site',
  networkFailure: 'settings',
});

export const socialAccountCall = callInfo({
  path: '/api/settings/social_account',
  summary: "The brand's social accounts",
  tag: 'settings',
  access: 'site',
  networkFailure: 'settings',
});

export const top10WinnerWithdrawalCall = callInfo({
  path: '/api/settings/top10winner_withdrawal',
  summary: 'Latest withdrawals, top 10 winners and player counters (the spec spells withrawal so)',
  tag: 'settings',
  access: 'site',
  networkFailure: 'settings',
});

export const siteInfoDetailCall = callInfo({
  path: '/api/settings/siteinfodetail',
  summary: "The brand's CMS pages (about us, privacy policy, banking, FAQs, responsible gaming, terms)",
  tag: 'settings',
  access: 'site',
  networkFailure: 'siteinfo',
});

export const analyticsCall = callInfo({
  path: '/api/settings/get_analytics',
  summary: "The brand's analytics snippets, each for HEAD or BODY",
  tag: 'settings',
  access: 'site',
  networkFailure: 'settings',
});

export const adsVisitCall = callInfo({
  path: '/api/settings/adsvisit',
  summary: 'Records a visit from an ad campaign with its tracking ids',
  tag: 'settings',
  access: 'site',
  networkFailure: 'settings',
});

export const partnersCall = callInfo({
  path: '/api/settings/partners',
  summary: "The brand's partners",
  tag: 'settings',
  access: 'site',
  networkFailure: 'siteinfo',
});
