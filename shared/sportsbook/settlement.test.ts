import { describe, expect, it } from 'vitest';
import {
  betPayout,
  combinedOdds,
  formatOdds,
  formatQuarterLine,
  parseOdds,
  parseQuarterLine,
  parseScore,
  potentialPayout,
  settleLeg,
  type EventResult,
  type Leg,
} from './settlement.ts';

const ft = (home: number, away: number, half?: [number, number]): EventResult => ({
  fullTime: { home, away },
  ...(half ? { halfTime: { home: half[0], away: half[1] } } : {}),
});

const hdp = (side: 'H' | 'A', line: string): Leg => ({ betType: 'HDP', side, line: parseQuarterLine(line)! });
const ou = (side: 'O' | 'U', line: string): Leg => ({ betType: 'OU', side, line: parseQuarterLine(line)! });

describe('lines, odds and scores as text', () => {
  it('reads and writes quarter lines', () => {
    expect(parseQuarterLine('-0.75')).toBe(-3);
    expect(parseQuarterLine('+1')).toBe(4);
    expect(parseQuarterLine('2.5')).toBe(10);
    expect(parseQuarterLine('0')).toBe(0);
    expect(parseQuarterLine('-0')).toBe(0);
    expect(parseQuarterLine('0.3')).toBeUndefined();
    expect(parseQuarterLine('abc')).toBeUndefined();
    expect(formatQuarterLine(-3)).toBe('-0.75');
    expect(formatQuarterLine(5, true)).toBe('+1.25');
    expect(formatQuarterLine(10)).toBe('2.5');
    expect(formatQuarterLine(0, true)).toBe('0');
  });

  it('reads and writes odds in thousandths', () => {
    expect(parseOdds('1.95')).toBe(1950);
    expect(parseOdds('2')).toBe(2000);
    expect(parseOdds('1.001')).toBe(1001);
    expect(parseOdds('1')).toBeUndefined();
    expect(parseOdds('1.9555')).toBeUndefined();
    expect(formatOdds(1950)).toBe('1.950');
    expect(formatOdds(12_345n)).toBe('12.345');
  });

  it('reads scores', () => {
    expect(parseScore('2-1')).toEqual({ home: 2, away: 1 });
    expect(parseScore(' 0-0 ')).toEqual({ home: 0, away: 0 });
    expect(parseScore('2:1')).toBeUndefined();
  });
});

describe('handicap', () => {
  it('whole and half lines: win, lose, push', () => {
    expect(settleLeg(hdp('H', '-0.5'), ft(1, 0))).toBe('win');
    expect(settleLeg(hdp('H', '-0.5'), ft(1, 1))).toBe('lose');
    expect(settleLeg(hdp('A', '+0.5'), ft(1, 1))).toBe('win');
    expect(settleLeg(hdp('H', '-1'), ft(2, 1))).toBe('push');
    expect(settleLeg(hdp('A', '+1'), ft(2, 1))).toBe('push');
    expect(settleLeg(hdp('H', '-1'), ft(3, 1))).toBe('win');
    expect(settleLeg(hdp('H', '0'), ft(0, 0))).toBe('push');
    expect(settleLeg(hdp('A', '0'), ft(0, 1))).toBe('win');
  });

  it('quarter line -0.25 (0 and -0.5): a draw loses half, a win wins', () => {
    expect(settleLeg(hdp('H', '-0.25'), ft(1, 1))).toBe('half_loss');
    expect(settleLeg(hdp('H', '-0.25'), ft(2, 1))).toBe('win');
    expect(settleLeg(hdp('H', '-0.25'), ft(0, 1))).toBe('lose');
    // The other side of the same line, +0.25: a draw wins half.
    expect(settleLeg(hdp('A', '+0.25'), ft(1, 1))).toBe('half_win');
  });

  it('quarter line -0.75 (-0.5 and -1): a one-goal win wins half', () => {
    expect(settleLeg(hdp('H', '-0.75'), ft(1, 0))).toBe('half_win');
    expect(settleLeg(hdp('H', '-0.75'), ft(2, 0))).toBe('win');
    expect(settleLeg(hdp('H', '-0.75'), ft(0, 0))).toBe('lose');
    expect(settleLeg(hdp('A', '+0.75'), ft(1, 0))).toBe('half_loss');
    expect(settleLeg(hdp('A', '+0.75'), ft(0, 0))).toBe('win');
  });

  it('quarter line -1.25 and +1.25', () => {
    expect(settleLeg(hdp('H', '-1.25'), ft(2, 1))).toBe('half_loss');
    expect(settleLeg(hdp('A', '+1.25'), ft(2, 1))).toBe('half_win');
    expect(settleLeg(hdp('H', '-1.25'), ft(3, 1))).toBe('win');
  });
});

