import { callInfo } from './call-info.ts';

// The fairness calls without their schemas, for the web client (decision 0039); fairness-contract.ts adds the schemas.

export const fairSeedsCall = callInfo({
  path: '/api/fair/seeds',
  access: 'player',
  networkFailure: 'player',
});

export const fairRotateCall = callInfo({
  path: '/api/fair/rotate',
  access: 'player',
  networkFailure: 'player',
});
