import { callInfo } from './call-info.ts';

// The protection calls without their schemas, for the web client (decision 0039); protection-contract.ts adds the schemas.

export const getProtectionCall = callInfo({
  path: '/api/protection/get',
  access: 'player',
  networkFailure: 'settings',
});

export const setLimitCall = callInfo({
  path: '/api/protection/set_limit',
  access: 'player',
  networkFailure: 'settings',
});

export const setRealityCheckCall = callInfo({
  path: '/api/protection/set_reality_check',
  access: 'player',
  networkFailure: 'settings',
});

export const realityCheckCall = callInfo({
  path: '/api/protection/reality_check',
  access: 'player',
  networkFailure: 'settings',
});

export const timeOutCall = callInfo({
  path: '/api/protection/time_out',
  access: 'player',
  networkFailure: 'settings',
});

export const selfExcludeCall = callInfo({
  path: '/api/protection/self_exclude',
  access: 'player',
  networkFailure: 'settings',
});
