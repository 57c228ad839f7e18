/**
 * Player protection rules (issue 15, decision 0034), pure so the server enforces and the web app
 * shows the same thing. Every function takes `now`: tests move the clock.
 */

export const moneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof moneyLimitKinds)[number];

/** The periods a money limit counts over: 24 hours, 7 days, 1 calendar month (rolling windows). */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** Reality-check intervals a player may choose, in minutes (0: off). */
export const realityCheckMinutes = [0, 15, 30, 60] as const;

/** Increases and removals wait this long (UKGC RTS 12, MGA PPD: at least 24 hours). */
export const coolingOffMs = 24 * 60 * 60 * 1000;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export const timeOutChoices = ['24h', '7d', '1m', 'custom'] as const;
export type TimeOutChoice = (typeof timeOutChoices)[number];
export const selfExclusionChoices = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionChoice = (typeof selfExclusionChoices)[number];

/** A custom time-out runs at most 6 weeks (longer is a self-exclusion). */
export const maxCustomTimeOutDays = 42;

function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The instant a period that started at `start` ends (the same instant one period later). */
export function periodEnd(period: LimitPeriod, start: Date): Date {
  if (period === 'day') return new Date(start.getTime() + dayMs);
  if (period === 'week') return new Date(start.getTime() + 7 * dayMs);
  return addMonths(start, 1);
}

/** Whether an amount made at `at` still counts at `now`: until exactly one period after it. */
function counts(period: LimitPeriod, at: Date, now: Date): boolean {
  return periodEnd(period, at).getTime() > now.getTime();
}

/** The oldest instant an amount that still counts at `now` can have (a month is at most 31 days). */
export function countingSince(now: Date): Date {
  return new Date(now.getTime() - 31 * dayMs);
}

/** A stored limit: the amount in force and a waiting increase or removal. */
export interface LimitSetting {
  /** Minor units (minutes for a session limit); null: no limit in force. */
  amount: bigint | null;
  /** When set, at this instant `pendingAmount` replaces `amount` (null pendingAmount: removal). */
  pendingAt: Date | null;
  pendingAmount: bigint | null;
}

export const noLimit: LimitSetting = { amount: null, pendingAt: null, pendingAmount: null };

/** The setting as it stands at `now`: a waiting change whose time has come is in force. */
export function settingAt(setting: LimitSetting, now: Date): LimitSetting {
  if (setting.pendingAt && setting.pendingAt.getTime() <= now.getTime())
    return { amount: setting.pendingAmount, pendingAt: null, pendingAmount: null };
  return setting;
}

/**
 * A player's change of a limit (null: remove it). A new limit or a lower one applies at once and
 * cancels a waiting increase; a higher one or a removal waits for the cooling-off. Asking for the
 * amount in force cancels a waiting change.
 */
export function changeLimit(current: LimitSetting, requested: bigint | null, now: Date): LimitSetting {
  const inForce = settingAt(current, now).amount;
  const immediate = inForce === null || (requested !== null && requested <= inForce);
  if (immediate) return { amount: requested, pendingAt: null, pendingAmount: null };
  return { amount: inForce, pendingAt: new Date(now.getTime() + coolingOffMs), pendingAmount: requested };
}

/** An amount counted against a limit (a deposit, a stake, a win as a negative loss) and its time. */
export interface CountedAmount {
  at: Date;
  amount: bigint;
}

export interface LimitRefusal {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  limit: bigint;
  used: bigint;
  /**
   * When enough of what counts leaves the window for this amount to fit; for an amount above the
   * limit itself, when the limit is wholly free again.
   */
  resetsAt: Date;
}

function sumOf(amounts: readonly CountedAmount[]): bigint {
  return amounts.reduce((total, entry) => total + entry.amount, 0n);
}

