import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { domainName, externalId } from './fields.ts';
import { amountField } from './payment-contract.ts';
import { decimalText } from './wallet-contract.ts';
import * as light from './sportsbook-calls.ts';
import { maxParlayLegs, sportsKinds } from './sportsbook-calls.ts';

/**
 * The sportsbook (issue 12, item 4): events with their markets, and bets placed from a bet slip,
 * singles or one parlay, debited and paid through the seamless-wallet API as the SABA provider.
 * Odds are decimal text with three decimals ("1.950"), amounts exact decimal text.
 */

/** Message keys these calls answer with besides the common ones (each has a text in `errors`). */
export const sportsbookErrorKeys = [
  'selectionNotFound',
  'eventClosed',
  'invalidParlay',
  'insufficientBalance',
  'invalidAmount',
  'idempotencyConflict',
  'gameNotFound',
  'betRefused',
] as const;

const teamNamesSchema = z.record(z.string(), z.object({ home: z.string(), away: z.string() }));

const selectionSchema = z.object({
  selection_id: z.number().int(),
  home_away: z.string(),
  criteria1: z.string().nullable(),
  odds: decimalText,
});

const marketSchema = z.object({
  bet_type: z.string(),
  /** The market's line as the home side (or the total, or nothing): groups a handicap's two picks. */
  line: z.string().nullable(),
  selections: z.array(selectionSchema),
});

const eventSchema = z.object({
  event_id: z.number().int(),
  code: z.string(),
  sport: z.enum(sportsKinds),
  league: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  /** Team names in other languages, by lower-cased language code. */
  team_names: teamNamesSchema,
  starts_at: z.string(),
  markets: z.array(marketSchema),
});
export type SportsEvent = z.output<typeof eventSchema>;
export type SportsMarket = z.output<typeof marketSchema>;

export const sportsEventsCall = defineCall({
  ...light.sportsEventsCall,
  summary: 'The open sports events (football, basketball, tennis) with their markets and odds',
  tag: 'sports',
  request: z.object({ domain_name: domainName, external_id: externalId }),
  response: z.object({ ...success, value: z.array(eventSchema) }),
});

const placedBetSchema = z.object({
  /** The bet record's id (bet_history's bet_id). */
  bet_id: z.string().nullable(),
  round_id: z.string(),
  kind: z.enum(['single', 'parlay']),
  stake: decimalText,
  odds: decimalText,
  potential_payout: decimalText,
});

export const placeSportsBetCall = defineCall({
  ...light.placeSportsBetCall,
  summary:
    'Places the bet slip: one single per selection, or one parlay of them all (2 to 10 legs of different events), each with the stake; a retry with the same idempotency_key places nothing more',
  tag: 'sports',
  request: z.object({
    account_id: accountIdField,
    auth: authField,
    kind: z.enum(['singles', 'parlay']),
    selection_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(maxParlayLegs),
    /** In the brand's currency, per bet. */
    stake: amountField,
    idempotency_key: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalidRequest' }),
  }),
  response: z.object({ ...success, currency: z.string(), value: z.array(placedBetSchema) }),
});

export const sportsbookCalls = [sportsEventsCall, placeSportsBetCall];
