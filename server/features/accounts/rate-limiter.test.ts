import { describe, expect, it } from 'vitest';
import { InProcessRateLimiter } from './rate-limiter.ts';

describe('InProcessRateLimiter', () => {
  it('allows `limit` hits per sliding window and tells how long to wait', async () => {
    const limiter = new InProcessRateLimiter();
    for (let hit = 0; hit < 3; hit += 1)
      expect((await limiter.hit('k', 3, 1000, 100 + hit * 100)).allowed).toBe(true);
    const refused = await limiter.hit('k', 3, 1000, 500);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 600 });
    // The first hit (t=100) leaves the window at t=1100; the refusal was not counted.
    expect((await limiter.hit('k', 3, 1000, 1099)).allowed).toBe(false);
    expect((await limiter.hit('k', 3, 1000, 1100)).allowed).toBe(true);
    expect((await limiter.hit('k', 3, 1000, 1150)).allowed).toBe(false);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = new InProcessRateLimiter();
    expect((await limiter.hit('a', 1, 1000, 0)).allowed).toBe(true);
    expect((await limiter.hit('b', 1, 1000, 0)).allowed).toBe(true);
    expect((await limiter.hit('a', 1, 1000, 1)).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.hit('a', 1, 1000, 2)).allowed).toBe(true);
  });

  it('holds at most maxKeys keys, dropping the least recently used', async () => {
    const limiter = new InProcessRateLimiter(100);
    for (let key = 0; key < 1000; key += 1) await limiter.hit(`ip-${key}`, 5, 60_000, key);
    expect(limiter.size).toBe(100);
    // A recent key is still counted; an early one was forgotten.
    expect((await limiter.hit('ip-999', 1, 60_000, 2000)).allowed).toBe(false);
    expect((await limiter.hit('ip-0', 1, 60_000, 2000)).allowed).toBe(true);
  });

  it('keeps at most `limit` times per key', async () => {
    const limiter = new InProcessRateLimiter();
    for (let hit = 0; hit < 10_000; hit += 1) await limiter.hit('flood', 5, 60_000, hit);
    const internal = (limiter as unknown as { windows: Map<string, number[]> }).windows;
    expect(internal.get('flood')).toHaveLength(5);
  });
});
