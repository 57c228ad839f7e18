import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresChangeBus,
  type BrandChangeBus,
  type ListenerEvent,
} from '#server/features/brands/brand-change-bus.ts';
import { lucky } from '#server/test-support/demo-accounts.ts';
import { breakDatabase, connectionRefused } from '#server/test-support/break-database.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { startTcpProxy, type TcpProxy } from '#server/test-support/tcp-proxy.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { demoPassword, demoPlayers } from './seed/demo-players.ts';
import { seedDemo } from './seed/seed-demo.ts';

/**
 * The database going away: every call that needs it answers 503 serviceUnavailable (not 500), the
 * process stays up, and it serves again by itself once the database is back. On both databases the
 * driver is made to fail as a lost connection does; on PostgreSQL a TCP proxy of the test's own is
 * cut and restored between the server and the database (the real connection loss, reconnects
 * and the brand change listener).
 */

const player = demoPlayers.find((candidate) => candidate.brand === 'lucky')!;

interface Answer {
  status: number;
  json: Record<string, unknown>;
  headers: Record<string, unknown>;
  ms: number;
}

async function call(app: FastifyInstance, path: string, body: unknown): Promise<Answer> {
  const started = Date.now();
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { host: lucky.host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    json: response.json<Record<string, unknown>>(),
    headers: response.headers,
    ms: Date.now() - started,
  };
}

async function logIn(app: FastifyInstance): Promise<string> {
  const answer = await call(app, '/api/auth/login', {
    account_id: player.account_id,
    password: demoPassword,
    domain_name: lucky.domain_name,
    external_id: lucky.external_id,
  });
  if (answer.json.statusCode !== 1) throw new Error(`login failed: ${JSON.stringify(answer.json)}`);
  return String(answer.json.token);
}

const balance = (app: FastifyInstance, token: string) =>
  call(app, '/api/auth/get_balance', { account_id: player.account_id, auth: token });
const startup = (app: FastifyInstance) => call(app, '/api/startup', { domain_name: lucky.domain_name });

const unavailable = { statusCode: 0, message: 'serviceUnavailable' };

/** Polls until the check passes; resolves with how long that took, or fails after `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function connectionError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** What the driver raises when the database is out of reach, as pg and pg-pool raise them. */
const lostConnections: [string, () => Error][] = [
  ['connection refused', connectionRefused],
  ['connection reset', () => connectionError('ECONNRESET', 'read ECONNRESET')],
  [
    'server shut down (57P01)',
    () => connectionError('57P01', 'terminating connection due to administrator command'),
  ],
  ['connection lost', () => new Error('Connection terminated unexpectedly')],
  ['connect timeout', () => new Error('Connection terminated due to connection timeout')],
  ['no pool connection in time', () => new Error('timeout exceeded when trying to connect')],
];

describe('a query that cannot reach the database', () => {
  let t: TestApp;
  let token: string;
  let fail: ReturnType<typeof breakDatabase>;

  beforeAll(async () => {
    t = await createTestApp();
    fail = breakDatabase(t.handle);
    token = await logIn(t.app);
    await startup(t.app);
  });
  afterAll(async () => {
    fail(undefined);
    await t.close();
  });

  it.each(lostConnections)('%s: HTTP 503 serviceUnavailable, not a 500', async (_name, error) => {
    fail(error);
    try {
      const answer = await balance(t.app, token);
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual(unavailable);
      expect(answer.headers['retry-after']).toBe('5');
    } finally {
      fail(undefined);
    }
  });

  it('a query that reached the database and failed is still a bug: 500', async () => {
    fail(() => connectionError('42P01', 'relation "wallets" does not exist'));
    try {
      const answer = await balance(t.app, token);
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({ statusCode: 0, message: 'internalServerError' });
    } finally {
      fail(undefined);
    }
  });

  it('answers from the brand cache meanwhile, and serves again as soon as queries succeed', async () => {
    fail(lostConnections[0]![1]);
    try {
      expect((await balance(t.app, token)).status).toBe(503);
      expect((await startup(t.app)).json.statusCode).toBe(1);
    } finally {
      fail(undefined);
    }
    expect((await balance(t.app, token)).json.statusCode).toBe(1);
  });
});

