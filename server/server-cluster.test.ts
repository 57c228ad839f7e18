import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test-support/free-port.ts';

/** The supervisor of several server processes (WEB_CONCURRENCY), run for real over tiny workers. */
const fixture = fileURLToPath(new URL('./test-support/cluster-fixture.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Line {
  message: string;
  pid?: number;
  worker?: number;
  restartInMs?: number;
  clean?: boolean;
}

async function startCluster(stopMs: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: root,
    env: { ...process.env, FIXTURE_PORT: String(port), FIXTURE_STOP_MS: String(stopMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: Line[] = [];
  const waiters: { test: (line: Line) => boolean; resolve: (line: Line) => void }[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    rest += chunk.toString('utf8');
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    for (const text of parts) {
      const line = JSON.parse(text) as Line;
      lines.push(line);
      for (const waiter of waiters.splice(0)) {
        if (waiter.test(line)) waiter.resolve(line);
        else waiters.push(waiter);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The n-th line (from 1) with this message. */
  const nth = (message: string, n = 1) =>
    new Promise<Line>((resolve) => {
      const seen = lines.filter((line) => line.message === message);
      if (seen.length >= n) return resolve(seen[n - 1] as Line);
      let count = seen.length;
      waiters.push({
        test: (line) => line.message === message && ++count === n,
        resolve,
      });
    });
  return { child, port, lines, nth, exited };
}

function get(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('several server processes on one port', () => {
  it('starts the first alone, then the rest; all serve the port with the environment the primary gave them', async () => {
    const cluster = await startCluster(0);
    const first = await cluster.nth('worker up', 1);
    const started = await cluster.nth('first server process listening; starting the others');
    expect(started.worker).toBe(first.pid);
    const second = await cluster.nth('worker up', 2);
    expect(second.pid).not.toBe(first.pid);
    // The index of "worker up" lines shows the second began only after the first listened.
    const order = cluster.lines.map((line) => line.message);
    expect(order.indexOf('first server process listening; starting the others')).toBeLessThan(
      order.lastIndexOf('worker up'),
    );

    const pids = new Set<string>();
    for (let attempt = 0; attempt < 40 && pids.size < 2; attempt += 1) {
      const [pid, ...shared] = (await get(cluster.port)).split(' ');
      expect(shared.join(' ')).toBe('from the primary');
      pids.add(pid ?? '');
    }
    expect(pids).toEqual(new Set([String(first.pid), String(second.pid)]));
  });

  it('replaces a process that dies, and keeps serving meanwhile', async () => {
    const cluster = await startCluster(0);
    const victim = await cluster.nth('worker up', 2);
    process.kill(victim.pid ?? 0, 'SIGKILL');
    const exit = await cluster.nth('server process exited; starting another');
    expect(exit.worker).toBe(victim.pid);
    // It had just started, so the replacement waits a second rather than spinning.
    expect(exit.restartInMs).toBe(1_000);
    expect(await get(cluster.port)).toMatch(/^\d+ from the primary$/);
    const replacement = await cluster.nth('worker up', 3);
    expect(replacement.pid).not.toBe(victim.pid);
    expect(cluster.child.exitCode).toBeNull();
  });

  it('on SIGTERM asks every process to stop, waits for them, then exits 0', async () => {
    const cluster = await startCluster(700);
    await cluster.nth('worker up', 2);
    const signalledAt = Date.now();
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(700);
    expect(await cluster.nth('primary stopped')).toMatchObject({ clean: true });
    expect(cluster.lines.filter((line) => line.message === 'worker stopped')).toHaveLength(2);
    expect(cluster.lines.some((line) => line.message === 'server process exited; starting another')).toBe(
      false,
    );
  });
});
