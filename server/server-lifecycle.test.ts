import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-support/test-database.ts';

/**
 * The real server process (server-lifecycle.ts through a fixture with a slow route, no web build)
 * stopped by a signal: on PGlite in a data folder of its own, or on a fresh PostgreSQL database.
 */
const fixture = fileURLToPath(new URL('./test-support/lifecycle-fixture.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves when stdout has shown the line. */
  line(text: string): Promise<void>;
  exited: Promise<{ code: number | null; at: number }>;
}

let databaseUrl: string | undefined;
let closeDatabase: (() => Promise<void>) | undefined;
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const handle = await openTestDatabase();
  databaseUrl = handle.url;
  closeDatabase = () => handle.close();
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await closeDatabase?.();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function startProcess(graceMs: number): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-lifecycle-'));
  dataDirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_SHUTDOWN_GRACE_MS: String(graceMs),
    DATA_DIR: dataDir,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const waiter of waiters.splice(0)) {
      if (text.includes(waiter.text)) waiter.resolve();
      else waiters.push(waiter);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const line = (wanted: string) =>
    new Promise<void>((resolve, reject) => {
      if (text.includes(wanted)) return resolve();
      waiters.push({ text: wanted, resolve });
      void exited.then(() => reject(new Error(`exited before "${wanted}":\n${text}`)));
    });
  await line('listening ');
  const port = Number(/listening (\d+)/.exec(text)?.[1]);
  return { child, port, output: () => text, line, exited };
}

function get(port: number, path: string): Promise<{ status: number; body: string; at: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: Date.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A kept-alive connection that has had its answer and now sits idle; resolves when it closes. */
async function idleKeepAlive(port: number): Promise<{ closed: Promise<number> }> {
  const socket: Socket = connect(port, '127.0.0.1');
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) resolve();
    });
    socket.write('GET /api/openapi.json HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  });
  socket.on('error', () => {});
  return { closed };
}

function refused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe('graceful shutdown of the server process', () => {
  it('on SIGTERM: idle connections close at once, new ones are refused, the request in flight finishes, exit 0', async () => {
    const server = await startProcess(8_000);
    const idle = await idleKeepAlive(server.port);
    const slowStarted = server.line('slow started');
    const slow = get(server.port, '/test/slow?ms=1500');
    await slowStarted;

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    expect((await idle.closed) - signalledAt, 'idle keep-alive connection closed').toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await refused(server.port)).toBe('ECONNREFUSED');

    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: '{"done":true}' });
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    expect(exit.at).toBeGreaterThanOrEqual(answer.at);
    expect(exit.at - signalledAt).toBeLessThan(10_000);
  }, 90_000);

  it('on SIGINT: a request that outlasts the grace period is cut off and the process still exits 0 in time', async () => {
    const server = await startProcess(1_000);
    const slowStarted = server.line('slow started');
    const slow = get(server.port, '/test/slow?ms=60000').then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    await slowStarted;

    const signalledAt = Date.now();
    server.child.kill('SIGINT');

    expect(await slow).toBe('ECONNRESET');
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1_000);
    expect(exit.at - signalledAt).toBeLessThan(1_000 + 2_000);
  }, 90_000);
});
