import { callInfo } from './call-info.ts';

// The minigame calls without their schemas, for the web client (decision 0039); minigame-contract.ts adds the schemas.

export const minigameInfoCall = callInfo({
  path: '/api/minigame/info',
  summary:
    'The token wheel: cost, segments with odds and stock left, free spins, frozen tokens and what unlocks them',
  tag: 'minigame',
  access: 'player',
  networkFailure: 'player',
});

export const minigameSpinCall = callInfo({
  path: '/api/minigame/spin',
  summary:
    'Spins the token wheel (a free spin won before, else `cost` tokens); the prize is credited with the debit; the same request_id spins once',
  tag: 'minigame',
  access: 'player',
  networkFailure: 'player',
});

export const spinInfoCall = callInfo({
  path: '/api/spin/info',
  summary: 'The free daily spin: its prizes, spins left this period and when the next one comes',
  tag: 'minigame',
  access: 'player',
  networkFailure: 'player',
});

export const spinSpinCall = callInfo({
  path: '/api/spin/spin',
  summary:
    'Spins the free daily spin (noFreeSpin when none is left this period); the same request_id spins once',
  tag: 'minigame',
  access: 'player',
  networkFailure: 'player',
});
