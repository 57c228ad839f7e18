import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { brands, operatorActions } from '#server/db/schema.ts';
import { makeBrandDocument, snapshotBrandTables } from '#server/test-support/brand-fixture.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { cliActor, runBrandCli, type BrandCliDeps } from './brand-cli-core.ts';
import { createPostgresChangeBus } from './brand-change-bus.ts';
import { registerOperatorRoutes, removeServerLock, writeServerLock } from './operator-endpoint.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const actor = 'cli:tester';
const host = 'testbrand.localhost';

interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

async function runCli(args: string[], deps: Omit<BrandCliDeps, 'out' | 'err' | 'actor'>): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBrandCli(args, {
    actor,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    ...deps,
  });
  return { code, out, err };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'marquee-brand-cli-'));
}

function writeDocument(dir: string, name: string, document: unknown): string {
  writeFileSync(join(dir, name), JSON.stringify(document, null, 2));
  return name;
}

function renamed(siteName: string): BrandDocument {
  const document = makeBrandDocument();
  document.site.site_name = siteName;
  return document;
}

async function startupOf(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/startup',
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify({ domain_name: host }),
  });
  return response.json<{
    statusCode: number;
    site: { site_name: string };
    maintenance: { is_maintenance: boolean };
  }>();
}

