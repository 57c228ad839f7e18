import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { startServerCluster, stopMessage } from '../server-cluster.ts';

/**
 * server-cluster.test.ts's process: the real supervisor over two small HTTP workers that answer
 * with their pid and the environment the primary gave them, and stop when the primary asks (after
 * FIXTURE_STOP_MS, to show the primary waits for them).
 */
const print = (detail: object, message: string) => console.log(JSON.stringify({ ...detail, message }));
if (cluster.isPrimary) {
  const servers = startServerCluster({
    processes: 2,
    workerEnv: { FIXTURE_SHARED: 'from the primary' },
    log: { info: print, warn: print, error: print },
    stopTimeoutMs: 5_000,
  });
  process.once('SIGTERM', () => {
    void servers.stop().then((clean) => {
      print({ clean }, 'primary stopped');
      process.exit(clean ? 0 : 1);
    });
  });
} else {
  const stopMs = Number(process.env.FIXTURE_STOP_MS ?? 0);
  const server = createServer((_req, res) => res.end(`${process.pid} ${process.env.FIXTURE_SHARED}`));
  server.listen(Number(process.env.FIXTURE_PORT), '127.0.0.1', () =>
    print({ pid: process.pid }, 'worker up'),
  );
  process.on('message', (message) => {
    if (message !== stopMessage) return;
    setTimeout(() => server.close(() => process.exit(0)), stopMs);
  });
}
