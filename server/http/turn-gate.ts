/**
 * Keeps each turn of the event loop short while the server is busy, so that new connections are
 * taken as fast as old ones are served (decision 0048).
 *
 * Node (libuv 1.46) accepts at most one new connection per turn of the event loop once the loop
 * is busy. A turn runs every request that became readable in it, and a page on the embedded
 * database is one unbroken run of CPU work, so a turn lasts as long as all the work in flight:
 * with 50 open connections and 16 ms pages, about 0.8 s. The 30th visitor to connect during such
 * a burst then waits about 30 turns, many seconds, while visitors on kept-alive connections are
 * served again and again.
 *
 * The gate starts a request at once while the current turn has used less than its budget and
 * nothing is waiting. Otherwise the request waits its turn in arrival order, one `setImmediate`
 * each, so every request runs on its own with the microtasks it starts. In each turn's check
 * phase queued requests run until the budget is spent. The rest move to the next turn, after the
 * loop has polled again and taken the next connection. A busy server therefore takes one new
 * connection per budget's worth of work, not one per round of every open connection.
 */
export class TurnGate {
  private windowStart: number | undefined;
  private waiting = 0;

  constructor(
    private readonly budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `job` now or in a later turn; `job` decides for itself whether it is still wanted. */
  admit(job: () => void): void {
    if (this.waiting === 0 && this.withinBudget()) {
      job();
      return;
    }
    this.waiting += 1;
    setImmediate(() => this.runQueued(job));
  }

  /** Requests waiting for a later turn (for tests and diagnostics). */
  get queued(): number {
    return this.waiting;
  }

  private runQueued(job: () => void): void {
    if (!this.withinBudget()) {
      // Scheduled from the check phase, so it runs after the next poll.
      setImmediate(() => this.runQueued(job));
      return;
    }
    this.waiting -= 1;
    job();
  }

  private withinBudget(): boolean {
    const now = this.now();
    if (this.windowStart === undefined) {
      this.windowStart = now;
      // Runs at the end of this turn (or, opened in a check phase, before the jobs this turn
      // moves on): the next turn starts with a whole budget.
      setImmediate(() => (this.windowStart = undefined));
      return true;
    }
    return now - this.windowStart < this.budgetMs;
  }
}
