import { describe, expect, it } from 'vitest';
import {
  crashDelayMs,
  crashMultiplierAt,
  crashPhaseAt,
  crashPointText,
  crashWinOf,
} from './crash-schedule.ts';

describe('the crash clock', () => {
  it('starts at 1.00×, never falls, and reaches 2.00× after about 11.6 s', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-50)).toBe(100);
    let last = 100;
    for (let ms = 0; ms <= 120_000; ms += 37) {
      const value = crashMultiplierAt(ms);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(crashDelayMs(200)).toBeGreaterThan(11_500);
    expect(crashDelayMs(200)).toBeLessThan(11_600);
  });

  it('crashes at the first millisecond the multiplier shows the crash point', () => {
    for (const point of [100, 101, 150, 199, 200, 201, 1_000, 12_345, 100_000, 10_000_000]) {
      const delay = crashDelayMs(point);
      expect(crashMultiplierAt(delay)).toBeGreaterThanOrEqual(point);
      if (delay > 0) expect(crashMultiplierAt(delay - 1)).toBeLessThan(point);
    }
    expect(crashDelayMs(100)).toBe(0);
  });

  it('pays the stake times the multiplier, rounded down to a minor unit', () => {
    expect(crashWinOf(1000n, 250)).toBe(2500n);
    expect(crashWinOf(20n, 101)).toBe(20n);
    expect(crashWinOf(99n, 199)).toBe(197n);
  });

  it('reads phases and multipliers as players see them', () => {
    const round = { startsAt: 10_000, crashesAt: 15_000 };
    expect(crashPhaseAt(round, 9_999)).toBe('betting');
    expect(crashPhaseAt(round, 10_000)).toBe('running');
    expect(crashPhaseAt(round, 14_999)).toBe('running');
    expect(crashPhaseAt(round, 15_000)).toBe('crashed');
    expect(crashPointText(100)).toBe('1.00');
    expect(crashPointText(1_205)).toBe('12.05');
  });
});
