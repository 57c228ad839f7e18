import { z } from './zod-without-eval.ts';
import { defineCall, success } from './api-call.ts';
import { safeText } from './fields.ts';
import { hashBets } from '#shared/house/hash-game.ts';
import { slotSymbols } from '#shared/house/slot-machine.ts';
import * as light from './house-calls.ts';

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
  'crashBettingClosed',
  'crashAlreadyBet',
  'crashNoBet',
  'crashNotStarted',
] as const;

/** The engines every house game plays: the slot, the hash game or the crash game. */
const houseEngines = ['slot', 'hash', 'crash'] as const;
export type HouseEngine = (typeof houseEngines)[number];
/** The engines whose rounds are the player's own (house_rounds, decided from the player's seed pair). */
export type SoloEngine = Exclude<HouseEngine, 'crash'>;

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
  ...light.houseStateCall,
  summary:
    "A house game session's state: balance, the session's elapsed time and net result, the seed pair in use (hash, client seed, next nonce) and the stakes",
  tag: 'house',
  request: z.object({ token: tokenField }),
  response: stateAnswer,
});

export const houseSlotSpinCall = defineCall({
  ...light.houseSlotSpinCall,
  summary:
    'Plays one round of the house slot: the next nonce of the seed pair, settled through the signed wallet API (bet, then win); the same request_id plays once',
  tag: 'house',
  request: z.object({ token: tokenField, stake: minor, request_id: requestIdField }),
  response: roundAnswer,
});

export const houseHashBetCall = defineCall({
  ...light.houseHashBetCall,
  summary:
    "Plays one round of the house hash game on odd, even, big or small (the round hash's last hex digit, 1.95×); the same request_id plays once",
  tag: 'house',
  request: z.object({
    token: tokenField,
    stake: minor,
    pick: z.enum(hashBets),
    request_id: requestIdField,
  }),
  response: roundAnswer,
});

const crashPhases = ['betting', 'running', 'crashed'] as const;
const crashBetStates = ['placing', 'open', 'cashed', 'lost', 'refused'] as const;
/** A multiplier in hundredths: 100 is 1.00×. */
const hundredths = z.number().int().min(100).max(100_000_000);

const crashBetSchema = z.object({
  /** The player's masked name (as the home page's winners), or their own bet's `you`. */
  player: z.string(),
  stake: minor,
  auto_cashout: hundredths.nullable(),
  state: z.enum(crashBetStates),
  cashout_point: hundredths.nullable(),
  win: minor,
});

const crashRoundSchema = z.object({
  number: z.number().int().min(1),
  phase: z.enum(crashPhases),
  starts_at: z.string(),
  /** Known only once the round has crashed (before, it would give the crash away). */
  crash_point: hundredths.nullable(),
  crashes_at: z.string().nullable(),
  /** The round's chain hash, revealed once it has crashed: hashing it gives the previous round's. */
  hash: z.string().nullable(),
});

const crashStateSchema = z.object({
  /** The server's clock, so the page draws the curve on the server's time. */
  server_time: z.string(),
  chain: z.object({
    number: z.number().int().min(1),
    terminating_hash: z.string(),
    salt: z.string(),
    length: z.number().int(),
  }),
  round: crashRoundSchema,
  /** Every bet of the current round, the player's own first. */
  bets: z.array(crashBetSchema),
  mine: crashBetSchema.nullable(),
  /** The last crashed rounds, newest first. */
  history: z.array(
    z.object({
      number: z.number().int(),
      crash_point: hundredths,
      hash: z.string(),
      chain: z.number().int(),
    }),
  ),
});
export type CrashState = z.output<typeof crashStateSchema>;
export type CrashBetView = z.output<typeof crashBetSchema>;

const crashAnswer = z.object({
  ...success,
  value: z.object({ house: stateSchema, crash: crashStateSchema }),
});
export type CrashAnswer = z.output<typeof crashAnswer>;

export const houseCrashStateCall = defineCall({
  ...light.houseCrashStateCall,
  summary:
    "The brand's crash round as the game session sees it: phase, the server's time, every bet, the player's own, the last rounds with their hashes and the chain's published terminating hash",
  tag: 'house',
  request: z.object({ token: tokenField }),
  response: crashAnswer,
});

export const houseCrashBetCall = defineCall({
  ...light.houseCrashBetCall,
  summary:
    'Places the player’s bet in the crash round taking bets (one per round), optionally with an auto cash-out; the stake goes through the signed wallet API; the same request_id bets once',
  tag: 'house',
  request: z.object({
    token: tokenField,
    stake: minor,
    auto_cashout: z.number().int().min(101).max(100_000_000).nullable().optional(),
    request_id: requestIdField,
  }),
  response: crashAnswer,
});

export const houseCrashCashoutCall = defineCall({
  ...light.houseCrashCashoutCall,
  summary:
    "Cashes the player's open bet out at the multiplier of the server's clock, if the round has not crashed; sent twice, it pays once",
  tag: 'house',
  request: z.object({ token: tokenField }),
  response: crashAnswer,
});

export const houseCalls = [
  houseStateCall,
  houseSlotSpinCall,
  houseHashBetCall,
  houseCrashStateCall,
  houseCrashBetCall,
  houseCrashCashoutCall,
];
