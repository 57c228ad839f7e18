import { loadEnv } from './config/env.ts';
import { removeServerLock } from './features/brands/operator-endpoint.ts';
import { startServer, stopOnSignals } from './server-lifecycle.ts';

const env = loadEnv();
process.on('exit', () => {
  if (!env.DATABASE_URL) removeServerLock(env.DATA_DIR);
});
stopOnSignals(await startServer({ env }));