/** What counts now: the entries of the last period (rolling); for a loss, never less than nothing. */
function usedIn(kind: MoneyLimitKind, period: LimitPeriod, entries: readonly CountedAmount[], now: Date) {
  const used = sumOf(entries.filter((entry) => counts(period, entry.at, now)));
  return kind === 'loss' && used < 0n ? 0n : used;
}

/**
 * Whether `amount` more fits every limit in force (the lowest applicable wins: all of them must
 * hold). A sum exactly at the limit is allowed; one minor unit more is refused. The refusal names
 * the limit that frees up last, so waiting until `resetsAt` really lets the amount through.
 */
export function checkLimits(
  kind: MoneyLimitKind,
  limits: Partial<Record<LimitPeriod, bigint | null>>,
  entries: readonly CountedAmount[],
  amount: bigint,
  now: Date,
): LimitRefusal | null {
  let refusal: LimitRefusal | null = null;
  for (const period of limitPeriods) {
    const limit = limits[period];
    if (limit === null || limit === undefined) continue;
    const used = usedIn(kind, period, entries, now);
    if (used + amount <= limit) continue;
    const resetsAt = freedAt(kind, period, limit, entries, amount, now);
    if (!refusal || resetsAt.getTime() > refusal.resetsAt.getTime())
      refusal = { kind, period, limit, used, resetsAt };
  }
  return refusal;
}

function freedAt(
  kind: MoneyLimitKind,
  period: LimitPeriod,
  limit: bigint,
  entries: readonly CountedAmount[],
  amount: bigint,
  now: Date,
): Date {
  const inWindow = entries
    .filter((entry) => counts(period, entry.at, now))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = inWindow.at(-1);
  const allFree = last ? periodEnd(period, last.at) : now;
  if (amount > limit) return allFree;
  for (let i = 0; i < inWindow.length; i++) {
    // Once entries 0..i have left (each one period after it was made), what remains must fit.
    let remaining = sumOf(inWindow.slice(i + 1));
    if (kind === 'loss' && remaining < 0n) remaining = 0n;
    if (remaining + amount <= limit) return periodEnd(period, inWindow[i]!.at);
  }
  return allFree;
}

/** The end of a time-out chosen now (custom: a whole number of days, 1 to 42). */
export function timeOutEnd(choice: TimeOutChoice, now: Date, customDays?: number): Date {
  if (choice === '24h') return new Date(now.getTime() + dayMs);
  if (choice === '7d') return new Date(now.getTime() + 7 * dayMs);
  if (choice === '1m') return addMonths(now, 1);
  const days = customDays ?? 0;
  if (!Number.isInteger(days) || days < 1 || days > maxCustomTimeOutDays) throw new RangeError('custom days');
  return new Date(now.getTime() + days * dayMs);
}

/** The end of a self-exclusion chosen now; null: permanent. */
export function selfExclusionEnd(choice: SelfExclusionChoice, now: Date): Date | null {
  if (choice === '6m') return addMonths(now, 6);
  if (choice === '1y') return addMonths(now, 12);
  if (choice === '5y') return addMonths(now, 60);
  return null;
}

/** A time-out or self-exclusion as stored. */
export interface Block {
  kind: 'timeout' | 'self_exclusion';
  startsAt: Date;
  endsAt: Date | null;
  /** A self-exclusion past its end still holds until the player asks to return and 24 h pass. */
  resumeRequestedAt: Date | null;
  liftedAt: Date | null;
}

/** Whether a block keeps the person from playing at `now`. */
export function blocks(block: Block, now: Date): boolean {
  const t = now.getTime();
  if (block.liftedAt && block.liftedAt.getTime() <= t) return false;
  if (block.startsAt.getTime() > t) return false;
  if (block.endsAt === null || block.endsAt.getTime() > t) return true;
  if (block.kind === 'timeout') return false;
  if (!block.resumeRequestedAt) return true;
  const resumesAt = Math.max(block.resumeRequestedAt.getTime(), block.endsAt.getTime()) + coolingOffMs;
  return t < resumesAt;
}
