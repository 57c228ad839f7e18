import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { decimalText } from './wallet-contract.ts';
import { leaderboardMetrics } from '#shared/brand/engagement-kinds.ts';
import { inboxRewardTypes } from '#shared/money/wallet-kinds.ts';
import * as light from './leaderboard-calls.ts';

const rankSchema = z.object({
  rank: z.number().int().positive(),
  /** Masked as on the home page's winners (de***o1). */
  account_id: z.string(),
  /** Money in the brand currency (turnover, net_win) or a multiple of the stake (multiplier). */
  score: decimalText,
});

const leaderboardSchema = z.object({
  board_id: z.string(),
  /** The title per language code; the client shows its language's, else the brand default's. */
  title: z.record(z.string(), z.string()),
  metric: z.enum(leaderboardMetrics),
  period: z.enum(['daily', 'weekly', 'custom']),
  /** ISO 8601 instant the current period ends; null when a custom board is not running. */
  ends_at: z.string().nullable(),
  min_stake: decimalText,
  prizes: z.array(z.object({ type: z.enum(inboxRewardTypes), amount: decimalText })),
  /** The top 50, ties to whoever reached the score first. */
  top: z.array(rankSchema),
  /** The player's own place and score; null before their first counted round. */
  own: z.object({ rank: z.number().int().positive(), score: decimalText }).nullable(),
});
export type Leaderboard = z.output<typeof leaderboardSchema>;

export const leaderboardListCall = defineCall({
  ...light.leaderboardListCall,
  summary:
    "The brand's leaderboards of the current period: top 50 with masked ids, the player's rank, time left",
  tag: 'leaderboard',
  request: z.object({
    account_id: accountIdField,
    auth: authField,
    board_id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
      .optional(),
  }),
  response: z.object({ ...success, value: z.array(leaderboardSchema) }),
});

export const leaderboardCalls = [leaderboardListCall] as const;
