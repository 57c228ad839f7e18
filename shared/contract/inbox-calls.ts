import { callInfo } from './call-info.ts';

// The inbox calls without their schemas, for the web client (decision 0039); inbox-contract.ts adds the schemas.

export const getInboxCall = callInfo({
  path: '/api/settings/get_inbox',
  access: 'player',
  networkFailure: 'settings',
});

export const claimInboxCall = callInfo({
  path: '/api/settings/claim_inbox',
  access: 'player',
  networkFailure: 'settings',
});

export const readInboxCall = callInfo({
  path: '/api/settings/read_inbox',
  access: 'player',
  networkFailure: 'settings',
});
