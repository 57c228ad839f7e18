import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roundFloats } from '#shared/fair/provably-fair.ts';
import { segmentOdds, spinWheel } from './prize-wheel.ts';

const segments = [
  { id: 'cash-10', weight: 5, prize: 10 },
  { id: 'try-again', weight: 60, prize: 0 },
  { id: 'tokens-3', weight: 30, prize: 3 },
  { id: 'jackpot', weight: 5, prize: 1000 },
];

describe('the prize wheel engine', () => {
  it("stops where the round's first float falls on the weights", () => {
    const round = { serverSeed: 'b'.repeat(64), clientSeed: 'wheel', nonce: 3 };
    const [float] = roundFloats(round, 1) as [number];
    const ticket = Math.floor(float * 100);
    const expected = ticket < 5 ? 0 : ticket < 65 ? 1 : ticket < 95 ? 2 : 3;
    expect(spinWheel(round, segments)).toEqual({ index: expected, float });
  });

  it('lands on each segment as often as its weight says (chi-square at 99 % over 20,000 spins)', () => {
    const counts = [0, 0, 0, 0];
    // A fixed seed: a random one fails a 99 % test once in a hundred runs, a build broken by chance.
    const serverSeed = '7c'.repeat(32);
    for (let nonce = 0; nonce < 20_000; nonce++)
      counts[spinWheel({ serverSeed, clientSeed: 'c', nonce }, segments).index]! += 1;
    const odds = segmentOdds(segments);
    const chi = counts.reduce(
      (sum, count, i) => sum + (count - 20_000 * odds[i]!) ** 2 / (20_000 * odds[i]!),
      0,
    );
    // 3 degrees of freedom: the 99th percentile is 11.34.
    expect(chi).toBeLessThan(11.34);
  });

  it('never stops on a segment that cannot be won now, and keeps the others in proportion', () => {
    const serverSeed = randomBytes(32).toString('hex');
    const counts = [0, 0, 0, 0];
    for (let nonce = 0; nonce < 2_000; nonce++) {
      const { index } = spinWheel(
        { serverSeed, clientSeed: 'c', nonce },
        segments,
        (segment) => segment.id !== 'jackpot',
      );
      counts[index]! += 1;
    }
    expect(counts[3]).toBe(0);
    expect(counts[1]!).toBeGreaterThan(counts[2]!);
  });
});
