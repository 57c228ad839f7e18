/**
 * Runs async tasks with at most `max` in flight; the rest wait in order. Spec section 4: "Route
 * change: the page's layout is preloaded. Preloading concurrency is about 5."
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks started and not yet settled. */
  readonly active: number;
  /** Tasks waiting for a free slot. */
  readonly queued: number;
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`Limiter needs max >= 1, got ${max}`);
  let active = 0;
  const waiting: (() => void)[] = [];

  const startNext = () => {
    if (active >= max) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          // A task that throws synchronously still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              active -= 1;
              startNext();
            });
        });
        startNext();
      });
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
