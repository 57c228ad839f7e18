import { callInfo } from './call-info.ts';

// The bet-history calls without their schemas, for the web client (decision 0039); bet-history-contract.ts adds the schemas.

export const betStatuses = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof betStatuses)[number];

export const betHistoryCall = callInfo({
  path: '/api/history/bet_history',
  access: 'player',
  networkFailure: 'player',
});
