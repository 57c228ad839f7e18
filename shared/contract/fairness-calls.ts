import { callInfo } from './call-info.ts';

// The fairness calls without their schemas, for the web client (decision 0039); fairness-contract.ts adds the schemas.

export const fairSeedsCall = callInfo({
  path: '/api/fair/seeds',
  summary:
    "The player's seed pair in use (the server seed's SHA-256, the client seed, the next nonce) and the last pair revealed",
  tag: 'fairness',
  access: 'player',
  networkFailure: 'player',
});

export const fairRotateCall = callInfo({
  path: '/api/fair/rotate',
  summary:
    'Ends the seed pair in use and reveals its server seed; the new pair has a fresh server seed, the given client seed (or a random one) and nonce 0',
  tag: 'fairness',
  access: 'player',
  networkFailure: 'player',
});
