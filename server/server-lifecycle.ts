import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Env } from './config/env.ts';
import { warnIfDemoModeOnPostgres } from './config/demo-mode.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import {
  createLocalChangeBus,
  createPostgresChangeBus,
  type ListenerEvent,
} from './features/brands/brand-change-bus.ts';
import { registerOpsRunRoute } from './features/operations/ops-endpoint.ts';
import { registerCatalogueRunRoute } from './features/catalogue/catalogue-endpoint.ts';
import {
  registerOperatorRoutes,
  writeServerLock,
  removeServerLock,
} from './features/brands/operator-endpoint.ts';
import {
  loadProductionBuild,
  productionBuildPath,
  productionBuildExists,
  registerWeb,
  type FrameOriginsOf,
} from './web/register-web.ts';
import { PageCache } from './web/page-cache.ts';
import { RenderPool } from './web/render-pool.ts';
import { TurnGate } from './http/turn-gate.ts';
import { stopMessage } from './server-cluster.ts';
import { ProviderFrameOrigins } from './features/play/provider-frame-origins.ts';

/** In-flight requests get this long to finish after SIGTERM/SIGINT; then their connections are cut. */
const shutdownGraceMs = 8_000;
/** Closing the app, listener and database after the grace period; past it the process just exits. */
const closeBudgetMs = 1_500;
/**
 * Work a busy server starts per turn of the event loop before it polls again and can take a new
 * connection (decision 0048). Less than any page that renders, so a busy turn starts one such page;
 * cached pages and API calls take tens of microseconds, and many still share a turn.
 */
const turnBudgetMs = 2;

