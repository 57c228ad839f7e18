import { availableParallelism } from 'node:os';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash.ts';

/** Hashes finish within a second or so; a client coming back then finds room again. */
export const hashingBusyRetryAfterMs = 1000;

/** The hashing queue is full: the caller should answer at once and ask the client to come back. */
export class HashingBusyError extends Error {
  readonly retryAfterMs = hashingBusyRetryAfterMs;

  constructor() {
    super('password hashing is busy');
    this.name = 'HashingBusyError';
  }
}

export interface PasswordHasherOptions {
  /** Hashes running at once; default: the cores this process may use. */
  concurrency?: number;
  /** Calls waiting for a turn; default: concurrency × 4. Beyond that a call fails at once. */
  maxWaiting?: number;
  /**
   * Slots only priority-0 work (an address the player logged in from) may use; default 1 when there
   * are two or more slots, else 0.
   */
  reserved?: number;
}

interface Waiting {
  priority: number;
  start: () => void;
  refuse: (error: HashingBusyError) => void;
}

/**
 * Runs password hashes (scrypt, ~0.4 s and 128 MiB each) with bounded concurrency and a bounded,
 * prioritised waiting list, so a flood of guesses cannot starve real logins or exhaust memory:
 * - at most `concurrency` hashes run (the cores: more would only slow each one down), and
 *   `reserved` of those slots are kept for priority 0, so a player on their own address never
 *   waits for a flood's hash to finish;
 * - at most `maxWaiting` wait; a full list refuses at once (HashingBusyError) rather than letting
 *   every caller wait longer and longer;
 * - the waiting list is ordered by priority (lower first, then arrival): a call with a better
 *   priority than the worst waiting one takes its place, and the displaced call is refused. The
 *   account service gives addresses a player logged in from the best priority and addresses with
 *   many recent failures the worst, so a guessing flood queues behind the players.
 * One instance per app: the state is the instance's.
 */
export class PasswordHasher {
  readonly concurrency: number;
  readonly maxWaiting: number;
  readonly reserved: number;
  private running = 0;
  /** Running jobs of priority above 0: they may fill only the slots not reserved. */
  private runningOpen = 0;
  private readonly waiting: Waiting[] = [];
  private readonly dummy = dummyPasswordHash();

  constructor(options: PasswordHasherOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? availableParallelism());
    this.maxWaiting = Math.max(0, options.maxWaiting ?? this.concurrency * 4);
    this.reserved = Math.min(
      this.concurrency - 1,
      Math.max(0, options.reserved ?? (this.concurrency >= 2 ? 1 : 0)),
    );
  }

  /** Hashes running and waiting now (for tests and diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  hash(password: string, priority: number): Promise<string> {
    return this.run(priority, () => hashPassword(password));
  }

  verify(password: string, stored: string, priority: number): Promise<boolean> {
    return this.run(priority, () => verifyPassword(password, stored));
  }

  /** One verification's worth of work against no account (timing equality); always false. */
  async verifyDummy(password: string, priority: number): Promise<false> {
    await this.run(priority, () => verifyPassword(password, this.dummy));
    return false;
  }

  /**
   * Whether a call of this priority would be taken now (run or wait): lets a caller refuse before
   * the work that precedes the hash (a database look-up) when the answer would be 429 anyway.
   */
  hasRoom(priority: number): boolean {
    if (this.canStart(priority) || this.waiting.length < this.maxWaiting) return true;
    const worst = this.waiting.at(-1);
    return worst !== undefined && worst.priority > priority;
  }

  /** Runs `job` when a slot is free; rejects with HashingBusyError when it cannot wait. */
  run<T>(priority: number, job: () => Promise<T>): Promise<T> {
    if (this.canStart(priority)) return this.start(priority, job);
    if (this.waiting.length >= this.maxWaiting) {
      const worst = this.waiting.at(-1);
      if (!worst || worst.priority <= priority) return Promise.reject(new HashingBusyError());
      this.waiting.pop();
      worst.refuse(new HashingBusyError());
    }
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        priority,
        start: () => void this.start(priority, job).then(resolve, reject),
        refuse: reject,
      };
      // The list is short (cores × 4): a linear insert keeps it sorted by priority, then arrival.
      const at = this.waiting.findIndex((other) => other.priority > priority);
      if (at === -1) this.waiting.push(entry);
      else this.waiting.splice(at, 0, entry);
    });
  }

  private canStart(priority: number): boolean {
    if (this.running >= this.concurrency) return false;
    return priority <= 0 || this.runningOpen < this.concurrency - this.reserved;
  }

  private async start<T>(priority: number, job: () => Promise<T>): Promise<T> {
    const open = priority > 0;
    this.running += 1;
    if (open) this.runningOpen += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      if (open) this.runningOpen -= 1;
      // Synchronously hands the slot on, so no newcomer can take it ahead of the waiting list. The
      // list is sorted, so its head is the only candidate: when it may not use a reserved slot,
      // nothing behind it may either.
      const next = this.waiting[0];
      if (next && this.canStart(next.priority)) {
        this.waiting.shift();
        next.start();
      }
    }
  }
}
