import { describe, expect, it } from 'vitest';
import {
  blocks,
  changeLimit,
  checkLimits,
  countingSince,
  coolingOffMs,
  noLimit,
  periodEnd,
  selfExclusionEnd,
  settingAt,
  timeOutEnd,
  type Block,
} from './protection-rules.ts';

const t0 = new Date('2026-03-31T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('limit changes with a moving clock', () => {
  it('a first limit and a decrease apply at once', () => {
    const first = changeLimit(noLimit, 10_000n, t0);
    expect(first).toEqual({ amount: 10_000n, pendingAt: null, pendingAmount: null });
    const lower = changeLimit(first, 5_000n, later(hour));
    expect(settingAt(lower, later(hour)).amount).toBe(5_000n);
  });

  it('an increase waits 24 hours, shown with the time it applies', () => {
    const set = changeLimit(noLimit, 5_000n, t0);
    const raised = changeLimit(set, 9_000n, t0);
    expect(raised.pendingAt).toEqual(later(coolingOffMs));
    expect(raised.pendingAmount).toBe(9_000n);
    expect(settingAt(raised, later(coolingOffMs - 1)).amount).toBe(5_000n);
    expect(settingAt(raised, later(coolingOffMs)).amount).toBe(9_000n);
  });

  it('a removal waits 24 hours too; a decrease meanwhile cancels it', () => {
    const set = changeLimit(noLimit, 5_000n, t0);
    const removed = changeLimit(set, null, t0);
    expect(settingAt(removed, later(day - 1)).amount).toBe(5_000n);
    expect(settingAt(removed, later(day)).amount).toBeNull();
    const lowered = changeLimit(removed, 4_000n, later(hour));
    expect(lowered).toEqual({ amount: 4_000n, pendingAt: null, pendingAmount: null });
    expect(settingAt(lowered, later(2 * day)).amount).toBe(4_000n);
  });
});

describe('limits over rolling windows', () => {
  it('refuses exactly one minor unit past the limit and allows the boundary', () => {
    const entries = [{ at: t0, amount: 6_000n }];
    expect(checkLimits('deposit', { day: 10_000n }, entries, 4_000n, later(hour))).toBeNull();
    const refusal = checkLimits('deposit', { day: 10_000n }, entries, 4_001n, later(hour));
    expect(refusal).toMatchObject({ kind: 'deposit', period: 'day', limit: 10_000n, used: 6_000n });
    expect(refusal?.resetsAt).toEqual(later(day));
  });

  it('resets at the period end: an amount stops counting one period after it was spent', () => {
    const entries = [{ at: t0, amount: 10_000n }];
    expect(checkLimits('wager', { day: 10_000n }, entries, 1n, later(day - 1))).not.toBeNull();
    expect(checkLimits('wager', { day: 10_000n }, entries, 1n, later(day))).toBeNull();
    expect(checkLimits('wager', { week: 10_000n }, entries, 1n, later(7 * day - 1))).not.toBeNull();
    expect(checkLimits('wager', { week: 10_000n }, entries, 1n, later(7 * day))).toBeNull();
    // A month is a calendar month: 31 March + 1 month is 30 April.
    const monthEnd = new Date('2026-04-30T10:00:00.000Z');
    expect(periodEnd('month', t0)).toEqual(monthEnd);
    expect(
      checkLimits('wager', { month: 10_000n }, entries, 1n, new Date(monthEnd.getTime() - 1)),
    ).not.toBeNull();
    expect(checkLimits('wager', { month: 10_000n }, entries, 1n, monthEnd)).toBeNull();
    // The server reads amounts from countingSince on: a month-old amount that still counts is among them.
    expect(countingSince(new Date(monthEnd.getTime() - 1)).getTime()).toBeLessThan(t0.getTime());
  });

  it('the lowest applicable limit wins', () => {
    const entries = [{ at: t0, amount: 3_000n }];
    // A weekly limit lower than the daily one is the one that bites within a day.
    const refusal = checkLimits('deposit', { day: 10_000n, week: 5_000n }, entries, 2_001n, later(hour));
    expect(refusal).toMatchObject({ period: 'week', limit: 5_000n });
    expect(refusal?.resetsAt).toEqual(later(7 * day));
    expect(checkLimits('deposit', { day: 10_000n, week: 5_000n }, entries, 2_000n, later(hour))).toBeNull();
  });

  it('a loss counts stakes less wins, never below nothing', () => {
    const entries = [
      { at: t0, amount: 1_000n },
      { at: later(1), amount: -3_000n },
    ];
    expect(checkLimits('loss', { day: 2_000n }, entries, 2_000n, later(hour))).toBeNull();
    // More than the limit itself: refused; the limit is wholly free a day after the last amount.
    expect(checkLimits('loss', { day: 2_000n }, entries, 2_001n, later(hour))).toMatchObject({
      resetsAt: later(day + 1),
    });
  });

  it('names when the amount will fit, not just when the first amount leaves', () => {
    const entries = [
      { at: t0, amount: 1_000n },
      { at: later(2 * hour), amount: 8_000n },
    ];
    const refusal = checkLimits('deposit', { day: 10_000n }, entries, 5_000n, later(3 * hour));
    expect(refusal?.resetsAt).toEqual(later(2 * hour + day));
  });
});

describe('time-outs and self-exclusions', () => {
  it('have the spec periods and a custom time-out of at most 6 weeks', () => {
    expect(timeOutEnd('24h', t0)).toEqual(later(day));
    expect(timeOutEnd('7d', t0)).toEqual(later(7 * day));
    expect(timeOutEnd('custom', t0, 42)).toEqual(later(42 * day));
    expect(() => timeOutEnd('custom', t0, 43)).toThrow(RangeError);
    expect(selfExclusionEnd('6m', t0)).toEqual(new Date('2026-09-30T10:00:00.000Z'));
    expect(selfExclusionEnd('permanent', t0)).toBeNull();
  });

  it('a time-out ends by itself; a self-exclusion only after the player asks and 24 hours pass', () => {
    const timeout: Block = {
      kind: 'timeout',
      startsAt: t0,
      endsAt: later(day),
      resumeRequestedAt: null,
      liftedAt: null,
    };
    expect(blocks(timeout, later(day - 1))).toBe(true);
    expect(blocks(timeout, later(day))).toBe(false);
    const exclusion: Block = { ...timeout, kind: 'self_exclusion' };
    expect(blocks(exclusion, later(30 * day))).toBe(true);
    const asked: Block = { ...exclusion, resumeRequestedAt: later(30 * day) };
    expect(blocks(asked, later(31 * day - 1))).toBe(true);
    expect(blocks(asked, later(31 * day))).toBe(false);
    expect(blocks({ ...exclusion, endsAt: null }, later(9_999 * day))).toBe(true);
  });
});
