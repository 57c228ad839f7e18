import { callInfo } from './call-info.ts';

// The leaderboard calls without their schemas, for the web client (decision 0039); leaderboard-contract.ts adds the schemas.

export const leaderboardListCall = callInfo({
  path: '/api/leaderboard/list',
  access: 'player',
  networkFailure: 'settings',
});
