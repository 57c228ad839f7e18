import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { safeText } from './fields.ts';
import * as light from './fairness-calls.ts';

/**
 * The player's provably fair seed pair (issue 12). The server seed itself is never answered while
 * it is in use: only its SHA-256. Rotating the pair reveals it, so the player can check every round
 * played with it; the new pair starts at nonce 0.
 */

/** A client seed the player chooses: 1–64 letters, digits, "-" and "_". */
export const clientSeedField = safeText(64).regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'invalidClientSeed' });

const activePairSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().min(0),
});

const revealedPairSchema = z.object({
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** How many rounds the pair played: nonces 0 … rounds − 1. */
  rounds: z.number().int().min(0),
  revealed_at: z.string(),
});
export type RevealedPair = z.output<typeof revealedPairSchema>;

const seedsAnswer = z.object({
  ...success,
  value: z.object({ active: activePairSchema, previous: revealedPairSchema.nullable() }),
});

const playerCall = { account_id: accountIdField, auth: authField };

export const fairSeedsCall = defineCall({
  ...light.fairSeedsCall,
  summary:
    "The player's seed pair in use (the server seed's SHA-256, the client seed, the next nonce) and the last pair revealed",
  tag: 'fairness',
  request: z.object(playerCall),
  response: seedsAnswer,
});

export const fairRotateCall = defineCall({
  ...light.fairRotateCall,
  summary:
    'Ends the seed pair in use and reveals its server seed; the new pair has a fresh server seed, the given client seed (or a random one) and nonce 0',
  tag: 'fairness',
  request: z.object({ ...playerCall, client_seed: clientSeedField.optional() }),
  response: seedsAnswer,
});

export const fairnessCalls = [fairSeedsCall, fairRotateCall];
