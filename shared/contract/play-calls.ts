import { callInfo } from './call-info.ts';

// The play calls without their schemas, for the web client (decision 0039); play-contract.ts adds the schemas.

export const launchGameCall = callInfo({
  path: '/api/product/launch_game',
  access: 'player',
  networkFailure: 'player',
});
