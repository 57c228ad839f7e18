import { createHash } from 'node:crypto';

/**
 * The time one fixed piece of CPU work takes (SHA-256 over 64 MiB, tens of milliseconds on a fast
 * core), the best of `tries`. The bench runs it at its start and at its end: the first reading
 * compares this host with the one of an earlier report, the second tells whether the host kept its
 * speed through the run (decision 0069: the sessions' shared hosts differ, and a score carries the
 * host's speed).
 */
export function cpuProbeMs(tries = 3): number {
  const bytes = Buffer.alloc(64 * 1024 * 1024, 0x5a);
  let best = Number.POSITIVE_INFINITY;
  for (let n = 0; n < tries; n += 1) {
    const started = performance.now();
    createHash('sha256').update(bytes).digest();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
