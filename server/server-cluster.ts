import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import type { Env } from './config/env.ts';

/**
 * Several server processes on one port (`WEB_CONCURRENCY`, decision 0042). The primary process
 * only supervises: it never opens the database or renders a page. Each worker is a whole server
 * (server-lifecycle.ts), the "server copy" the rest of the code already allows for on PostgreSQL.
 */

/** What the workers are told through IPC: stop as after SIGTERM. Not a signal, see below. */
export const stopMessage = 'marquee:stop';

/** A worker that ran at least this long before it died is restarted at once. */
const healthyRunMs = 10_000;
const firstRestartDelayMs = 1_000;
const maxRestartDelayMs = 30_000;
/** A worker drains for at most 9.5 s (server-lifecycle.ts); past this the primary kills it. */
const workerStopTimeoutMs = 12_000;

interface ClusterLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

export interface ServerClusterOptions {
  processes: number;
  /** Added to every worker's environment (a verification-code key shared by all of them). */
  workerEnv: Record<string, string>;
  log: ClusterLog;
  /** How long the workers get to stop before they are killed (their own grace period and more). */
  stopTimeoutMs: number;
}

export interface ServerCluster {
  /** Resolves when the workers have all exited; true if every one stopped within its time. */
  stop(): Promise<boolean>;
}

/**
 * Starts the workers, each running this process's own script with its Node options. The first one
 * starts alone and the others only once it listens, so database migrations and the demo seed run
 * once, before the other processes open the database. A worker that dies is replaced; one that
 * keeps dying soon after starting waits longer each time (1 s, doubling, at most 30 s), so a broken
 * configuration does not spin the machine.
 */
export function startServerCluster(options: ServerClusterOptions): ServerCluster {
  const { log } = options;
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let anyListened = false;
  let quickExits = 0;
  let pendingRestarts = 0;
  let onAllExited: (() => void) | undefined;

  const live = () => startedAt.size + pendingRestarts;
  const fork = () => {
    const worker = cluster.fork(options.workerEnv);
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      quickExits = 0;
      if (anyListened) return;
      anyListened = true;
      log.info({ worker: worker.process.pid }, 'first server process listening; starting the others');
      while (!stopping && live() < options.processes) fork();
    });
    worker.once('exit', (code, signal) => {
      const ranMs = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (stopping) {
        if (startedAt.size === 0) onAllExited?.();
        return;
      }
      quickExits = ranMs >= healthyRunMs ? 0 : quickExits + 1;
      const delayMs =
        quickExits === 0 ? 0 : Math.min(maxRestartDelayMs, firstRestartDelayMs * 2 ** (quickExits - 1));
      log.error(
        { worker: worker.process.pid, code, signal, ranMs, restartInMs: delayMs },
        'server process exited; starting another',
      );
      pendingRestarts += 1;
      setTimeout(() => {
        pendingRestarts -= 1;
        // Before any worker has listened, only one starts at a time (see above).
        if (!stopping && (anyListened || startedAt.size === 0)) fork();
      }, delayMs).unref();
    });
  };
  fork();
  // Keeps the primary alive while it waits to restart a worker (the timers above are unref'd).
  const keepAlive = setInterval(() => {}, 60_000);

  return {
    stop() {
      if (stopping) return Promise.resolve(false);
      stopping = true;
      clearInterval(keepAlive);
      return new Promise<boolean>((resolve) => {
        if (startedAt.size === 0) return resolve(true);
        const timer = setTimeout(() => {
          log.warn({ left: startedAt.size }, 'server processes overran their time to stop; killing them');
          for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
          resolve(false);
        }, options.stopTimeoutMs);
        onAllExited = () => {
          clearTimeout(timer);
          resolve(true);
        };
        // A message, not a signal: Ctrl-C in a terminal already signals every process of the
        // group, and a worker takes a second signal as "exit now" (stopOnSignals).
        for (const worker of startedAt.keys()) {
          if (worker.isConnected()) worker.send(stopMessage);
          else worker.process.kill('SIGTERM');
        }
      });
    },
  };
}

/**
 * The primary's whole job under `WEB_CONCURRENCY` > 1 (server/main.ts): start the workers (each
 * runs the same script as a whole server) and stop them on SIGTERM/SIGINT; a second signal exits at
 * once.
 */
export function superviseServerProcesses(env: Env): void {
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
    stopTimeoutMs: workerStopTimeoutMs,
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
}
