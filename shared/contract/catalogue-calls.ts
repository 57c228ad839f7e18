import { callInfo } from './call-info.ts';

// The catalogue calls without their schemas, for the web client (decision 0039); catalogue-contract.ts adds the schemas.

export const gamesCall = callInfo({
  path: '/api/product/get_games',
  access: 'site',
  networkFailure: 'settings',
});

export const providersCall = callInfo({
  path: '/api/product/get_providers',
  access: 'site',
  networkFailure: 'settings',
});
