import { callInfo } from './call-info.ts';
import { historyPageSize } from './payment-calls.ts';

// The bet-history calls without their schemas, for the web client (decision 0039); bet-history-contract.ts adds the schemas.

export const betStatuses = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof betStatuses)[number];

export const betHistoryCall = callInfo({
  path: '/api/history/bet_history',
  summary: `The player's game rounds, newest first, ${historyPageSize} a page (page is 1-based, default 1; from inclusive, to exclusive, on the time the round was placed), with the totals of every round the filter matches`,
  tag: 'history',
  access: 'player',
  networkFailure: 'player',
});
