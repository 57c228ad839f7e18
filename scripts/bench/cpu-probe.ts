import { createHash } from 'node:crypto';

const probeMiB = 64;
const probeTries = 3;

/** What cpuProbeMs times, as the report names it. */
export const cpuProbeTask = `SHA-256 over ${probeMiB} MiB, best of ${probeTries}`;

/**
 * The time one fixed piece of CPU work takes (tens of milliseconds on a fast core), the best of a
 * few tries. The bench runs it at its start and at its end: the first reading compares this host
 * with the one of an earlier report, the second tells whether the host kept its speed through the
 * run (decision 0069: the sessions' shared hosts differ, and a score carries the host's speed).
 */
export function cpuProbeMs(): number {
  const bytes = Buffer.alloc(probeMiB * 1024 * 1024, 0x5a);
  let best = Number.POSITIVE_INFINITY;
  for (let n = 0; n < probeTries; n += 1) {
    const started = performance.now();
    createHash('sha256').update(bytes).digest();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
