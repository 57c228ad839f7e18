/**
 * The real server process, minus the web front end (no build needed), with a slow route: what
 * server-lifecycle.test.ts starts and signals. Prints `listening <port>` once it accepts requests
 * and `slow started` when a slow request is in flight.
 */
import { loadEnv } from '#server/config/env.ts';
import { startServer, stopOnSignals } from '#server/server-lifecycle.ts';

const graceMs = Number(process.env.TEST_SHUTDOWN_GRACE_MS ?? 8_000);
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});
const running = await startServer({
  env,
  web: false,
  shutdownGraceMs: graceMs,
  registerExtra(app) {
    app.get<{ Querystring: { ms?: string } }>('/test/slow', async (request) => {
      process.stdout.write('slow started\n');
      await new Promise((resolve) => setTimeout(resolve, Number(request.query.ms ?? 1_000)));
      return { done: true };
    });
  },
});
stopOnSignals(running, undefined, graceMs);
process.stdout.write(`listening ${running.port}\n`);
