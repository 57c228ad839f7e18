import { callInfo } from './call-info.ts';

// The house calls without their schemas, for the web client (decision 0039); house-contract.ts adds the schemas.

export const houseStateCall = callInfo({
  path: '/api/house/state',
  summary:
    "A house game session's state: balance, the session's elapsed time and net result, the seed pair in use (hash, client seed, next nonce) and the stakes",
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
});

export const houseSlotSpinCall = callInfo({
  path: '/api/house/slot/spin',
  summary:
    'Plays one round of the house slot: the next nonce of the seed pair, settled through the signed wallet API (bet, then win); the same request_id plays once',
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
});

export const houseHashBetCall = callInfo({
  path: '/api/house/hash/bet',
  summary:
    "Plays one round of the house hash game on odd, even, big or small (the round hash's last hex digit, 1.95×); the same request_id plays once",
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
});

export const houseCrashStateCall = callInfo({
  path: '/api/house/crash/state',
  summary:
    "The brand's crash round as the game session sees it: phase, the server's time, every bet, the player's own, the last rounds with their hashes and the chain's published terminating hash",
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
});

export const houseCrashBetCall = callInfo({
  path: '/api/house/crash/bet',
  summary:
    'Places the player’s bet in the crash round taking bets (one per round), optionally with an auto cash-out; the stake goes through the signed wallet API; the same request_id bets once',
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
});

export const houseCrashCashoutCall = callInfo({
  path: '/api/house/crash/cashout',
  summary:
    "Cashes the player's open bet out at the multiplier of the server's clock, if the round has not crashed; sent twice, it pays once",
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
});
