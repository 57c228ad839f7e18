const minute = 60_000;

/** The secret-guessing limits (decision 0014). Every window slides over the last 15 minutes. */
export const loginLimits = {
  windowMs: 15 * minute,
  /** Failed guesses from one address on one account of a brand: a hard limit for that pair only. */
  perPair: 10,
  /** Failed guesses from one address, every account and brand. */
  perAddress: 30,
  /** Failed guesses on one account from every address: this many are free... */
  accountFree: 20,
  /** ...then each further guess waits base × 2^(failures − free) after the previous one... */
  accountBaseDelayMs: 1000,
  /** ...at most this long... */
  accountMaxDelayMs: 60_000,
  /** ...and never more than this many per window (a backstop; the delays keep well under it). */
  accountCeiling: 100,
  /** An address a player logged in from is trusted for that account this long (see below). */
  trustMs: 30 * 24 * 60 * minute,
  /**
   * Guesses that come back before the Retry-After of their address's last refusal for want of
   * hashing room lower their address's priority for this long...
   */
  pressureWindowMs: minute,
  /** ...counting at most this many. */
  pressureCap: 100,
} as const;

export type LoginLimits = typeof loginLimits;

/** Who guesses what: an account of a brand, from a client address. */
export interface GuessKey {
  brandId: number;
  accountId: string;
  ip: string;
}

export type GuessDecision =
  | {
      allowed: true;
      /** The time recorded for this guess; give it back to succeeded() to take it off the counts. */
      at: number;
      /**
       * Hashing priority, lower first: 0 for an address the player logged in from, otherwise 1 +
       * the address's recent failures + its guesses in the last minute that came back sooner than a
       * refusal for want of hashing room had said.
       */
      priority: number;
    }
  | { allowed: false; retryAfterMs: number; limit: 'address' | 'pair' | 'account' };

/**
 * Login limits that protect players instead of locking them out (OWASP authentication guidance):
 * - failures count per (brand, account, address) pair, so an attacker's failures from one address
 *   never block the owner on another; one address is also capped across all accounts;
 * - the account as a whole (every address) gets free tries, then growing delays rather than a
 *   lock: distributed guessing is slowed to about a guess a minute, while the owner waits at most
 *   `accountMaxDelayMs` once;
 * - an address the player has logged in from (within `trustMs`) skips the account-wide delay: it is
 *   the owner's, and a flood from other addresses must not even slow them down;
 * - a guess is counted when it is let through (so concurrent guesses cannot all slip under a limit)
 *   and taken back off when it turns out right; a right guess also clears its pair.
 * In-process state with bounded memory, like InProcessRateLimiter: several server copies need a
 * shared store behind the same methods.
 */
export class LoginThrottle {
  private readonly logs = new Map<string, number[]>();
  private readonly trusted = new Map<string, number>();
  /** Per address: when its last refusal for want of hashing room said it could come back. */
  private readonly comeBack = new Map<string, number>();

  constructor(
    private readonly limits: LoginLimits = loginLimits,
    private readonly maxKeys = 100_000,
  ) {}

  /** Lets a guess through and counts it, or tells how long to wait (nothing is counted then). */
  attempt(key: GuessKey, now: number): GuessDecision {
    const { windowMs } = this.limits;
    const address = this.recent(addressKey(key), now);
    const pair = this.recent(pairKey(key), now);
    const account = this.recent(accountKey(key), now);
    const oldestLeaves = (times: number[]) => Math.max(1, times[0]! + windowMs - now);

    if (address.length >= this.limits.perAddress) {
      return { allowed: false, retryAfterMs: oldestLeaves(address), limit: 'address' };
    }
    if (pair.length >= this.limits.perPair) {
      return { allowed: false, retryAfterMs: oldestLeaves(pair), limit: 'pair' };
    }
    const trusted = this.isTrusted(key, now);
    if (!trusted) {
      const wait = this.accountWait(account, now);
      if (wait > 0) return { allowed: false, retryAfterMs: wait, limit: 'account' };
    }
    // A client that waits as told is served in its turn; only one that presses ahead is pushed back.
    if ((this.comeBack.get(key.ip) ?? 0) > now) {
      const name = pressureKey(key.ip);
      this.record(name, this.recent(name, now, this.limits.pressureWindowMs), now, this.limits.pressureCap);
    }
    const priority = trusted ? 0 : 1 + address.length + this.recentPressure(key.ip, now);
    this.record(addressKey(key), address, now, this.limits.perAddress);
    this.record(pairKey(key), pair, now, this.limits.perPair);
    this.record(accountKey(key), account, now, this.limits.accountCeiling);
    return { allowed: true, at: now, priority };
  }

