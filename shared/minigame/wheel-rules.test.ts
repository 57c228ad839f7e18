import { describe, expect, it } from 'vitest';
import { defaultMinigame } from '#shared/brand/brand-schema.ts';
import { prizeUnits, wheelStop } from './wheel-rules.ts';

/** Critical values of chi-square at 99 % by degrees of freedom (1..10). */
const chiSquare99 = [6.635, 9.21, 11.345, 13.277, 15.086, 16.812, 18.475, 20.09, 21.666, 23.209];

function chiSquare(counts: readonly number[], weights: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  return counts.reduce((sum, observed, index) => {
    if (weights[index] === 0) return sum;
    const expected = (total * weights[index]!) / weightSum;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
}

function spinMany(weights: readonly number[], available: readonly boolean[], spins: number): number[] {
  const counts = weights.map(() => 0);
  const serverSeed = '3f'.repeat(32);
  for (let nonce = 0; nonce < spins; nonce++)
    counts[wheelStop({ serverSeed, clientSeed: 'chi-square', nonce }, weights, available)]! += 1;
  return counts;
}

describe('the minigame wheel', () => {
  const weights = defaultMinigame.wheel.segments.map((segment) => segment.weight);

  it('lands on each segment as often as its weight says over 1,000,000 spins (chi-square, 99 %)', () => {
    const counts = spinMany(
      weights,
      weights.map(() => true),
      1_000_000,
    );
    const statistic = chiSquare(counts, weights);
    expect(statistic).toBeLessThan(chiSquare99[weights.length - 2]!);
    // A wheel that ignored the weights (every segment alike) would fail the same test.
    expect(
      chiSquare(
        counts,
        weights.map(() => 1),
      ),
    ).toBeGreaterThan(chiSquare99[weights.length - 2]!);
  }, 120_000);

  it('never lands on a sold-out segment, and the rest keep their proportions', () => {
    const available = weights.map((_, index) => index !== 0 && index !== 3);
    const counts = spinMany(weights, available, 100_000);
    expect(counts[0]).toBe(0);
    expect(counts[3]).toBe(0);
    const left = weights.map((weight, index) => (available[index] ? weight : 0));
    expect(chiSquare(counts, left)).toBeLessThan(chiSquare99[weights.length - 4]!);
  }, 60_000);

  it('pays prizes in ledger units', () => {
    expect(prizeUnits({ type: 'cash', amount: '10.5' }, 'PHP')).toBe(1050n);
    expect(prizeUnits({ type: 'minigame_token', amount: '5' }, 'PHP')).toBe(5n);
    expect(prizeUnits({ type: 'none', amount: '0' }, 'PHP')).toBe(0n);
  });
});
