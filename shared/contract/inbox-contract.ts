import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { decimalText, integerText } from './wallet-contract.ts';
import { inboxRewardTypes } from '#shared/money/wallet-kinds.ts';
import * as light from './inbox-calls.ts';

/**
 * The inbox calls (spec section 7: get_inbox, claim_inbox; read_inbox in the same style). Player
 * calls carry account_id and auth; the brand is the host's.
 */

const playerCall = { account_id: accountIdField, auth: authField };

/** The id of a message of the player's inbox, as get_inbox lists it. */
const inboxIdField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Message keys these calls answer with besides the common ones (each has a text in `errors`). */
export const inboxErrorKeys = ['alreadyClaimed', 'nothingToClaim'] as const;

export const inboxMessageSchema = z.object({
  inbox_id: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  /** ISO 8601 instant. */
  created_at: z.string(),
  read: z.boolean(),
  /** Cash in the wallet's currency as exact decimal text; tokens as a whole number. */
  reward: z.object({ type: z.enum(inboxRewardTypes), amount: decimalText }).nullable(),
  claimed: z.boolean(),
});
export type InboxMessage = z.output<typeof inboxMessageSchema>;

export const getInboxCall = defineCall({
  ...light.getInboxCall,
  summary:
    "The player's inbox messages, newest first, with their rewards and whether they are read and claimed",
  tag: 'inbox',
  request: z.object(playerCall),
  response: z.object({ ...success, value: z.array(inboxMessageSchema) }),
});

export const claimInboxCall = defineCall({
  ...light.claimInboxCall,
  summary:
    "Claims a message's reward once (alreadyClaimed after that, nothingToClaim without a reward); answers the message and the new balances",
  tag: 'inbox',
  request: z.object({ ...playerCall, inbox_id: inboxIdField }),
  response: z.object({
    ...success,
    value: inboxMessageSchema,
    currency: z.string(),
    game_balance: decimalText,
    game_token: integerText,
    minigame: z.object({ frozen_token: integerText, token_balance: integerText }),
  }),
});

export const readInboxCall = defineCall({
  ...light.readInboxCall,
  summary: 'Marks a message read (read: false marks it unread again); answers the message',
  tag: 'inbox',
  request: z.object({ ...playerCall, inbox_id: inboxIdField, read: z.boolean().optional() }),
  response: z.object({ ...success, value: inboxMessageSchema }),
});

export const inboxCalls = [getInboxCall, claimInboxCall, readInboxCall] as const;
