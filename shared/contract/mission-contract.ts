import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { decimalText, integerText } from './wallet-contract.ts';
import { missionKinds } from '#shared/brand/engagement-kinds.ts';
import { inboxRewardTypes } from '#shared/money/wallet-kinds.ts';
import * as light from './mission-calls.ts';

/**
 * The mission calls (spec style: POST /api/mission/list, opt_in, claim). Missions are the brand
 * document's; progress is counted on the server from the player's rounds, deposits and logins.
 */

const playerCall = { account_id: accountIdField, auth: authField };
const missionIdField = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

/** Message keys these calls answer with besides the common ones (each has a text in `errors`). */
export const missionErrorKeys = ['alreadyClaimed', 'missionNotJoined', 'missionNotComplete'] as const;

const missionStates = ['open', 'active', 'completed', 'claimed'] as const;

const missionItemSchema = z.object({
  mission_id: z.string(),
  /** The title per language code (EN, CN …); the client shows its language's, else the brand default's. */
  title: z.record(z.string(), z.string()),
  kind: z.enum(missionKinds),
  /** Goal and progress: exact decimal text in the brand currency for amounts, whole counts otherwise. */
  target: decimalText,
  progress: decimalText,
  /** 0..100, capped. */
  percent: z.number().min(0).max(100),
  repeat: z.enum(['once', 'daily', 'weekly']),
  /** open: opt-in mission not joined yet; active: counting; completed: claimable; claimed: paid. */
  state: z.enum(missionStates),
  /** ISO 8601 instant the current period or window ends; null: never. */
  ends_at: z.string().nullable(),
  reward: z.object({ type: z.enum(inboxRewardTypes), amount: decimalText }),
});
export type MissionItem = z.output<typeof missionItemSchema>;

export const missionListCall = defineCall({
  ...light.missionListCall,
  summary: "The brand's current missions with the player's progress, state and time left",
  tag: 'mission',
  request: z.object(playerCall),
  response: z.object({ ...success, value: z.array(missionItemSchema) }),
});

export const missionOptInCall = defineCall({
  ...light.missionOptInCall,
  summary: 'Joins an opt-in mission for its current period (again: no change); answers the mission',
  tag: 'mission',
  request: z.object({ ...playerCall, mission_id: missionIdField }),
  response: z.object({ ...success, value: missionItemSchema }),
});

export const missionClaimCall = defineCall({
  ...light.missionClaimCall,
  summary:
    "Pays a completed mission's reward once per period (alreadyClaimed after that); answers the mission and the new balances",
  tag: 'mission',
  request: z.object({ ...playerCall, mission_id: missionIdField }),
  response: z.object({
    ...success,
    value: missionItemSchema,
    currency: z.string(),
    game_balance: decimalText,
    game_token: integerText,
    minigame: z.object({ frozen_token: integerText, token_balance: integerText }),
  }),
});

export const missionCalls = [missionListCall, missionOptInCall, missionClaimCall] as const;
