import { describe, expect, it } from 'vitest';
import { preloadConcurrency } from '#shared/rules/timings.ts';
import { createLimiter } from './preload-limiter.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preload limiter', () => {
  it('never has more than 5 tasks in flight (spec: preloading concurrency about 5)', async () => {
    expect(preloadConcurrency).toBe(5);
    const limiter = createLimiter(preloadConcurrency);
    let inFlight = 0;
    let peak = 0;
    const gates = Array.from({ length: 12 }, deferred);
    const results = gates.map((gate, i) =>
      limiter.run(async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await gate.promise;
        inFlight -= 1;
        return i;
      }),
    );
    await tick();
    expect(inFlight).toBe(5);
    expect(limiter.active).toBe(5);
    expect(limiter.queued).toBe(7);

    // Finish tasks out of order; each freed slot starts exactly one waiting task.
    for (const index of [3, 0, 4, 1, 2, 7, 5, 6, 8, 9, 10, 11]) {
      gates[index]?.resolve();
      await tick();
      expect(inFlight).toBeLessThanOrEqual(5);
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(peak).toBe(5);
    expect(limiter.active).toBe(0);
    expect(limiter.queued).toBe(0);
  });

  it('starts waiting tasks in the order they were queued', async () => {
    const limiter = createLimiter(1);
    const started: number[] = [];
    const gates = Array.from({ length: 3 }, deferred);
    const runs = gates.map((gate, i) =>
      limiter.run(() => {
        started.push(i);
        return gate.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0]);
    gates[0]?.resolve();
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2]);
  });

  it('frees the slot of a failing task and passes the failure to its caller', async () => {
    const limiter = createLimiter(1);
    const failing = limiter.run(() => Promise.reject(new Error('chunk failed')));
    const throwing = limiter.run(() => {
      throw new Error('sync throw');
    });
    const next = limiter.run(() => Promise.resolve('next ran'));
    await expect(failing).rejects.toThrow('chunk failed');
    await expect(throwing).rejects.toThrow('sync throw');
    await expect(next).resolves.toBe('next ran');
    expect(limiter.active).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
