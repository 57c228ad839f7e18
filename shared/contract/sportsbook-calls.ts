import { callInfo } from './call-info.ts';

// The sportsbook calls without their schemas, for the web client (decision 0039); sportsbook-contract.ts adds the schemas.

export const sportsKinds = ['football', 'basketball', 'tennis'] as const;

/** A parlay takes two to this many legs, each of another event. */
export const maxParlayLegs = 10;

export const sportsEventsCall = callInfo({
  path: '/api/sports/events',
  summary: 'The open sports events (football, basketball, tennis) with their markets and odds',
  tag: 'sports',
  access: 'site',
  networkFailure: 'siteinfo',
});

export const placeSportsBetCall = callInfo({
  path: '/api/sports/place_bet',
  summary:
    'Places the bet slip: one single per selection, or one parlay of them all (2 to 10 legs of different events), each with the stake; a retry with the same idempotency_key places nothing more',
  tag: 'sports',
  access: 'player',
  networkFailure: 'player',
});
