import { describe, expect, it } from 'vitest';
import { hasSettled, warmUntilSteady, type WarmUpRule } from './warm-up.ts';

const rule: WarmUpRule = { windowSeconds: 4, quietWindows: 2, tolerance: 0.05, maxWindows: 8 };

describe('warming a server until its speed settles', () => {
  it('keeps going while the speed climbs', () => {
    expect(hasSettled([75, 99], rule)).toBe(false);
    expect(hasSettled([75, 99, 115], rule)).toBe(false);
    expect(hasSettled([75, 99, 115, 123], rule)).toBe(false);
  });

  it('stops once two windows in a row are within the tolerance of the best before them', () => {
    expect(hasSettled([75, 99, 115, 123, 125, 121], rule)).toBe(true);
    // 129 is 4.9 % above 123: within the tolerance.
    expect(hasSettled([75, 99, 123, 129, 120], rule)).toBe(true);
  });

  it('does not stop on one slow window in the middle of the climb', () => {
    // 95 is below 99, but 115 then climbs again: the two last windows are not both quiet.
    expect(hasSettled([75, 99, 95], rule)).toBe(false);
    expect(hasSettled([75, 99, 95, 115], rule)).toBe(false);
  });

  it('never settles on fewer windows than the quiet ones plus one', () => {
    expect(hasSettled([], rule)).toBe(false);
    expect(hasSettled([500, 500], rule)).toBe(false);
    expect(hasSettled([500, 500, 500], rule)).toBe(true);
  });

  it('gives up after the most windows allowed', () => {
    const climbing = [10, 20, 30, 40, 50, 60, 70, 80];
    expect(hasSettled(climbing.slice(0, 7), rule)).toBe(false);
    expect(hasSettled(climbing, rule)).toBe(true);
  });

  it('loads window after window and returns each window speed', async () => {
    const speeds = [75, 99, 115, 123, 125, 121, 500];
    const asked: number[] = [];
    const windows = await warmUntilSteady(async (seconds) => {
      asked.push(seconds);
      return { requestsPerSecond: speeds[asked.length - 1]! };
    }, rule);
    expect(windows).toEqual([75, 99, 115, 123, 125, 121]);
    expect(asked).toEqual([4, 4, 4, 4, 4, 4]);
  });
});