describe('over/under', () => {
  it('half lines', () => {
    expect(settleLeg(ou('O', '2.5'), ft(2, 1))).toBe('win');
    expect(settleLeg(ou('O', '2.5'), ft(1, 1))).toBe('lose');
    expect(settleLeg(ou('U', '2.5'), ft(1, 1))).toBe('win');
  });

  it('whole lines push on the line', () => {
    expect(settleLeg(ou('O', '3'), ft(2, 1))).toBe('push');
    expect(settleLeg(ou('U', '3'), ft(2, 1))).toBe('push');
    expect(settleLeg(ou('U', '3'), ft(1, 1))).toBe('win');
  });

  it('quarter lines both ways: 2.25 and 2.75', () => {
    expect(settleLeg(ou('O', '2.25'), ft(1, 1))).toBe('half_loss');
    expect(settleLeg(ou('U', '2.25'), ft(1, 1))).toBe('half_win');
    expect(settleLeg(ou('O', '2.25'), ft(2, 1))).toBe('win');
    expect(settleLeg(ou('O', '2.75'), ft(2, 1))).toBe('half_win');
    expect(settleLeg(ou('U', '2.75'), ft(2, 1))).toBe('half_loss');
    expect(settleLeg(ou('U', '2.75'), ft(1, 1))).toBe('win');
    expect(settleLeg(ou('O', '2.75'), ft(1, 1))).toBe('lose');
  });

  it('basketball totals', () => {
    expect(settleLeg(ou('O', '210.5'), ft(108, 103))).toBe('win');
    expect(settleLeg(ou('U', '210.5'), ft(108, 103))).toBe('lose');
  });
});

describe('odd/even, moneyline, 1X2 and correct score', () => {
  it('odd/even on the total', () => {
    expect(settleLeg({ betType: 'OE', side: 'O' }, ft(2, 1))).toBe('win');
    expect(settleLeg({ betType: 'OE', side: 'E' }, ft(2, 1))).toBe('lose');
    expect(settleLeg({ betType: 'OE', side: 'E' }, ft(0, 0))).toBe('win');
  });

  it('moneyline: a draw is a push', () => {
    expect(settleLeg({ betType: 'ML', side: 'H' }, ft(3, 2))).toBe('win');
    expect(settleLeg({ betType: 'ML', side: 'A' }, ft(3, 2))).toBe('lose');
    expect(settleLeg({ betType: 'ML', side: 'A' }, ft(1, 1))).toBe('push');
  });

  it('1X2 full time', () => {
    expect(settleLeg({ betType: '1X2', side: 'H' }, ft(1, 0))).toBe('win');
    expect(settleLeg({ betType: '1X2', side: 'X' }, ft(1, 1))).toBe('win');
    expect(settleLeg({ betType: '1X2', side: 'X' }, ft(1, 0))).toBe('lose');
    expect(settleLeg({ betType: '1X2', side: 'A' }, ft(0, 2))).toBe('win');
  });

  it('1X2 half time settles on the half-time score; void without one', () => {
    expect(settleLeg({ betType: 'HT1X2', side: 'X' }, ft(2, 0, [0, 0]))).toBe('win');
    expect(settleLeg({ betType: 'HT1X2', side: 'H' }, ft(2, 0, [0, 0]))).toBe('lose');
    expect(settleLeg({ betType: 'HT1X2', side: 'A' }, ft(1, 2, [0, 1]))).toBe('win');
    expect(settleLeg({ betType: 'HT1X2', side: 'H' }, ft(2, 0))).toBe('void');
  });

  it('correct score', () => {
    expect(settleLeg({ betType: 'CS', side: 'H', score: { home: 2, away: 1 } }, ft(2, 1))).toBe('win');
    expect(settleLeg({ betType: 'CS', side: 'H', score: { home: 2, away: 1 } }, ft(1, 2))).toBe('lose');
  });

  it('a void event voids every bet type', () => {
    for (const leg of [hdp('H', '-0.75'), ou('O', '2.5'), { betType: '1X2', side: 'X' } as Leg])
      expect(settleLeg(leg, { void: true })).toBe('void');
  });
});

