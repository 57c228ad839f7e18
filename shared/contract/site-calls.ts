import { callInfo } from './call-info.ts';

// The site calls without their schemas, for the web client (decision 0039); site-contract.ts adds the schemas.

export const startupCall = callInfo({
  path: '/api/startup',
  access: 'site',
  networkFailure: 'startup',
});

export const seoCall = callInfo({
  path: '/api/seo',
  access: 'site',
  networkFailure: 'siteinfo',
});

export const hotGamesCall = callInfo({
  path: '/api/product/get_hot_games',
  access: 'site',
  networkFailure: 'settings',
});

export const socialAccountCall = callInfo({
  path: '/api/settings/social_account',
  access: 'site',
  networkFailure: 'settings',
});

export const top10WinnerWithdrawalCall = callInfo({
  path: '/api/settings/top10winner_withdrawal',
  access: 'site',
  networkFailure: 'settings',
});

export const siteInfoDetailCall = callInfo({
  path: '/api/settings/siteinfodetail',
  access: 'site',
  networkFailure: 'siteinfo',
});

export const analyticsCall = callInfo({
  path: '/api/settings/get_analytics',
  access: 'site',
  networkFailure: 'settings',
});

export const adsVisitCall = callInfo({
  path: '/api/settings/adsvisit',
  access: 'site',
  networkFailure: 'settings',
});

export const partnersCall = callInfo({
  path: '/api/settings/partners',
  access: 'site',
  networkFailure: 'siteinfo',
});
