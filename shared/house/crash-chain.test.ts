import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildChain, crashPointOf, previousChainHash, stepsToTerminating } from './crash-chain.ts';

const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

describe('the crash hash chain', () => {
  it('links each hash to the next by SHA-256 of its text', () => {
    const seed = 'f'.repeat(64);
    expect(previousChainHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('verifies 1,000 consecutive rounds against the published terminating hash', () => {
    const chain = buildChain(createHash('sha256').update('marquee-test-chain').digest('hex'), 1_001);
    const terminating = chain.at(-1)!;
    // Rounds are played from the end of the chain backwards: round 1 is chain[999].
    for (let round = 1; round <= 1_000; round++) {
      const hash = chain[1_000 - round]!;
      expect(stepsToTerminating(hash, terminating, 1_000)).toBe(round);
    }
    expect(stepsToTerminating('0'.repeat(64), terminating, 1_000)).toBeNull();
  });

  it('computes the crash point from HMAC-SHA256(salt, hash) with a 1 % house edge', () => {
    const hash = createHash('sha256').update('a round').digest('hex');
    const digest = createHmac('sha256', salt).update(hash).digest('hex');
    const x = Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52;
    expect(crashPointOf(hash, salt)).toBe(Math.max(100, Math.floor(99 / (1 - x))));
    const chain = buildChain(hash, 50_000);
    const points = chain.map((link) => crashPointOf(link, salt));
    const share = (test: (point: number) => boolean) => points.filter(test).length / points.length;
    // P(point ≥ m) = 0.99 / m: 1 − 0.99/1.01 ≈ 1.98 % crash below 1.01, 49.5 % reach 2×, 9.9 % reach 10×.
    expect(Math.abs(share((point) => point === 100) - 0.0198)).toBeLessThan(0.003);
    expect(Math.abs(share((point) => point >= 200) - 0.495)).toBeLessThan(0.015);
    expect(Math.abs(share((point) => point >= 1_000) - 0.099)).toBeLessThan(0.01);
  });
});
