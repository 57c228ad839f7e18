import { callInfo } from './call-info.ts';

// The minigame calls without their schemas, for the web client (decision 0039); minigame-contract.ts adds the schemas.

export const minigameInfoCall = callInfo({
  path: '/api/minigame/info',
  access: 'player',
  networkFailure: 'player',
});

export const minigameSpinCall = callInfo({
  path: '/api/minigame/spin',
  access: 'player',
  networkFailure: 'player',
});

export const spinInfoCall = callInfo({
  path: '/api/spin/info',
  access: 'player',
  networkFailure: 'player',
});

export const spinSpinCall = callInfo({
  path: '/api/spin/spin',
  access: 'player',
  networkFailure: 'player',
});
