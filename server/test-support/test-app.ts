import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps, type AppParts } from '#server/app.ts';
import { loadEnv, type Env } from '#server/config/env.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { smsOutbox } from '#server/db/schema.ts';
import { demoBrands } from '#server/db/seed/demo-brands.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { createLocalChangeBus } from '#server/features/brands/brand-change-bus.ts';
import { openTestDatabase } from './test-database.ts';

/** An answer to an injected call, read every way a test may need it. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: Record<string, unknown>;
  text: string;
  cookies: string[];
}

interface PostOptions {
  /** The Host header; default: the app's `host` option. */
  host?: string;
  /** Client address (rate limits per IP); default: a fresh address per request. */
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;

/** A fresh client address, so per-IP limits only apply where a test means them to. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface TestAppOptions {
  /** Seed the demo brands and players; default: true on the app's own database, false on a given one. */
  seed?: boolean;
  env?: Partial<Record<keyof Env, string>>;
  /**
   * A database the test opened itself (a second connection, one behind a proxy it cuts): the app
   * uses it and `close()` leaves it open. Default: a fresh test database the app closes.
   */
  database?: DatabaseHandle;
  /** Default: an in-process bus. */
  brandBus?: AppDeps['brandBus'];
  /** Routes to mount after the API before the app is ready (a web part, an operator route). */
  registerWeb?: AppDeps['registerWeb'];
  /** The Host of `post` when a call names none; default `localhost` (the default demo brand). */
  host?: string;
}

/** An API-only app on a test database, with a clock the test moves (expiries without waiting). */
export interface TestApp {
  app: FastifyInstance;
  services: AppParts;
  handle: DatabaseHandle;
  clock: { now: Date; advance(ms: number): void };
  /** POSTs a JSON body (a string is sent as is) to an API path. */
  post(path: string, body: unknown, options?: PostOptions): Promise<Answer>;
  /** The newest code texted to an account of a brand (from the outbox). */
  latestCode(accountId: string, brandCode?: string): Promise<string | undefined>;
  outboxCount(accountId?: string): Promise<number>;
  close(): Promise<void>;
}

/** The one way server tests build an app. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? !options.database;
  const handle = options.database ?? (await openTestDatabase({ seeded: seed }));
  // A fresh test database comes seeded when asked; one the test opened itself is seeded here.
  if (seed && options.database) await seedDemo(handle.db);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const { app, services } = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env }),
    db: handle.db,
    brandBus: options.brandBus ?? createLocalChangeBus(),
    registerWeb: options.registerWeb,
    clock: () => clock.now,
  });
  await app.ready();
  const defaultHost = options.host ?? 'localhost';
  const brandIds = new Map<string, number>();
  async function brandId(code: string): Promise<number> {
    const known = brandIds.get(code);
    if (known !== undefined) return known;
    const domain = demoBrands.find((brand) => brand.code === code)?.domains.at(-1);
    const config = domain === undefined ? undefined : await services.siteConfigs.byDomain(domain);
    if (!config) throw new Error(`brand ${code} not seeded`);
    brandIds.set(code, config.id);
    return config.id;
  }
  return {
    app,
    services,
    handle,
    clock,
    async post(path, body, postOptions = {}) {
      const response = await app.inject({
        method: 'POST',
        url: path,
        remoteAddress: postOptions.ip ?? freshIp(),
        headers: {
          host: postOptions.host ?? defaultHost,
          'content-type': 'application/json',
          ...postOptions.headers,
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const setCookie = response.headers['set-cookie'];
      return {
        status: response.statusCode,
        headers: response.headers,
        text: response.body,
        json: JSON.parse(response.body) as Record<string, unknown>,
        cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      };
    },
    async latestCode(accountId, brandCode = 'lucky') {
      // Some codes are sent after the answer (forgot password): wait for that work first.
      await services.accounts.settled();
      const id = await brandId(brandCode);
      const rows = await handle.db
        .select({ body: smsOutbox.body, brandId: smsOutbox.brandId })
        .from(smsOutbox)
        .where(eq(smsOutbox.accountId, accountId))
        .orderBy(desc(smsOutbox.id));
      const row = rows.find((candidate) => candidate.brandId === id);
      return row?.body.match(/\b(\d{6})\b/)?.[1];
    },
    async outboxCount(accountId) {
      await services.accounts.settled();
      const rows = await handle.db
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(accountId ? eq(smsOutbox.accountId, accountId) : undefined);
      return rows.length;
    },
    async close() {
      await app.close();
      if (!options.database) await handle.close();
    },
  };
}
