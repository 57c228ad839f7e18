export interface DeferredWorkOptions {
  /** Jobs running at once. */
  concurrency?: number;
  /** Jobs held (running and waiting); push() refuses beyond it. */
  maxPending?: number;
  /** A job that failed: reported here, never thrown (nobody is waiting for it). */
  onError: (error: unknown) => void;
}

/**
 * Work done after the answer, off the request path: a bounded in-process queue. Jobs held here are
 * lost if the process dies (fine for what it carries: a player asks for another code); `settled()`
 * lets shutdown and tests wait for what was accepted.
 */
export class DeferredWork {
  private readonly concurrency: number;
  private readonly maxPending: number;
  private readonly queue: (() => Promise<void>)[] = [];
  private running = 0;
  private waiters: (() => void)[] = [];

  constructor(private readonly options: DeferredWorkOptions) {
    this.concurrency = options.concurrency ?? 2;
    this.maxPending = options.maxPending ?? 1000;
  }

  get pending(): number {
    return this.running + this.queue.length;
  }

  /** Accepts a job to run soon; false when the queue is full. */
  push(job: () => Promise<void>): boolean {
    if (this.pending >= this.maxPending) return false;
    this.queue.push(job);
    // Started on a later turn of the event loop, so the answer goes out first.
    setImmediate(() => this.pump());
    return true;
  }

  /** Resolves once every accepted job has finished. */
  settled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.running += 1;
      void Promise.resolve()
        .then(job)
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => {
          this.running -= 1;
          this.pump();
          if (this.pending === 0) {
            const waiters = this.waiters;
            this.waiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }
}