export interface StartOptions {
  env: Env;
  /** Serve the React Router front end (needs a build outside development); off in tests. */
  web?: boolean;
  /** Extra routes, registered after the API (tests: a slow route to stop under). */
  registerExtra?: (app: FastifyInstance) => void | Promise<void>;
  shutdownGraceMs?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  server: Server;
  handle: DatabaseHandle;
  port: number;
  /**
   * Stops gracefully: no new connections, idle keep-alive connections closed at once, in-flight
   * requests finish (up to the grace period, then their connections are cut), then the app, the
   * brand listener and the database close. Safe to call more than once.
   */
  stop(reason?: string): Promise<void>;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env } = options;
  const graceMs = options.shutdownGraceMs ?? shutdownGraceMs;
  const embedded = !env.DATABASE_URL;
  // Claim the data folder before opening it, so the CLI never opens it beside a starting server.
  if (embedded) writeServerLock(env.DATA_DIR, 0);
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await handle.migrate();
  if (env.SEED_DEMO) await seedDemo(handle.db);

  // The app's logger exists only once the app is built, after the bus it is given.
  const logger: { current?: FastifyInstance['log'] } = {};
  const onListenerEvent = (event: ListenerEvent) => {
    const log = logger.current;
    if (event.kind === 'lost') log?.warn({ err: event.error }, 'brand change listener lost; reconnecting');
    else if (event.kind === 'retry-failed') {
      log?.debug({ err: event.error, attempt: event.attempt }, 'brand change listener still away');
    } else log?.info({ attempts: event.attempts }, 'brand change listener back; brand caches cleared');
  };
  const brandBus = handle.pool
    ? await createPostgresChangeBus(handle.pool, { onEvent: onListenerEvent })
    : createLocalChangeBus();

  let viteMiddleware: Middleware | undefined;
  let viteClose: (() => Promise<void>) | undefined;
  const { app } = await buildApp({
    env,
    db: handle.db,
    brandBus,
    async registerWeb(fastify, parts) {
      if (options.registerExtra) await options.registerExtra(fastify);
      if (options.web ?? true) {
        // Pages may frame the launch origins of their brand's providers (decision 0030).
        const providerFrameOrigins = new ProviderFrameOrigins(parts.db);
        const frameOriginsOf: FrameOriginsOf = (brand) => providerFrameOrigins.of(brand);
        if (env.NODE_ENV === 'development') {
          const { createServer: createVite } = await import('vite');
          const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' });
          viteMiddleware = vite.middlewares;
          viteClose = () => vite.close();
          const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as never;
          await registerWeb(fastify, parts.pages, build, { serveStatic: false, frameOriginsOf });
        } else {
          if (!productionBuildExists()) throw new Error('No production build: run `npm run build` first');
          const pageCache =
            env.PAGE_CACHE_SECONDS > 0
              ? new PageCache({
                  ttlMs: env.PAGE_CACHE_SECONDS * 1000,
                  maxEntries: env.PAGE_CACHE_ENTRIES,
                  onRefreshError: (error) =>
                    fastify.log.error({ err: error }, 'background page render failed'),
                })
              : undefined;
          // A brand or catalogue change shows at once on every server copy (the bus reaches all).
          if (pageCache) parts.brandBus.onChange(() => pageCache.clear());
          const renderPool =
            env.RENDER_THREADS > 0
              ? new RenderPool({
                  threads: env.RENDER_THREADS,
                  buildPath: productionBuildPath,
                  services: parts.pages,
                  log: fastify.log,
                })
              : undefined;
          if (renderPool) {
            fastify.log.info(
              { threads: env.RENDER_THREADS, from: renderPool.startsFrom },
              'pages render on their own threads',
            );
            fastify.addHook('onClose', () => renderPool.close());
          }
          await registerWeb(fastify, parts.pages, await loadProductionBuild(), {
            serveStatic: true,
            frameOriginsOf,
            pageCache,
            renderPool,
          });
        }
      }
      if (handle.kind === 'pglite') {
        registerOperatorRoutes(fastify, parts);
        registerOpsRunRoute(fastify, parts);
        registerCatalogueRunRoute(fastify, parts);
      }
    },
  });
  logger.current = app.log;

  let stopping: Promise<void> | undefined;
  const turns = new TurnGate(turnBudgetMs);
  // In development Vite answers its own paths first; everything else falls through to Fastify.
  const server = createServer((req, res) => {
    // While stopping, a request that still arrives on a kept-alive connection is answered, and
    // that connection then closes instead of waiting for more.
    if (stopping) res.setHeader('connection', 'close');
    turns.admit(() => {
      // A visitor who left while the request waited for its turn costs nothing more.
      if (req.socket.destroyed) return;
      if (viteMiddleware) viteMiddleware(req, res, () => app.routing(req, res));
      else app.routing(req, res);
    });
  });
  await app.ready();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  if (embedded) writeServerLock(env.DATA_DIR, port);
  app.log.info(`Marquee listening on http://localhost:${port} (${handle.kind})`);
  warnIfDemoModeOnPostgres(env, app.log);

  async function shutDown(reason: string) {
    app.log.info(`shutting down (${reason})`);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // A kept-alive connection with no request in flight would hold `close` open: close those now,
    // and each busy one as soon as its answer is sent.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const finished = await Promise.race([drained.then(() => true), delay(graceMs).then(() => false)]);
    clearInterval(sweep);
    if (!finished) {
      app.log.warn(`requests still running after ${graceMs} ms: closing their connections`);
      server.closeAllConnections();
    }
    await app.close();
    await viteClose?.();
    await brandBus.close();
    await handle.close();
    if (embedded) removeServerLock(env.DATA_DIR);
    app.log.info('stopped');
  }

  return {
    app,
    server,
    handle,
    port,
    stop(reason = 'stop') {
      stopping ??= shutDown(reason);
      return stopping;
    },
  };
}

/**
 * SIGTERM/SIGINT stop the server gracefully and exit 0. A second signal, or closing that overruns
 * its budget, exits at once with 1: a stuck database must not keep the process from ending.
 */
export function stopOnSignals(
  running: RunningServer,
  exit: (code: number) => void = (code) => process.exit(code),
  graceMs = shutdownGraceMs,
): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      running.app.log.warn(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    signalled = true;
    setTimeout(() => {
      running.app.log.error('shutdown overran its time: exiting now');
      exit(1);
    }, graceMs + closeBudgetMs).unref();
    running.stop(signal).then(
      () => exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A cluster worker is also asked to stop by its primary (server-cluster.ts), once: when a signal
  // got here first, that stop is already under way.
  if (cluster.isWorker) {
    process.on('message', (message: unknown) => {
      if (message === stopMessage && !signalled) onSignal('SIGTERM');
    });
  }
}
