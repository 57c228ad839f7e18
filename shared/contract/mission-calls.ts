import { callInfo } from './call-info.ts';

// The mission calls without their schemas, for the web client (decision 0039); mission-contract.ts adds the schemas.

export const missionListCall = callInfo({
  path: '/api/mission/list',
  summary: "The brand's current missions with the player's progress, state and time left",
  tag: 'mission',
  access: 'player',
  networkFailure: 'settings',
});

export const missionOptInCall = callInfo({
  path: '/api/mission/opt_in',
  summary: 'Joins an opt-in mission for its current period (again: no change); answers the mission',
  tag: 'mission',
  access: 'player',
  networkFailure: 'settings',
});

export const missionClaimCall = callInfo({
  path: '/api/mission/claim',
  summary:
    "Pays a completed mission's reward once per period (alreadyClaimed after that); answers the mission and the new balances",
  tag: 'mission',
  access: 'player',
  networkFailure: 'settings',
});
