import { beforeAll, describe, expect, it } from 'vitest';
import {
  houseSlot,
  slotBaseReels,
  slotHitFrequencyPercent,
  slotLinePays,
  slotMaxWinTimesBet,
  slotRtpPercent,
  slotScatterPays,
  type SlotGame,
} from './slot-machine.ts';
import {
  fraction,
  fractionToDecimal,
  fractionToNumber,
  lineOdds,
  slotStats,
  solveFreeSpins,
  type SlotStats,
} from './slot-rtp.ts';

let stats: SlotStats;
let enumerationMs: number;

beforeAll(() => {
  const started = performance.now();
  stats = slotStats();
  enumerationMs = performance.now() - started;
});

const percent = (value: ReturnType<typeof fraction>, decimals: number) =>
  fractionToDecimal({ numerator: value.numerator * 100n, denominator: value.denominator }, decimals);

describe('the exact RTP by enumeration', () => {
  it('enumerates both reel sets in under 10 s', () => {
    expect(stats.base.combinations).toBe(32 ** 5);
    expect(stats.free.combinations).toBe(32 ** 5);
    expect(enumerationMs).toBeLessThan(10_000);
  });

  it('equals the RTP the rules state, close to the 96 % target', () => {
    expect(percent(stats.rtp, 2)).toBe(slotRtpPercent);
    expect(stats.rtpPercent).toBe('96.0361');
    expect(Number(stats.rtpPercent)).toBeGreaterThanOrEqual(95.9);
    expect(Number(stats.rtpPercent)).toBeLessThanOrEqual(96.1);
  });

  it('equals the hit frequency and the largest win the rules state', () => {
    expect(percent(stats.hitFrequency, 2)).toBe(slotHitFrequencyPercent);
    expect(stats.maxWinTimesBet).toBe(slotMaxWinTimesBet);
  });

  it('counts every combination once: the histograms add up to 32^5', () => {
    for (const distribution of [stats.base, stats.free]) {
      const total = [...distribution.counts[0], ...distribution.counts[1]].reduce((sum, n) => sum + n, 0);
      expect(total).toBe(32 ** 5);
      // A spin that awards free spins always wins at least its scatter pay.
      expect(distribution.counts[1][0]).toBe(0);
    }
  });

  it('agrees with the per-line odds from symbol counts: 20 × the line mean is the base-game line return', () => {
    const { mean } = lineOdds();
    // baseLines is in total bets: 20 lines × mean line pay (line bets) / 20 line bets per bet.
    expect(stats.parts.baseLines).toEqual(mean);
    expect(fractionToNumber(stats.parts.baseScatters)).toBeCloseTo(0.0174, 4);
    expect(fractionToNumber(stats.parts.freeSpins)).toBeCloseTo(0.2629, 4);
  });

  it('gives a standard deviation per round to size the simulation interval', () => {
    expect(stats.standardDeviation).toBeGreaterThan(4);
    expect(stats.standardDeviation).toBeLessThan(6);
    expect(fractionToNumber(stats.feature.expectedSpins)).toBeGreaterThan(10);
    expect(fractionToNumber(stats.feature.expectedSpins)).toBeLessThan(50);
  });
});

describe('advertised pays are reachable (GLI-11 §4.8.2)', () => {
  it('every paytable entry wins on a line with odds better than 1 in 100 M', () => {
    const { odds } = lineOdds();
    expect(odds).toHaveLength(slotLinePays.length * 3);
    for (const entry of odds) {
      expect(entry.probability.numerator, `${entry.symbol} × ${entry.count}`).toBeGreaterThan(0n);
      expect(fractionToNumber(entry.probability), `${entry.symbol} × ${entry.count}`).toBeGreaterThan(1e-8);
    }
  });

  it('3, 4 and 5 scatters can all land: each reel can show one', () => {
    expect(slotScatterPays).toHaveLength(3);
    for (const strip of slotBaseReels) expect(strip.filter((symbol) => symbol === 'SCATTER')).toHaveLength(1);
  });

  it('the largest win is made of outcomes the enumeration holds', () => {
    const awardingMax = stats.base.counts[1].findLastIndex((n) => n > 0);
    expect(awardingMax).toBeGreaterThan(0);
    expect(stats.maxWinLineBets).toBe(awardingMax + stats.feature.max);
    // The feature's best: r spins at the best retriggering outcome, the rest at the best other one.
    const retriggerMax = stats.free.counts[1].findLastIndex((n) => n > 0);
    const plainMax = stats.free.counts[0].findLastIndex((n) => n > 0);
    expect(stats.free.counts[1][retriggerMax]).toBeGreaterThan(0);
    expect(stats.free.counts[0][plainMax]).toBeGreaterThan(0);
    let best = 0;
    for (let retriggers = 0; retriggers <= 50; retriggers++) {
      const spins = Math.min(50, 10 + 10 * retriggers);
      if (retriggers <= spins)
        best = Math.max(best, 3 * (retriggers * retriggerMax + (spins - retriggers) * plainMax));
    }
    expect(stats.feature.max).toBe(best);
  });
});

describe('the free-spin feature solved exactly', () => {
  it('matches a hand calculation with retriggers up to the cap', () => {
    // Each free spin: 1 in 4 wins 10 and retriggers, else nothing. 1 spin awarded, at most 2 a round.
    const game: SlotGame = {
      ...houseSlot,
      freeSpins: { minScatters: 3, award: 1, multiplier: 1, maxPerRound: 2 },
    };
    const counts: [Float64Array, Float64Array] = [new Float64Array(11), new Float64Array(11)];
    counts[0][0] = 3;
    counts[1][10] = 1;
    const feature = solveFreeSpins(game, { combinations: 4, counts });
    expect(feature.expectedSpins).toEqual(fraction(5n, 4n)); // 1 + 1/4
    expect(feature.mean).toEqual(fraction(25n, 8n)); // 10/4 + 1/4 · 10/4
    expect(feature.meanOfSquares).toEqual(fraction(175n, 4n)); // 1/16 · 400 + 3/16 · 100
    expect(feature.max).toBe(20);
  });

  it('gives a round with no retrigger exactly award × the mean spin', () => {
    const game: SlotGame = {
      ...houseSlot,
      freeSpins: { minScatters: 3, award: 10, multiplier: 2, maxPerRound: 50 },
    };
    const counts: [Float64Array, Float64Array] = [new Float64Array(6), new Float64Array(6)];
    counts[0][0] = 1;
    counts[0][5] = 1;
    const feature = solveFreeSpins(game, { combinations: 2, counts });
    expect(feature.expectedSpins).toEqual(fraction(10n));
    expect(feature.mean).toEqual(fraction(50n)); // 10 spins × (5 × 2) / 2
    // Var of one spin (in line bets × 2): 25; 10 spins: 250; mean² 2500.
    expect(feature.meanOfSquares).toEqual(fraction(2750n));
  });
});

describe('fractions', () => {
  it('round half up to the decimals asked', () => {
    expect(fractionToDecimal(fraction(1n, 3n), 4)).toBe('0.3333');
    expect(fractionToDecimal(fraction(2n, 3n), 2)).toBe('0.67');
    expect(fractionToDecimal(fraction(1n, 8n), 2)).toBe('0.13');
    expect(fractionToDecimal(fraction(9604n, 100n), 2)).toBe('96.04');
    expect(fractionToDecimal(fraction(7n), 0)).toBe('7');
  });
});
