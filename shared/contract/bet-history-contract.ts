import { z } from './zod-without-eval.ts';
import { categorySlugs } from '#shared/brand/categories.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { isoInstant } from './fields.ts';
import { decimalText } from './wallet-contract.ts';
import * as light from './bet-history-calls.ts';
import { betStatuses } from './bet-history-calls.ts';
import { historyPageSize } from './payment-calls.ts';

/**
 * The player's game rounds (issue 11: bets and bet history). One entry per round with its stake,
 * win and state, and the provider's wallet transactions that moved it, so a player can see exactly
 * what a round took and paid. Amounts are exact decimal text in the wallet's currency.
 */

/** A round lists at most this many of its transactions (a long free-spin round is summed in stake and win). */
export const maxRoundTransactions = 50;

const roundTransactionSchema = z.object({
  transaction_id: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  amount: decimalText,
  /** A bet whose stake a rollback gave back. */
  rolled_back: z.boolean(),
  created_at: z.string(),
});

/**
 * How to verify a house round (issue 12): a slot or hash round by its seed pair and nonce (the server
 * seed only once the player has rotated the pair, until then null); a crash bet by its round's chain
 * hash, the chain's salt and published terminating hash, and the round's number on the chain (once
 * the round has crashed).
 */
const betFairnessSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.enum(['slot', 'hash']),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int().min(0),
    server_seed: z.string().nullable(),
  }),
  z.object({
    game: z.literal('crash'),
    round_hash: z.string(),
    salt: z.string(),
    terminating_hash: z.string(),
    round_number: z.number().int().min(1),
    /** Hundredths: 100 is 1.00×. */
    crash_point: z.number().int().min(100),
  }),
]);
export type BetFairness = z.output<typeof betFairnessSchema>;

/**
 * A sports bet's line (spec "Bet line"): bet_type, home_away, criteria1 and the team names, with
 * per-language names as home_team_name_<lang> / away_team_name_<lang>, the odds and the result
 * (win, lose, push, half_win, half_loss, void; null until the event is decided).
 */
const betLineSchema = z
  .object({
    bet_type: z.string(),
    home_away: z.string(),
    criteria1: z.string().nullable(),
    home_team_name: z.string(),
    away_team_name: z.string(),
    event_code: z.string(),
    odds: decimalText,
    result: z.string().nullable(),
  })
  .catchall(z.string().nullable());
export type BetHistoryLine = z.output<typeof betLineSchema>;

const betEntrySchema = z.object({
  /** Marquee's id of the round (the bet record). */
  bet_id: z.string(),
  round_id: z.string(),
  provider_code: z.string(),
  provider_name: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  /** The game's category slug; empty when the game has left the catalogue. */
  game_type: z.string(),
  stake: decimalText,
  win: decimalText,
  /** win − stake: what the round added to (or took from) the balance. */
  net: decimalText,
  status: z.enum(betStatuses),
  placed_at: z.string(),
  settled_at: z.string().nullable(),
  rolled_back_at: z.string().nullable(),
  transactions: z.array(roundTransactionSchema),
  /** Every transaction of the round, also those beyond `maxRoundTransactions`. */
  transaction_count: z.number().int().min(0),
  /** A house round's provably fair values; absent for other providers' rounds. */
  fairness: betFairnessSchema.optional(),
  /** A sports bet's lines: one for a single, one per leg for a parlay. */
  lines: z.array(betLineSchema).optional(),
  /** A sports bet's own bet type: its single line's, or PARLAY. */
  bet_type: z.string().optional(),
});
export type BetEntry = z.output<typeof betEntrySchema>;

export const betHistoryCall = defineCall({
  ...light.betHistoryCall,
  summary: `The player's game rounds, newest first, ${historyPageSize} a page (page is 1-based, default 1; from inclusive, to exclusive, on the time the round was placed), with the totals of every round the filter matches`,
  tag: 'history',
  request: z.object({
    account_id: accountIdField,
    auth: authField,
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    game_type: z.enum(categorySlugs).optional(),
    status: z.enum(betStatuses).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    ...success,
    currency: z.string(),
    value: z.array(betEntrySchema),
    total: z.number().int().min(0),
    /** Sums over every matching round (rolled-back rounds count nothing). */
    summary: z.object({ stake: decimalText, win: decimalText, net: decimalText }),
  }),
});

export const betHistoryCalls = [betHistoryCall];
