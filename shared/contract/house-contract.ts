import { z } from './zod-without-eval.ts';
import { defineCall, success } from './api-call.ts';
import { safeText } from './fields.ts';
import { hashBets } from '#shared/house/hash-game.ts';
import { slotSymbols } from '#shared/house/slot-machine.ts';

/**
 * The house games' own game server (issue 12): the page a HOUSE launch opens calls these with the
 * game session's token, as a provider's game client calls its provider. The token is the
 * credential: the calls are `site` calls (the brand is the host's) whose handler opens the token's
 * game session on that brand. Money moves only through HOUSE's signed seamless-wallet callbacks.
 */

/** Message keys these calls answer with besides the common ones (each has a text in `errors`). */
export const houseErrorKeys = [
  'gameSessionEnded',
  'gameNotFound',
  'invalidStake',
  'spinTooSoon',
  'insufficientBalance',
  'playerBlocked',
  'limitReached',
  'houseUnavailable',
] as const;

/** The engines every house game plays: the slot, or the hash game. */
const houseEngines = ['slot', 'hash'] as const;
export type HouseEngine = (typeof houseEngines)[number];

/** UKGC RTS 14: at least this long between two slot spins of a player, enforced by the server. */
export const slotSpinIntervalMs = 2500;

const tokenField = safeText(200).min(16);
/** The client's id of one press of Spin / Bet: a retry with it plays nothing again. */
const requestIdField = safeText(64).regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'invalidRequest' });
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const signedMinor = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

const symbolSchema = z.enum(slotSymbols);

const slotSpinSchema = z.object({
  stops: z.array(z.number().int()),
  window: z.array(z.array(symbolSchema)),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: symbolSchema,
      count: z.number().int(),
      pay: z.number().int(),
    }),
  ),
  scatters: z.number().int(),
  scatterPay: z.number().int(),
  multiplier: z.number().int(),
  win: z.number().int(),
  freeSpinsAwarded: z.number().int(),
});

const slotOutcomeSchema = z.object({
  engine: z.literal('slot'),
  spins: z.array(slotSpinSchema),
  freeSpinsPlayed: z.number().int(),
  /** In line bets (a twentieth of the stake). */
  win: z.number().int(),
  winTimesBet: z.string(),
  floatsUsed: z.number().int(),
});

const hashOutcomeSchema = z.object({
  engine: z.literal('hash'),
  pick: z.enum(hashBets),
  hash: z.string(),
  digit: z.number().int().min(0).max(15),
  odd: z.boolean(),
  big: z.boolean(),
  won: z.boolean(),
});

export const houseOutcomeSchema = z.discriminatedUnion('engine', [slotOutcomeSchema, hashOutcomeSchema]);
export type HouseOutcome = z.output<typeof houseOutcomeSchema>;

const sessionSchema = z.object({
  started_at: z.string(),
  elapsed_seconds: z.number().int().min(0),
  /** Wins − stakes of the session's settled rounds, minor units. */
  net: signedMinor,
  rounds: z.number().int().min(0),
});

const seedsSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().min(0),
});

const roundSchema = z.object({
  round_id: z.string(),
  stake: minor,
  win: minor,
  nonce: z.number().int().min(0),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  outcome: houseOutcomeSchema,
  placed_at: z.string(),
});
export type HouseRoundView = z.output<typeof roundSchema>;

const stateSchema = z.object({
  game_code: z.string(),
  game_name: z.string(),
  /** The catalogue's category of the game (slots, lottery, bingo, …). */
  game_type: z.string(),
  engine: z.enum(houseEngines),
  currency: z.string(),
  /** Available cash, minor units. */
  balance: minor,
  /** Stakes the game takes, minor units (multiples of 20). */
  stakes: z.array(minor),
  session: sessionSchema,
  seeds: seedsSchema,
  spin_interval_ms: z.number().int(),
  /** When the player's next slot spin is taken; null when it is now. */
  next_spin_at: z.string().nullable(),
});
export type HouseState = z.output<typeof stateSchema>;

const stateAnswer = z.object({ ...success, value: stateSchema });
const roundAnswer = z.object({ ...success, value: z.object({ round: roundSchema, state: stateSchema }) });
export type HouseRoundAnswer = z.output<typeof roundAnswer>;

export const houseStateCall = defineCall({
  path: '/api/house/state',
  summary:
    "A house game session's state: balance, the session's elapsed time and net result, the seed pair in use (hash, client seed, next nonce) and the stakes",
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
  request: z.object({ token: tokenField }),
  response: stateAnswer,
});

export const houseSlotSpinCall = defineCall({
  path: '/api/house/slot/spin',
  summary:
    'Plays one round of the house slot: the next nonce of the seed pair, settled through the signed wallet API (bet, then win); the same request_id plays once',
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
  request: z.object({ token: tokenField, stake: minor, request_id: requestIdField }),
  response: roundAnswer,
});

export const houseHashBetCall = defineCall({
  path: '/api/house/hash/bet',
  summary:
    "Plays one round of the house hash game on odd, even, big or small (the round hash's last hex digit, 1.95×); the same request_id plays once",
  tag: 'house',
  access: 'site',
  networkFailure: 'player',
  request: z.object({
    token: tokenField,
    stake: minor,
    pick: z.enum(hashBets),
    request_id: requestIdField,
  }),
  response: roundAnswer,
});

export const houseCalls = [houseStateCall, houseSlotSpinCall, houseHashBetCall];
