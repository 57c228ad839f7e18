/**
 * server-processes.test.ts's process: what server/main.ts runs under WEB_CONCURRENCY > 1 (the real
 * supervisor over real servers on PostgreSQL), minus the web front end, so no build is needed. Each
 * worker prints `listening <port> <pid> <digest of its code key>` once it accepts requests.
 */
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { loadEnv } from '#server/config/env.ts';
import { superviseServerProcesses } from '#server/server-cluster.ts';
import { startServer, stopOnSignals } from '#server/server-lifecycle.ts';

const env = loadEnv({ ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
if (cluster.isPrimary) {
  superviseServerProcesses(env);
} else {
  const running = await startServer({ env, web: false });
  stopOnSignals(running);
  const key = createHash('sha256')
    .update(env.TAC_SECRET ?? '')
    .digest('hex');
  process.stdout.write(`listening ${running.port} ${process.pid} ${key}\n`);
}