describe('on a database it opens itself', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let opened = 0;
  let published = 0;
  let deps: Omit<BrandCliDeps, 'out' | 'err' | 'actor'>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    dir = tempDir();
    deps = {
      // No DATABASE_URL and no server lock in DATA_DIR: the CLI opens the database directly.
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: 'false' }),
      cwd: dir,
      async openDatabase() {
        opened += 1;
        // The test owns this database; the CLI's close must leave it open for the next command.
        return { ...handle, close: async () => {} };
      },
      async publish() {
        published += 1;
      },
    };
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.delete(brands);
    await handle.db.delete(operatorActions);
    opened = 0;
    published = 0;
  });

  it('apply creates, reports unchanged on the same document and updated on a change', async () => {
    const file = writeDocument(dir, 'brand.json', makeBrandDocument());
    const changedFile = writeDocument(dir, 'brand-renamed.json', renamed('Renamed Brand'));

    const created = await runCli(['apply', file], deps);
    const unchanged = await runCli(['apply', file], deps);
    const updated = await runCli(['apply', changedFile], deps);

    expect(created).toEqual({ code: 0, out: ['created testbrand (version 1)'], err: [] });
    expect(unchanged).toEqual({ code: 0, out: ['unchanged testbrand (version 1)'], err: [] });
    expect(updated).toEqual({ code: 0, out: ['updated testbrand (version 2)'], err: [] });
    expect(published).toBe(2);
    const { actions } = await snapshotBrandTables(handle.db);
    expect(actions.map((row) => [row.actor, row.action])).toEqual([
      [actor, 'brand.create'],
      [actor, 'brand.update'],
    ]);
  });

  it('list prints a table of every brand; show prints the stored document', async () => {
    expect(await runCli(['list'], deps)).toEqual({ code: 0, out: ['No brands.'], err: [] });
    await runCli(['apply', writeDocument(dir, 'brand.json', makeBrandDocument())], deps);
    const other = makeBrandDocument({ code: 'otherbrand', domains: ['other.localhost', 'other.example'] });
    other.site = { ...other.site, theme_code: 'slot2', theme_color: 'neon', status: false };
    await runCli(['apply', writeDocument(dir, 'other.json', other)], deps);
    await runCli(['maintenance', 'otherbrand', 'on'], deps);

    const list = await runCli(['list'], deps);
    const show = await runCli(['show', 'testbrand'], deps);

    expect(list.code).toBe(0);
    const [header, rule, ...rows] = list.out;
    expect(header?.split(/\s+/)).toEqual(['CODE', 'DOMAINS', 'THEME', 'STATUS', 'MAINTENANCE', 'VERSION']);
    expect(rule).toMatch(/^[- ]+$/);
    expect(rows.map((row) => row.split(/\s+/))).toEqual([
      ['otherbrand', 'other.localhost,other.example', 'slot2/neon', 'disabled', 'on', '2'],
      ['testbrand', 'testbrand.localhost', 'casino1/gold', 'active', 'off', '1'],
    ]);
    expect(show.code).toBe(0);
    expect(JSON.parse(show.out.join('\n'))).toEqual(makeBrandDocument());
  });

  it('maintenance on|off switches the flag and says when nothing changed', async () => {
    await runCli(['apply', writeDocument(dir, 'brand.json', makeBrandDocument())], deps);

    expect((await runCli(['maintenance', 'testbrand', 'on'], deps)).out).toEqual([
      'maintenance on for testbrand (version 2)',
    ]);
    expect((await runCli(['maintenance', 'testbrand', 'on'], deps)).out).toEqual([
      'unchanged: maintenance already on for testbrand (version 2)',
    ]);
    expect((await runCli(['maintenance', 'testbrand', 'OFF'], deps)).out).toEqual([
      'maintenance off for testbrand (version 3)',
    ]);
  });

  it('an invalid document is refused with one line per issue and nothing is written', async () => {
    await runCli(['apply', writeDocument(dir, 'brand.json', makeBrandDocument())], deps);
    const before = await snapshotBrandTables(handle.db);
    const invalid = makeBrandDocument() as unknown as { site: Record<string, unknown> };
    invalid.site.theme_color = 'crimson';
    const missing = makeBrandDocument() as unknown as Record<string, unknown>;
    delete missing.cms;
    missing.providers = 'HOUSE';

    const badColour = await runCli(['apply', writeDocument(dir, 'bad-colour.json', invalid)], deps);
    const badShape = await runCli(['apply', writeDocument(dir, 'bad-shape.json', missing)], deps);

    expect(badColour).toEqual({
      code: 1,
      out: [],
      err: [
        'Refused: invalid brand document (nothing was changed)',
        '  site.theme_color: Invalid theme color',
      ],
    });
    expect(badShape.code).toBe(1);
    expect(badShape.err.slice(1).sort()).toEqual([
      '  cms: Invalid input: expected object, received undefined',
      '  providers: Invalid input: expected array, received string',
    ]);
    expect(await snapshotBrandTables(handle.db)).toEqual(before);
  });

  it('a file that is not JSON, or not there, is refused before the database is opened', async () => {
    writeFileSync(join(dir, 'broken.json'), '{"code": "testbrand",');

    const broken = await runCli(['apply', 'broken.json'], deps);
    const absent = await runCli(['apply', 'absent.json'], deps);

    expect(broken.code).toBe(1);
    expect(broken.err).toEqual([expect.stringMatching(/^broken\.json is not valid JSON: .+/)]);
    expect(absent.code).toBe(1);
    expect(absent.err).toEqual([expect.stringMatching(/^Cannot read absent\.json: .*ENOENT/)]);
    expect(opened).toBe(0);
  });

  it('an unknown brand fails with a clear message', async () => {
    for (const args of [
      ['show', 'ghost'],
      ['maintenance', 'ghost', 'on'],
    ]) {
      expect(await runCli(args, deps)).toEqual({ code: 1, out: [], err: ["No brand with code 'ghost'"] });
    }
    expect((await snapshotBrandTables(handle.db)).actions).toEqual([]);
  });

  it('a usage error exits 2 with the usage text and touches nothing', async () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['show'],
      ['apply', 'a.json', 'b.json'],
      ['maintenance', 'testbrand', 'maybe'],
    ]) {
      const run = await runCli(args, deps);
      expect(run.code).toBe(2);
      expect(run.out).toEqual([]);
      expect(run.err.join('\n')).toContain('Usage: npm run brand -- <command>');
    }
    expect(opened).toBe(0);
    const help = await runCli(['--help'], deps);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toContain('maintenance <brand> on|off');
  });

  it('records the operating system user as the actor', () => {
    expect(cliActor()).toMatch(/^cli:\S+$/);
  });
});

