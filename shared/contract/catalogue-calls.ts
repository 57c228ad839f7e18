import { callInfo } from './call-info.ts';

// The catalogue calls without their schemas, for the web client (decision 0039); catalogue-contract.ts adds the schemas.

export const gamesCall = callInfo({
  path: '/api/product/get_games',
  summary:
    "One page of the brand's games of a category, optionally of one provider and matching a name; total counts every match",
  tag: 'product',
  access: 'site',
  networkFailure: 'settings',
});

export const providersCall = callInfo({
  path: '/api/product/get_providers',
  summary: "The brand's offered providers that have games (of game_type when given), in name order",
  tag: 'product',
  access: 'site',
  networkFailure: 'settings',
});