describe('payouts (minor units, rounded down)', () => {
  it('singles: win, lose, push, void, half-win, half-loss', () => {
    expect(betPayout(10_000n, [{ odds: 1950, result: 'win' }])).toBe(19_500n);
    expect(betPayout(10_000n, [{ odds: 1950, result: 'lose' }])).toBe(0n);
    expect(betPayout(10_000n, [{ odds: 1950, result: 'push' }])).toBe(10_000n);
    expect(betPayout(10_000n, [{ odds: 1950, result: 'void' }])).toBe(10_000n);
    // Half at 1.95 (9 750) and half back (5 000).
    expect(betPayout(10_000n, [{ odds: 1950, result: 'half_win' }])).toBe(14_750n);
    expect(betPayout(10_000n, [{ odds: 1950, result: 'half_loss' }])).toBe(5_000n);
  });

  it('rounds down to the minor unit', () => {
    // 333 × 1.333 = 443.889
    expect(betPayout(333n, [{ odds: 1333, result: 'win' }])).toBe(443n);
    // 101 / 2 = 50.5
    expect(betPayout(101n, [{ odds: 1900, result: 'half_loss' }])).toBe(50n);
    // 7 × (1 + 1.111) / 2 = 7.3885
    expect(betPayout(7n, [{ odds: 1111, result: 'half_win' }])).toBe(7n);
    // A parlay rounds once, at the end: 100 × 1.333 × 1.333 = 177.6889
    expect(
      betPayout(100n, [
        { odds: 1333, result: 'win' },
        { odds: 1333, result: 'win' },
      ]),
    ).toBe(177n);
  });

  it('a parlay of three multiplies the odds', () => {
    const legs = [
      { odds: 1950, result: 'win' as const },
      { odds: 1850, result: 'win' as const },
      { odds: 2100, result: 'win' as const },
    ];
    // 10 000 × 1.95 × 1.85 × 2.1 = 75 757.5
    expect(betPayout(10_000n, legs)).toBe(75_757n);
    expect(potentialPayout(10_000n, [1950, 1850, 2100])).toBe(75_757n);
    expect(combinedOdds([1950, 1850, 2100])).toBe(7575n);
  });

  it('a parlay of three with a void leg drops to the parlay of the other two', () => {
    const legs = [
      { odds: 1950, result: 'win' as const },
      { odds: 1850, result: 'void' as const },
      { odds: 2100, result: 'win' as const },
    ];
    expect(betPayout(10_000n, legs)).toBe(betPayout(10_000n, [legs[0]!, legs[2]!]));
    expect(betPayout(10_000n, legs)).toBe(40_950n);
  });

  it('a push leg counts as odds 1 too; every leg void refunds the stake', () => {
    expect(
      betPayout(10_000n, [
        { odds: 2000, result: 'push' },
        { odds: 1500, result: 'win' },
      ]),
    ).toBe(15_000n);
    expect(
      betPayout(10_000n, [
        { odds: 2000, result: 'void' },
        { odds: 1500, result: 'push' },
      ]),
    ).toBe(10_000n);
  });

  it('half results in a parlay: half-win carries (1 + odds) / 2, half-loss one half', () => {
    // 10 000 × (1 + 1.9) / 2 × 2.0 = 29 000
    expect(
      betPayout(10_000n, [
        { odds: 1900, result: 'half_win' },
        { odds: 2000, result: 'win' },
      ]),
    ).toBe(29_000n);
    // 10 000 × 0.5 × 2.0 = 10 000
    expect(
      betPayout(10_000n, [
        { odds: 1900, result: 'half_loss' },
        { odds: 2000, result: 'win' },
      ]),
    ).toBe(10_000n);
  });

  it('one lost leg loses the parlay, whatever the others', () => {
    expect(
      betPayout(10_000n, [
        { odds: 1900, result: 'win' },
        { odds: 2000, result: 'void' },
        { odds: 2000, result: 'lose' },
      ]),
    ).toBe(0n);
  });

  it('a bet has legs', () => {
    expect(() => betPayout(1n, [])).toThrow();
  });
});