  /**
   * The guess let through at `at` was right: it is no failure, the pair starts afresh and the
   * address is trusted for the account.
   */
  succeeded(key: GuessKey, at: number): void {
    this.uncount(key, at);
    this.logs.delete(pairKey(key));
    const trust = pairKey(key);
    this.trusted.delete(trust);
    this.trusted.set(trust, at);
    if (this.trusted.size > this.maxKeys) evictOldest(this.trusted, this.trusted.size - this.maxKeys);
  }

  /**
   * The guess let through at `at` was never checked (no room to hash it; the client was told to
   * come back after `retryAfterMs`): it is no failure. Each guess from its address that comes back
   * sooner lowers the address's priority for a minute, so a flood that ignores Retry-After queues
   * behind a player who waits as told, however often that player was refused.
   */
  withdraw(key: GuessKey, at: number, retryAfterMs: number): void {
    this.uncount(key, at);
    this.comeBack.delete(key.ip);
    this.comeBack.set(key.ip, at + retryAfterMs);
    if (this.comeBack.size > this.maxKeys) evictOldest(this.comeBack, this.comeBack.size - this.maxKeys);
  }

  /** Hashing priority of other work from an address (signup, new passwords): as a guess would get. */
  priorityOf(ip: string, now: number): number {
    return 1 + this.recent(addressKey({ ip }), now).length + this.recentPressure(ip, now);
  }

  private uncount(key: GuessKey, at: number): void {
    for (const name of [addressKey(key), pairKey(key), accountKey(key)]) {
      const times = this.logs.get(name);
      const index = times?.lastIndexOf(at) ?? -1;
      if (times && index !== -1) times.splice(index, 1);
    }
  }

  private recentPressure(ip: string, now: number): number {
    return this.recent(pressureKey(ip), now, this.limits.pressureWindowMs).length;
  }

  /** Keys held (for tests: memory stays bounded). */
  get size(): number {
    return this.logs.size + this.trusted.size + this.comeBack.size;
  }

  private accountWait(failures: number[], now: number): number {
    const { accountFree, accountBaseDelayMs, accountMaxDelayMs, accountCeiling, windowMs } = this.limits;
    if (failures.length >= accountCeiling) return Math.max(1, failures[0]! + windowMs - now);
    if (failures.length < accountFree) return 0;
    const delay = Math.min(accountMaxDelayMs, accountBaseDelayMs * 2 ** (failures.length - accountFree));
    return failures.at(-1)! + delay - now;
  }

  private isTrusted(key: GuessKey, now: number): boolean {
    const since = this.trusted.get(pairKey(key));
    return since !== undefined && now - since < this.limits.trustMs;
  }

  /** The times of `name` still inside the window (the stored list is pruned in place). */
  private recent(name: string, now: number, windowMs: number = this.limits.windowMs): number[] {
    const times = this.logs.get(name);
    if (!times) return [];
    const since = now - windowMs;
    const firstKept = times.findIndex((time) => time > since);
    if (firstKept === -1) {
      this.logs.delete(name);
      return [];
    }
    if (firstKept > 0) times.splice(0, firstKept);
    return times;
  }

  private record(name: string, times: number[], now: number, keep: number): void {
    times.push(now);
    if (times.length > keep) times.splice(0, times.length - keep);
    // Re-inserted on every touch, so Map order is least recently used first.
    this.logs.delete(name);
    this.logs.set(name, times);
    if (this.logs.size > this.maxKeys) evictOldest(this.logs, this.logs.size - this.maxKeys);
  }
}

function addressKey(key: Pick<GuessKey, 'ip'>): string {
  return `address:${key.ip}`;
}

function pressureKey(ip: string): string {
  return `pressure:${ip}`;
}

function pairKey(key: GuessKey): string {
  return `pair:${key.brandId}:${key.accountId}:${key.ip}`;
}

function accountKey(key: GuessKey): string {
  return `account:${key.brandId}:${key.accountId}`;
}

function evictOldest(map: Map<string, unknown>, count: number): void {
  let removed = 0;
  for (const name of map.keys()) {
    if (removed >= count) break;
    map.delete(name);
    removed += 1;
  }
}