/**
 * PostgreSQL only: a real connection loss needs a database server behind a network connection.
 * PGlite runs inside the process (nothing to cut); the PGlite run covers the mapping above.
 */
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describe('PostgreSQL behind a proxy that is cut and restored', () => {
    let direct: Awaited<ReturnType<typeof openTestDatabase>>;
    let proxy: TcpProxy;
    let handle: DatabaseHandle;
    let bus: BrandChangeBus;
    let app: FastifyInstance;
    let token: string;
    const events: ListenerEvent['kind'][] = [];

    beforeAll(async () => {
      direct = await openTestDatabase();
      await seedDemo(direct.db);
      const url = new URL(direct.url!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
      bus = await createPostgresChangeBus(handle.pool!, { onEvent: (event) => events.push(event.kind) });
      ({ app } = await createTestApp({
        database: handle,
        brandBus: bus,
        env: { DATABASE_URL: url.toString() },
      }));
      token = await logIn(app);
    });
    afterAll(async () => {
      await app?.close();
      await bus?.close();
      await handle?.close();
      await proxy?.close();
      await direct?.close();
    });

    it('refused: 503 at once, the brand listener reconnects, and all serves again within 5 s', async () => {
      expect((await balance(app, token)).json.statusCode).toBe(1);
      expect(((await startup(app)).json.site as { site_name: string }).site_name).not.toBe('Outage Rename');

      await proxy.cut('refuse');
      const during = await balance(app, token);
      expect(during.status).toBe(503);
      expect(during.json).toEqual(unavailable);
      expect(during.ms).toBeLessThan(2_000);
      const login = await call(app, '/api/auth/login', {
        account_id: player.account_id,
        password: demoPassword,
        domain_name: lucky.domain_name,
        external_id: lucky.external_id,
      });
      expect(login.status).toBe(503);
      // The brand is cached: the start-up answer does not need the database.
      expect((await startup(app)).json.statusCode).toBe(1);

      // A change made while this server cannot hear of it (written beside the proxy).
      await direct.db.execute(
        sql`update brands set document = jsonb_set(document, '{site,site_name}', '"Outage Rename"'),
            version = version + 1 where code = 'lucky'`,
      );
      await direct.db.execute(sql`notify marquee_brand_changed`);
      await new Promise((resolve) => setTimeout(resolve, 300));

      await proxy.restore();
      const back = await eventually(async () => (await balance(app, token)).json.statusCode === 1, 5_000);
      expect(back).toBeLessThan(5_000);
      // The missed notification is made up for: the listener cleared the caches on reconnecting.
      const siteName = async () =>
        ((await startup(app)).json.site as { site_name?: string } | undefined)?.site_name;
      const renamed = await eventually(async () => (await siteName()) === 'Outage Rename', 5_000);
      expect(renamed).toBeLessThan(5_000);
      expect(events).toContain('lost');
      expect(events.at(-1)).toBe('restored');
    });

    it('black-holed: no call hangs (the connect timeout answers 503), and it recovers', async () => {
      await proxy.cut('blackhole');
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 6 }, () => balance(app, token)));
      for (const answer of answers) expect(answer.json).toEqual(unavailable);
      // 3 s connect timeout, and a queue behind the 4 pooled connections no longer than that.
      expect(Date.now() - started).toBeLessThan(5_000);

      await proxy.restore();
      expect(
        await eventually(async () => (await balance(app, token)).json.statusCode === 1, 5_000),
      ).toBeLessThan(5_000);
      await eventually(async () => events.at(-1) === 'restored', 5_000);
    });

    it('a closed listener stops reconnecting', async () => {
      const own: ListenerEvent['kind'][] = [];
      const listener = await createPostgresChangeBus(handle.pool!, {
        initialDelayMs: 20,
        maxDelayMs: 40,
        onEvent: (event) => own.push(event.kind),
      });
      await proxy.cut('refuse');
      // It is retrying (every 20-40 ms)...
      await eventually(async () => own.includes('retry-failed'), 2_000);
      await listener.close();
      const atClose = own.length;
      await proxy.restore();
      await new Promise((resolve) => setTimeout(resolve, 400));
      // ...and after close() it neither retries nor comes back.
      expect(own.length).toBe(atClose);
      await eventually(async () => (await balance(app, token)).json.statusCode === 1, 5_000);
    });
  });
}
