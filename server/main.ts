import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { createLocalChangeBus, createPostgresChangeBus } from './features/brands/brand-change-bus.ts';
import { registerOpsRunRoute } from './features/operations/ops-endpoint.ts';
import {
  registerOperatorRoutes,
  writeServerLock,
  removeServerLock,
} from './features/brands/operator-endpoint.ts';
import { loadProductionBuild, productionBuildExists, registerWeb } from './web/register-web.ts';

const env = loadEnv();
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
const brandBus = handle.pool ? await createPostgresChangeBus(handle.pool) : createLocalChangeBus();

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
let viteMiddleware: Middleware | undefined;
let viteClose: (() => Promise<void>) | undefined;

const { app } = await buildApp({
  env,
  db: handle.db,
  brandBus,
  async registerWeb(fastify, services) {
    if (env.NODE_ENV === 'development') {
      const { createServer: createVite } = await import('vite');
      const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' });
      viteMiddleware = vite.middlewares;
      viteClose = () => vite.close();
      const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as never;
      await registerWeb(fastify, services, build, false);
    } else {
      if (!productionBuildExists()) throw new Error('No production build: run `npm run build` first');
      await registerWeb(fastify, services, await loadProductionBuild(), true);
    }
    if (handle.kind === 'pglite') {
      registerOperatorRoutes(fastify, services);
      registerOpsRunRoute(fastify, services);
    }
  },
});

// In development Vite answers its own paths first; everything else falls through to Fastify.
const server = createServer((req, res) => {
  if (viteMiddleware) viteMiddleware(req, res, () => app.routing(req, res));
  else app.routing(req, res);
});
await app.ready();
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  if (embedded) writeServerLock(env.DATA_DIR, port);
  app.log.info(`Marquee listening on http://localhost:${port} (${handle.kind})`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  if (embedded) removeServerLock(env.DATA_DIR);
  server.close();
  server.closeAllConnections();
  await app.close();
  await viteClose?.();
  await brandBus.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('exit', () => {
  if (embedded) removeServerLock(env.DATA_DIR);
});
