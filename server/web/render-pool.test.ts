import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool.ts';
import type { PageServices } from './page-services.ts';

/**
 * The render threads' upkeep (decision 0052). Rendering itself needs the production build and is
 * tested on the built server (tests/browser/render-threads.test.ts, and every browser test, which
 * runs with the default threads).
 */

const services = {
  env: { NODE_ENV: 'production', DEMO_MODE: false, SESSION_IDLE_MINUTES: 30 },
} as unknown as PageServices;

function recordingLog() {
  const errors: unknown[][] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

/** A pool whose threads cannot load their build: each exits as soon as it starts. */
function failingPool(threads: number, log: FastifyBaseLogger): RenderPool {
  return new RenderPool({
    threads,
    buildPath: '/nonexistent/build/server/index.js',

    services,
    log,
  });
}

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('RenderPool', () => {
  it('takes no page while its only thread is down, and says why in the log', async () => {
    const { log, errors } = recordingLog();
    pool = failingPool(1, log);
    expect(pool.available()).toBe(true);
    await expect.poll(() => pool!.available(), { timeout: 15_000 }).toBe(false);
    expect(errors.some(([, message]) => message === 'render thread exited; starting another')).toBe(true);
    await expect(
      pool.render({ method: 'GET', url: 'http://localhost/', headers: [], nonce: 'n' }),
    ).rejects.toThrow('no render thread is running');
  });

  it('answers a page in hand with an error when its thread dies, instead of leaving it waiting', async () => {
    const { log } = recordingLog();
    pool = failingPool(1, log);
    // Sent before the thread has loaded anything: the thread then fails to load its build and exits.
    await expect(
      pool.render({ method: 'GET', url: 'http://localhost/', headers: [], nonce: 'n' }),
    ).rejects.toThrow(/render thread exited/);
  });

  it('stops its threads on close', async () => {
    const { log, errors } = recordingLog();
    const closing = failingPool(2, log);
    await closing.close();
    expect(closing.available()).toBe(false);
    // Threads stopped on purpose are not restarted, nor reported.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors.filter(([, message]) => message === 'render thread exited; starting another')).toEqual([]);
  });
});
