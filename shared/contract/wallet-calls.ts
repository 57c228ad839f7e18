import { callInfo } from './call-info.ts';

// The wallet calls without their schemas, for the web client (decision 0039); wallet-contract.ts adds the schemas.

export const balanceCall = callInfo({
  path: '/api/auth/get_balance',
  summary:
    "The player's balances: game_balance is the available cash (cash minus held) in the currency, game_token the game tokens",
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const vipCall = callInfo({
  path: '/api/auth/vip',
  summary:
    "VIP progress: nextLevel[0] is the player's progress towards the next level, the rest is the ladder, lowest level first",
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const favouritesCall = callInfo({
  path: '/api/home/fav_list',
  summary: "The player's favourite games, newest first (games the brand no longer offers are left out)",
  tag: 'home',
  access: 'player',
  networkFailure: 'player',
});

export const favouriteAddCall = callInfo({
  path: '/api/home/fav_add',
  summary: 'Adds a game of the brand to the favourites (adding it again changes nothing); answers the list',
  tag: 'home',
  access: 'player',
  networkFailure: 'player',
});

export const favouriteRemoveCall = callInfo({
  path: '/api/home/fav_remove',
  summary: 'Removes a game from the favourites (removing it again changes nothing); answers the list',
  tag: 'home',
  access: 'player',
  networkFailure: 'player',
});
