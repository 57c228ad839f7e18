import type { FastifyInstance } from 'fastify';
import { buildApp, type AppParts } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createLocalChangeBus } from '../features/brands/brand-change-bus.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  services: AppParts;
  handle: DatabaseHandle;
  /** POST a JSON body to an API path from a host (default localhost). */
  post(
    path: string,
    body: unknown,
    host?: string,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { seed?: boolean; env?: Partial<Record<keyof Env, string>> } = {},
) {
  const handle = await openTestDatabase();
  if (options.seed ?? true) await seedDemo(handle.db);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const { app, services } = await buildApp({ env, db: handle.db, brandBus: createLocalChangeBus() });
  await app.ready();
  const testApp: TestApp = {
    app,
    services,
    handle,
    async post(path, body, host = 'localhost') {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { host, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.statusCode, json: response.json() as Record<string, unknown> };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
  return testApp;
}
