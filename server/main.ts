import cluster from 'node:cluster';
import { loadEnv } from './config/env.ts';

const env = loadEnv();
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  // The primary only supervises the server processes: it loads none of the app (decision 0042).
  const { superviseServerProcesses } = await import('./server-cluster.ts');
  superviseServerProcesses(env);
} else {
  const { removeServerLock } = await import('./features/brands/operator-endpoint.ts');
  const { startServer, stopOnSignals } = await import('./server-lifecycle.ts');
  process.on('exit', () => {
    if (!env.DATABASE_URL) removeServerLock(env.DATA_DIR);
  });
  stopOnSignals(await startServer({ env }));
}
