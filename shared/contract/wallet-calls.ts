import { callInfo } from './call-info.ts';

// The wallet calls without their schemas, for the web client (decision 0039); wallet-contract.ts adds the schemas.

export const balanceCall = callInfo({
  path: '/api/auth/get_balance',
  access: 'player',
  networkFailure: 'player',
});

export const vipCall = callInfo({
  path: '/api/auth/vip',
  access: 'player',
  networkFailure: 'player',
});

export const favouritesCall = callInfo({
  path: '/api/home/fav_list',
  access: 'player',
  networkFailure: 'player',
});

export const favouriteAddCall = callInfo({
  path: '/api/home/fav_add',
  access: 'player',
  networkFailure: 'player',
});

export const favouriteRemoveCall = callInfo({
  path: '/api/home/fav_remove',
  access: 'player',
  networkFailure: 'player',
});
