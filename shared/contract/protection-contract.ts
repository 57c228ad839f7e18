import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { decimalText } from './wallet-contract.ts';
import { amountField } from './payment-contract.ts';
import {
  limitPeriods,
  maxCustomTimeOutDays,
  moneyLimitKinds,
  selfExclusionChoices,
  timeOutChoices,
} from '#shared/protection/protection-rules.ts';
import * as light from './protection-calls.ts';

/**
 * Player protection calls (issue 15, decision 0034), in the spec's style: player calls carry
 * account_id and auth; the brand is the host's.
 */

const playerCall = { account_id: accountIdField, auth: authField };

/** Message keys these calls (and deposits, logins, signups they guard) answer with. */
export const protectionErrorKeys = [
  'playerExcluded',
  'depositLimitDay',
  'depositLimitWeek',
  'depositLimitMonth',
  'depositAboveLimitDay',
  'depositAboveLimitWeek',
  'depositAboveLimitMonth',
  'sessionLimitReached',
] as const;

const isoTime = z.string();

const limitSchema = z.object({
  /** deposit, loss, wager: money in the wallet's currency as decimal text; session: minutes. */
  kind: z.enum([...moneyLimitKinds, 'session']),
  period: z.enum([...limitPeriods, 'session']),
  amount: decimalText.nullable(),
  /** A waiting increase or removal (null amount: removal) and when it applies. */
  pending: z.object({ amount: decimalText.nullable(), applies_at: isoTime }).nullable(),
});

const blockSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  ends_at: isoTime.nullable(),
});

const protectionViewSchema = z.object({
  currency: z.string(),
  limits: z.array(limitSchema),
  /**
   * Deposit, loss and wager limits in force set on the person's other brands that share limits with
   * this one (decision 0034): they bind here too.
   */
  shared_limits: z.array(
    z.object({ kind: z.enum(moneyLimitKinds), period: z.enum(limitPeriods), amount: decimalText }),
  ),
  reality_check_minutes: z.number().int(),
  /** The current session: when it began, and the net result of play since then (wins less stakes). */
  session: z.object({ started_at: isoTime, net_result: decimalText }),
  events: z.array(z.object({ kind: z.string(), at: isoTime, detail: z.record(z.string(), z.unknown()) })),
});
export type ProtectionView = z.output<typeof protectionViewSchema>;

const viewResponse = z.object({ ...success, value: protectionViewSchema });

export const getProtectionCall = defineCall({
  ...light.getProtectionCall,
  summary:
    "The player's limits (with waiting changes and when they apply), reality check, session and history",
  tag: 'protection',
  request: z.object(playerCall),
  response: viewResponse,
});

export const setLimitCall = defineCall({
  ...light.setLimitCall,
  summary:
    'Sets, lowers, raises or removes a limit (amount null): lower applies at once, higher or removed after 24 hours',
  tag: 'protection',
  request: z.discriminatedUnion('kind', [
    z.object({
      ...playerCall,
      kind: z.enum(moneyLimitKinds),
      period: z.enum(limitPeriods),
      amount: amountField.nullable(),
    }),
    z.object({
      ...playerCall,
      kind: z.literal('session'),
      period: z.literal('session'),
      /** Minutes, 1 to 24 hours. */
      amount: z.number().int().min(1).max(1440).nullable(),
    }),
  ]),
  response: viewResponse,
});

export const setRealityCheckCall = defineCall({
  ...light.setRealityCheckCall,
  summary: 'Chooses the reality-check interval: 0 (off), 15, 30 or 60 minutes',
  tag: 'protection',
  request: z.object({
    ...playerCall,
    minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
  }),
  response: viewResponse,
});

export const realityCheckCall = defineCall({
  ...light.realityCheckCall,
  summary: "Records a reality check shown to the player and the player's answer (continue, stop, history)",
  tag: 'protection',
  request: z.object({ ...playerCall, choice: z.enum(['continue', 'stop', 'history']) }),
  response: viewResponse,
});

export const timeOutCall = defineCall({
  ...light.timeOutCall,
  summary:
    'Takes a time-out (24h, 7d, 1m or custom days up to 42) on every brand at once: every session ends; it cannot be shortened',
  tag: 'protection',
  request: z.object({
    ...playerCall,
    period: z.enum(timeOutChoices),
    days: z.number().int().min(1).max(maxCustomTimeOutDays).optional(),
    confirm: z.literal(true),
  }),
  response: z.object({ ...success, value: blockSchema }),
});

export const selfExcludeCall = defineCall({
  ...light.selfExcludeCall,
  summary:
    'Self-excludes (6m, 1y, 5y or permanent) on every brand at once: every session ends; it cannot be shortened',
  tag: 'protection',
  request: z.object({ ...playerCall, period: z.enum(selfExclusionChoices), confirm: z.literal(true) }),
  response: z.object({ ...success, value: blockSchema }),
});

export const protectionCalls = [
  getProtectionCall,
  setLimitCall,
  setRealityCheckCall,
  realityCheckCall,
  timeOutCall,
  selfExcludeCall,
] as const;
