import { callInfo } from './call-info.ts';

// The leaderboard calls without their schemas, for the web client (decision 0039); leaderboard-contract.ts adds the schemas.

export const leaderboardListCall = callInfo({
  path: '/api/leaderboard/list',
  summary:
    "The brand's leaderboards of the current period: top 50 with masked ids, the player's rank, time left",
  tag: 'leaderboard',
  access: 'player',
  networkFailure: 'settings',
});
