import { z } from './zod-without-eval.ts';
import { defineCall } from './api-call.ts';

/**
 * The seamless-wallet API game providers call (decision 0028): `POST /api/provider/{provider_code}/…`,
 * signed with `X-Marquee-Timestamp` and `X-Marquee-Signature: sha256=<hex HMAC-SHA256(secret,
 * timestamp + "." + raw body)>`. Unlike every other call it answers `{status, balance, currency}`
 * with HTTP 200 for every business outcome, bad requests and bad signatures included: that is the
 * shape providers already implement (Hub88, SOFTSWISS, Evolution; research/anchors-games.md §1).
 */

export const providerTimestampHeader = 'x-marquee-timestamp';
export const providerSignatureHeader = 'x-marquee-signature';
/** A callback whose timestamp is further than this from the server's clock is refused. */
export const providerSignatureWindowSeconds = 30;

const providerStatuses = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'ROUND_CLOSED',
  'LIMIT_REACHED',
  'PLAYER_BLOCKED',
  'WRONG_CURRENCY',
  'BAD_REQUEST',
] as const;
export type ProviderStatus = (typeof providerStatuses)[number];

/** Printable ASCII identifiers of the provider's own: transaction and round ids. */
const providerId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/);

const sessionToken = z.string().min(1).max(200);

/** Minor units of the session's currency, as a JSON integer. */
const minorAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

const gameCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

const providerBalanceRequest = z.strictObject({ session_token: sessionToken });

export const providerBetRequest = z.strictObject({
  session_token: sessionToken,
  transaction_id: providerId,
  round_id: providerId,
  game_code: gameCode,
  amount: minorAmount.min(1),
  currency: currencyCode,
});

export const providerWinRequest = z.strictObject({
  session_token: sessionToken,
  transaction_id: providerId,
  round_id: providerId,
  game_code: gameCode,
  amount: minorAmount,
  currency: currencyCode,
  bet_transaction_id: providerId.optional(),
  /** The round ends with this win: it is settled and takes no more bets, wins or rollbacks. */
  round_closed: z.boolean().optional(),
});

export const providerRollbackRequest = z.strictObject({
  session_token: sessionToken,
  transaction_id: providerId,
  rollback_transaction_id: providerId,
  round_id: providerId,
});

/**
 * Every answer. `balance` is the player's current available cash (cash minus what pending
 * withdrawals hold) in minor units; 0 and the currency if known (else "") when the player is
 * unknown. `transaction_id` is Marquee's id of the money movement, the same on every replay.
 */
const providerResponse = z.strictObject({
  status: z.enum(providerStatuses),
  balance: z.number().int().min(0),
  currency: z.string(),
  transaction_id: z.string().optional(),
});
export type ProviderResponse = z.infer<typeof providerResponse>;

const tag = 'provider';

export const providerBalanceCall = defineCall({
  path: '/api/provider/{provider_code}/balance',
  summary: "The player's available cash in the game session's currency",
  tag,
  access: 'provider',
  networkFailure: 'player',
  request: providerBalanceRequest,
  response: providerResponse,
});

export const providerBetCall = defineCall({
  path: '/api/provider/{provider_code}/bet',
  summary: 'Takes a stake from the player (only in a live game session); idempotent per transaction_id',
  tag,
  access: 'provider',
  networkFailure: 'player',
  request: providerBetRequest,
  response: providerResponse,
});

export const providerWinCall = defineCall({
  path: '/api/provider/{provider_code}/win',
  summary: "Pays a round's win (also after the session ended); round_closed settles the round",
  tag,
  access: 'provider',
  networkFailure: 'player',
  request: providerWinRequest,
  response: providerResponse,
});

export const providerRollbackCall = defineCall({
  path: '/api/provider/{provider_code}/rollback',
  summary: 'Gives a bet back (also after the session ended); an unknown bet is remembered and refused later',
  tag,
  access: 'provider',
  networkFailure: 'player',
  request: providerRollbackRequest,
  response: providerResponse,
});

export const providerCalls = [providerBalanceCall, providerBetCall, providerWinCall, providerRollbackCall];
