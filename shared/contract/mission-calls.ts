import { callInfo } from './call-info.ts';

// The mission calls without their schemas, for the web client (decision 0039); mission-contract.ts adds the schemas.

export const missionListCall = callInfo({
  path: '/api/mission/list',
  access: 'player',
  networkFailure: 'settings',
});

export const missionOptInCall = callInfo({
  path: '/api/mission/opt_in',
  access: 'player',
  networkFailure: 'settings',
});

export const missionClaimCall = callInfo({
  path: '/api/mission/claim',
  access: 'player',
  networkFailure: 'settings',
});