describe('on the embedded database of a running server', () => {
  let t: TestApp;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  let dir: string;
  let deps: Omit<BrandCliDeps, 'out' | 'err' | 'actor'>;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      async registerWeb(fastify, services) {
        registerOperatorRoutes(fastify, services);
      },
    });
    ({ app, handle } = t);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test server listens on a port');
    port = address.port;
    dir = tempDir();
    writeServerLock(dir, port);
    deps = {
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: 'false' }),
      cwd: dir,
      openDatabase() {
        throw new Error('the server owns the embedded database; the CLI must not open it');
      },
    };
  });
  afterAll(async () => {
    removeServerLock(dir);
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('apply and maintenance go through the server and show in its next startup answer', async () => {
    expect(await runCli(['apply', writeDocument(dir, 'brand.json', makeBrandDocument())], deps)).toEqual({
      code: 0,
      out: ['created testbrand (version 1)'],
      err: [],
    });
    expect(await startupOf(app)).toMatchObject({ statusCode: 1, site: { site_name: 'Test Brand' } });

    const update = await runCli(
      ['apply', writeDocument(dir, 'renamed.json', renamed('Renamed Brand'))],
      deps,
    );
    expect(update.out).toEqual(['updated testbrand (version 2)']);
    expect((await startupOf(app)).site.site_name).toBe('Renamed Brand');

    expect((await runCli(['maintenance', 'testbrand', 'on'], deps)).out).toEqual([
      'maintenance on for testbrand (version 3)',
    ]);
    expect((await startupOf(app)).maintenance.is_maintenance).toBe(true);

    const { actions } = await snapshotBrandTables(handle.db);
    expect(actions.map((row) => row.actor)).toEqual([actor, actor, actor]);
  });

  it('list and show read through the server too', async () => {
    const list = await runCli(['list'], deps);
    const show = await runCli(['show', 'testbrand'], deps);

    expect(list.code).toBe(0);
    expect(list.out[2]?.split(/\s+/)).toEqual([
      'testbrand',
      'testbrand.localhost',
      'casino1/gold',
      'active',
      'on',
      '3',
    ]);
    expect(JSON.parse(show.out.join('\n')).site.site_name).toBe('Renamed Brand');
  });

  it("the server's refusals reach the operator as they would directly", async () => {
    const before = await snapshotBrandTables(handle.db);
    const invalid = makeBrandDocument() as unknown as { site: Record<string, unknown> };
    invalid.site.status = 'yes';

    expect(await runCli(['apply', writeDocument(dir, 'invalid.json', invalid)], deps)).toEqual({
      code: 1,
      out: [],
      err: [
        'Refused: invalid brand document (nothing was changed)',
        '  site.status: Invalid input: expected boolean, received string',
      ],
    });
    expect(await runCli(['show', 'ghost'], deps)).toEqual({
      code: 1,
      out: [],
      err: ["No brand with code 'ghost'"],
    });
    expect(await snapshotBrandTables(handle.db)).toEqual(before);
  });

  it('refuses a wrong token with 403 and changes nothing', async () => {
    const before = await snapshotBrandTables(handle.db);

    const response = await fetch(`http://127.0.0.1:${port}/ops/brand`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': 'not-the-token' },
      body: JSON.stringify({ command: 'maintenance', actor, code: 'testbrand', on: false }),
    });
    const forgedDir = tempDir();
    writeFileSync(
      join(forgedDir, 'server.json'),
      JSON.stringify({ pid: process.pid, port, token: 'f'.repeat(64) }),
    );
    const forged = await runCli(['maintenance', 'testbrand', 'off'], {
      ...deps,
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: forgedDir }),
    });
    rmSync(forgedDir, { recursive: true, force: true });

    expect(response.status).toBe(403);
    expect(forged.code).toBe(1);
    expect(forged.err).toEqual([expect.stringMatching(/refused the operator token/)]);
    expect(await snapshotBrandTables(handle.db)).toEqual(before);
  });
  it('a lock whose server does not answer is named as possibly stale, and the database stays closed', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const deadPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const staleDir = tempDir();
    writeFileSync(
      join(staleDir, 'server.json'),
      JSON.stringify({ pid: process.pid, port: deadPort, token: 'x' }),
    );

    const run = await runCli(['list'], { ...deps, env: loadEnv({ NODE_ENV: 'test', DATA_DIR: staleDir }) });
    rmSync(staleDir, { recursive: true, force: true });

    expect(run.code).toBe(1);
    expect(run.err).toEqual([
      expect.stringMatching(new RegExp(`port ${deadPort}.*did not answer.*server\\.json is stale`)),
    ]);
  });
});

