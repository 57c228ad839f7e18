/**
 * Counts attempts per key in a sliding window. The in-process implementation serves one server
 * copy; several copies need a shared store (Redis, REDIS_URL) behind the same interface — that
 * needs a Redis client package, which the project does not ship yet (decision 0023).
 */
export interface RateLimiter {
  /** Records one attempt for `key` and tells whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<RateDecision>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface RateDecision {
  allowed: boolean;
  /** When refused: milliseconds until the oldest counted attempt leaves the window. */
  retryAfterMs: number;
}

/**
 * Sliding-window log: each key keeps the times of at most `limit` attempts, so memory per key is
 * bounded by the limit; the number of keys is bounded by `maxKeys` (least recently used evicted).
 * A refused attempt is not recorded, so a client hammering a limit does not extend its own wait.
 */
export class InProcessRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, number[]>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<RateDecision> {
    const since = now - windowMs;
    const times = (this.windows.get(key) ?? []).filter((time) => time > since);
    this.windows.delete(key);
    if (times.length >= limit) {
      this.windows.set(key, times);
      return { allowed: false, retryAfterMs: Math.max(1, times[0]! - since) };
    }
    times.push(now);
    this.windows.set(key, times);
    if (this.windows.size > this.maxKeys) this.evict();
    return { allowed: true, retryAfterMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private evict(): void {
    // Map iteration order is insertion order; touched keys are re-inserted, so the first is the stalest.
    const excess = this.windows.size - this.maxKeys;
    let removed = 0;
    for (const key of this.windows.keys()) {
      if (removed >= excess) break;
      this.windows.delete(key);
      removed += 1;
    }
  }
}
