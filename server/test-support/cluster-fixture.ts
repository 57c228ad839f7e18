import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { startServerCluster } from '../server-cluster.ts';
import { stopOnSignals, type RunningServer } from '../server-lifecycle.ts';

/**
 * server-cluster.test.ts's process: the real supervisor over two small HTTP workers that answer
 * with their pid and the environment the primary gave them, and stop when the primary asks (taking
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
  // The real worker-side stop (server-lifecycle.ts) over this small server: it answers the
  // primary's message as it does a signal.
  const running = {
    app: { log: { warn: print, error: print } },
    async stop() {
      await new Promise((resolve) => setTimeout(resolve, stopMs));
      await new Promise((resolve) => server.close(resolve));
      print({ pid: process.pid }, 'worker stopped');
    },
  };
  stopOnSignals(running as unknown as RunningServer);
}