/**
 * With PostgreSQL the CLI writes directly and NOTIFYs; server copies elsewhere drop their cache.
 * (The embedded database has no other copies; its path is the operator endpoint above.)
 */
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describe('on PostgreSQL beside a running server copy', () => {
    let handle: DatabaseHandle & { url?: string };
    let serverHandle: DatabaseHandle;
    let app: FastifyInstance;
    let closeBus: () => Promise<void>;
    let dir: string;

    beforeAll(async () => {
      handle = await openTestDatabase();
      if (!handle.url) throw new Error('a PostgreSQL test database has a url');
      serverHandle = await openDatabase({ databaseUrl: handle.url, dataDir: '', poolSize: 4 });
      if (!serverHandle.pool) throw new Error('a PostgreSQL handle has a pool');
      const brandBus = await createPostgresChangeBus(serverHandle.pool);
      closeBus = () => brandBus.close();
      ({ app } = await createTestApp({
        database: serverHandle,
        brandBus,
        env: { DATABASE_URL: handle.url },
      }));
      dir = tempDir();
    });
    afterAll(async () => {
      await app.close();
      await closeBus();
      await serverHandle.close();
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("opens, migrates and writes the database itself, and the server's next answer shows it", async () => {
      // The CLI's own connection: default opener (migrate, no demo seed) and default NOTIFY.
      const deps = { env: loadEnv({ DATABASE_URL: handle.url, SEED_DEMO: 'false' }), cwd: dir };
      expect(
        (await runCli(['apply', writeDocument(dir, 'brand.json', makeBrandDocument())], deps)).code,
      ).toBe(0);
      expect((await startupOf(app)).site.site_name).toBe('Test Brand');

      const update = await runCli(
        ['apply', writeDocument(dir, 'renamed.json', renamed('Notified Rename'))],
        deps,
      );
      expect(update.out).toEqual(['updated testbrand (version 2)']);

      let seen = '';
      for (const deadline = Date.now() + 2_000; Date.now() < deadline;) {
        seen = (await startupOf(app)).site.site_name;
        if (seen === 'Notified Rename') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(seen).toBe('Notified Rename');
    });
  });
}

describe('as a process', () => {
  const exec = promisify(execFile);
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    dir = tempDir();
    // Embedded mode on a data folder that does not exist yet.
    env = { ...process.env, DATA_DIR: join(dir, 'data'), SEED_DEMO: 'false', NODE_ENV: 'test' };
    delete env.DATABASE_URL;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('`brand list` creates and migrates a fresh data folder, prints the table and exits 0', async () => {
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/brand-cli.ts', 'list'], {
      cwd: repoRoot,
      env,
      timeout: 90_000,
    });
    expect(stdout).toBe('No brands.\n');
  }, 120_000);

  it('`db:migrate` reports the already migrated folder as up to date, and a usage error exits 2', async () => {
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], {
      cwd: repoRoot,
      env,
      timeout: 90_000,
    });
    expect(stdout).toMatch(
      /^Migrating embedded database in .+\nAlready up to date \(\d+ migration\(s\) applied\)\.\n$/,
    );

    const usage = await exec(process.execPath, ['--import', 'tsx', 'scripts/brand-cli.ts', 'frobnicate'], {
      cwd: repoRoot,
      env,
      timeout: 90_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Unknown command 'frobnicate'");
  }, 120_000);
});
