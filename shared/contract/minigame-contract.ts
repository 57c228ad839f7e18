import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { safeText } from './fields.ts';
import { decimalText, integerText } from './wallet-contract.ts';
import { wheelPrizeTypes } from '#shared/brand/engagement-kinds.ts';
import * as light from './minigame-calls.ts';

/**
 * The minigame calls (issue 14, spec style): POST /api/minigame/info and /spin (the token wheel),
 * /api/spin/info and /spin (the free daily spin). Every answer carries the new balances, so the
 * header updates without a reload.
 */

const playerCall = { account_id: accountIdField, auth: authField };
/** The client's id of one spin: a retried request with the same id answers the first spin. */
const requestIdField = safeText(64).regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'invalidRequest' });

/** Message keys these calls answer with besides the common ones (each has a text in `errors`). */
export const minigameErrorKeys = ['noFreeSpin'] as const;

const balances = {
  currency: z.string(),
  game_balance: decimalText,
  game_token: integerText,
  minigame: z.object({ frozen_token: integerText, token_balance: integerText }),
};

const segmentSchema = z.object({
  id: z.string(),
  /** cash: major units of the brand currency; tokens and free spins: whole; none: "try again". */
  prize: z.object({ type: z.enum(wheelPrizeTypes), amount: decimalText }),
  weight: z.number().int(),
  /** Chance of the segment now, 0..1 (0 when sold out). */
  odds: z.number().min(0).max(1),
  /** null: unlimited; else how many are left this stock period. */
  left: z.number().int().nullable(),
});
export type WheelSegmentView = z.output<typeof segmentSchema>;

const seedsSchema = z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number() });

const spinSchema = z.object({
  request_id: z.string(),
  segment_index: z.number().int(),
  segment_id: z.string(),
  prize: z.object({ type: z.enum(wheelPrizeTypes), amount: decimalText }),
  /** What the verifier needs: the pair's hash and client seed, the nonce, the weights and what was sold out. */
  fairness: z.object({
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
    weights: z.array(z.number().int()),
    sold_out: z.array(z.number().int()),
  }),
});
export type MinigameSpinView = z.output<typeof spinSchema>;

const frozenGrantSchema = z.object({
  tokens: integerText,
  /** wager: unlocks when `wager_left` more is wagered; time: at `unlock_at`. */
  condition: z.enum(['wager', 'time']),
  wager_left: decimalText.nullable(),
  unlock_at: z.string().nullable(),
});
export type FrozenGrantView = z.output<typeof frozenGrantSchema>;

const wheelInfo = z.object({
  cost: z.number().int(),
  segments: z.array(segmentSchema),
  /** Free wheel spins won and not used yet. */
  free_spins: z.number().int(),
  /** When the stock counts start again (ISO 8601). */
  stock_resets_at: z.string(),
  frozen: z.array(frozenGrantSchema),
  seeds: seedsSchema,
});

const dailyInfo = z.object({
  segments: z.array(segmentSchema),
  period: z.enum(['daily', 'weekly']),
  /** Free spins left this period. */
  spins_left: z.number().int(),
  /** When the next period's free spin is available (ISO 8601). */
  next_spin_at: z.string(),
  seeds: seedsSchema,
});

export const minigameInfoCall = defineCall({
  ...light.minigameInfoCall,
  summary:
    'The token wheel: cost, segments with odds and stock left, free spins, frozen tokens and what unlocks them',
  tag: 'minigame',
  request: z.object(playerCall),
  response: z.object({ ...success, value: wheelInfo, ...balances }),
});

export const minigameSpinCall = defineCall({
  ...light.minigameSpinCall,
  summary:
    'Spins the token wheel (a free spin won before, else `cost` tokens); the prize is credited with the debit; the same request_id spins once',
  tag: 'minigame',
  request: z.object({ ...playerCall, request_id: requestIdField }),
  response: z.object({ ...success, value: z.object({ spin: spinSchema, info: wheelInfo }), ...balances }),
});

export const spinInfoCall = defineCall({
  ...light.spinInfoCall,
  summary: 'The free daily spin: its prizes, spins left this period and when the next one comes',
  tag: 'minigame',
  request: z.object(playerCall),
  response: z.object({ ...success, value: dailyInfo, ...balances }),
});

export const spinSpinCall = defineCall({
  ...light.spinSpinCall,
  summary:
    'Spins the free daily spin (noFreeSpin when none is left this period); the same request_id spins once',
  tag: 'minigame',
  request: z.object({ ...playerCall, request_id: requestIdField }),
  response: z.object({ ...success, value: z.object({ spin: spinSchema, info: dailyInfo }), ...balances }),
});

export const minigameCalls = [minigameInfoCall, minigameSpinCall, spinInfoCall, spinSpinCall] as const;
