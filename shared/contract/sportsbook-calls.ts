import { callInfo } from './call-info.ts';

// The sportsbook calls without their schemas, for the web client (decision 0039); sportsbook-contract.ts adds the schemas.

export const sportsKinds = ['football', 'basketball', 'tennis'] as const;

/** A parlay takes two to this many legs, each of another event. */
export const maxParlayLegs = 10;

export const sportsEventsCall = callInfo({
  path: '/api/sports/events',
  access: 'site',
  networkFailure: 'siteinfo',
});

export const placeSportsBetCall = callInfo({
  path: '/api/sports/place_bet',
  access: 'player',
  networkFailure: 'player',
});
