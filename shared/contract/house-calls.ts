import { callInfo } from './call-info.ts';

// The house calls without their schemas, for the web client (decision 0039); house-contract.ts adds the schemas.

export const houseStateCall = callInfo({
  path: '/api/house/state',
  access: 'site',
  networkFailure: 'player',
});

export const houseSlotSpinCall = callInfo({
  path: '/api/house/slot/spin',
  access: 'site',
  networkFailure: 'player',
});

export const houseHashBetCall = callInfo({
  path: '/api/house/hash/bet',
  access: 'site',
  networkFailure: 'player',
});

export const houseCrashStateCall = callInfo({
  path: '/api/house/crash/state',
  access: 'site',
  networkFailure: 'player',
});

export const houseCrashBetCall = callInfo({
  path: '/api/house/crash/bet',
  access: 'site',
  networkFailure: 'player',
});

export const houseCrashCashoutCall = callInfo({
  path: '/api/house/crash/cashout',
  access: 'site',
  networkFailure: 'player',
});
