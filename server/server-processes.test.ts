import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-support/test-database.ts';
import { freePort } from './test-support/free-port.ts';

/** WEB_CONCURRENCY as an operator meets it: the real boot, the real servers (decision 0042). */
const root = fileURLToPath(new URL('..', import.meta.url));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const fixture = fileURLToPath(new URL('./test-support/processes-fixture.ts', import.meta.url));
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function run(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const waiters: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.splice(0)) waiter();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Resolves once the output matches the pattern this many times. */
  const matches = (pattern: RegExp, count: number) =>
    new Promise<RegExpExecArray[]>((resolve, reject) => {
      const check = () => {
        const found = [...output.matchAll(new RegExp(pattern.source, 'g'))];
        if (found.length >= count) return resolve(found);
        waiters.push(check);
      };
      check();
      void exited.then(() => reject(new Error(`exited before ${count} × ${pattern}:\n${output}`)));
    });
  return { child, exited, matches, output: () => output };
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** This process's environment without its database, code key or Vitest's variables, plus `extra`. */
function processEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TAC_SECRET;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  return { ...env, ...extra };
}

describe('WEB_CONCURRENCY', () => {
  it('refuses several processes on the embedded database at boot, saying why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marquee-processes-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = run(main, processEnv({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir, PORT: '0' }));
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(
      'WEB_CONCURRENCY: WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
  });

  if (process.env.DATABASE_URL) {
    it('on PostgreSQL: two servers on one port with one code key, started one after the other, stopped together', async () => {
      const database = await openTestDatabase();
      cleanups.push(() => database.close());
      if (!database.url) throw new Error('a PostgreSQL test database has a URL');
      const port = await freePort();
      const servers = run(
        fixture,
        processEnv({
          WEB_CONCURRENCY: '2',
          DATABASE_URL: database.url,
          PORT: String(port),
          SEED_DEMO: 'true',
        }),
      );
      const workers = await servers.matches(/listening (\d+) (\d+) ([0-9a-f]{64})/, 2);
      const [first, second] = workers.map((match) => ({ port: match[1], pid: match[2], key: match[3] }));
      expect(first?.port).toBe(String(port));
      expect(second?.port).toBe(String(port));
      expect(first?.pid).not.toBe(second?.pid);
      // The same key in both (the primary's), and not the digest of an empty one.
      expect(first?.key).toBe(second?.key);
      expect(first?.key).not.toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
      // The primary started the other only once the one it names listened (so migrations and the
      // seed ran once). The processes write to one pipe, so only causal order is checked: the other
      // was forked after the primary wrote that line.
      const text = servers.output();
      const startedLine = text.split('\n').find((line) => line.includes('starting the others')) ?? '';
      const named = String((JSON.parse(startedLine) as { worker?: number }).worker);
      const other = [first, second].find((worker) => worker?.pid !== named);
      expect([first?.pid, second?.pid]).toContain(named);
      expect(text.indexOf(`listening ${port} ${other?.pid} `)).toBeGreaterThan(text.indexOf(startedLine));
      for (let index = 0; index < 4; index += 1) expect(await get(port, '/api/openapi.json')).toBe(200);

      servers.child.kill('SIGTERM');
      expect(await servers.exited).toBe(0);
      expect(servers.output().match(/"msg":"stopped"/g)).toHaveLength(2);
    }, 60_000);
  }
});
