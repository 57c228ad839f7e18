import { callInfo } from './call-info.ts';

// The play calls without their schemas, for the web client (decision 0039); play-contract.ts adds the schemas.

export const launchGameCall = callInfo({
  path: '/api/product/launch_game',
  summary:
    "Opens a game session for the signed-in player and answers the provider's game address with its token, and how to show it",
  tag: 'product',
  access: 'player',
  networkFailure: 'player',
});
