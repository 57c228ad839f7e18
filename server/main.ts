import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { loadEnv } from './config/env.ts';

const env = loadEnv();
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  // The primary only supervises the server processes: it loads none of the app (decision 0042).
  const { pino } = await import('pino');
  const { startServerCluster } = await import('./server-cluster.ts');
  const log = pino({ level: env.LOG_LEVEL });
  const workerEnv: Record<string, string> = {};
  if (!env.TAC_SECRET) {
    // One key for every process, so a code sent through one verifies on another (still per run).
    workerEnv.TAC_SECRET = randomBytes(32).toString('base64url');
    if (env.NODE_ENV === 'production' && !env.DEMO_MODE) {
      log.warn('TAC_SECRET is not set: verification codes use a key that dies with this run');
    }
  }
  log.info({ processes: env.WEB_CONCURRENCY }, 'starting server processes');
  const servers = startServerCluster({
    processes: env.WEB_CONCURRENCY,
    workerEnv,
    log,
    stopTimeoutMs: 12_000,
  });
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    void servers.stop().then((clean) => process.exit(clean ? 0 : 1));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
} else {
  const { removeServerLock } = await import('./features/brands/operator-endpoint.ts');
  const { startServer, stopOnSignals } = await import('./server-lifecycle.ts');
  process.on('exit', () => {
    if (!env.DATABASE_URL) removeServerLock(env.DATA_DIR);
  });
  stopOnSignals(await startServer({ env }));
}
