import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyDemoTemplate } from './demo-data-template.ts';
import { freePort } from '#server/test-support/free-port.ts';
import { serverNodeFlags } from '#server/node-flags.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  port: number;
  /** The folder the server runs from: a private snapshot of the work tree unless snapshot was false. */
  root: string;
  /** http://localhost:<port>, the default brand. */
  origin: string;
  /** The address of a path on a brand's demo host (`<brand>.localhost`); no brand: plain localhost. */
  url(path?: string, brand?: string): string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Interface to listen on; the default serves both localhost and *.localhost in Chromium. */
  host?: string;
  /** Extra environment, e.g. LOG_LEVEL. */
  env?: Record<string, string>;
  /** Echo the server's output to this process's stderr as it arrives. */
  echo?: boolean;
  startTimeoutMs?: number;
  /**
   * An embedded-database folder prepared beforehand (see prepared-data.ts), used instead of a fresh
   * one; it belongs to the caller and is left in place when the server stops.
   */
  dataDir?: string;
  /**
   * Run from a private copy of the work tree (node_modules linked), so that a rebuild or an edit
   * elsewhere in the shared tree while the server runs cannot pull its lazily loaded modules
   * away. Default true.
   */
  snapshot?: boolean;
  /**
   * A PostgreSQL database (fresh, the caller's) to run on instead of a fresh embedded one: the
   * bench's several-process figures (WEB_CONCURRENCY needs PostgreSQL).
   */
  databaseUrl?: string;
}

/**
 * Spawns the real production server (`build/` must exist) on a fresh embedded database seeded with
 * the demo brands, and resolves once it answers HTTP.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const snapshot = options.snapshot ?? true;
  // A folder of our own (snapshot, fresh data), removed on stop; a prepared data folder stays.
  const ownRoot =
    options.dataDir === undefined || snapshot ? mkdtempSync(join(tmpdir(), 'marquee-server-')) : undefined;
  const dataDir = options.dataDir ?? join(ownRoot ?? tmpdir(), 'data');
  let root = repoRoot;
  if (snapshot && ownRoot) {
    root = join(ownRoot, 'repo');
    try {
      await snapshotWorkTree(root);
    } catch (error) {
      rmSync(ownRoot, { recursive: true, force: true });
      throw error;
    }
  }
  if (options.dataDir === undefined && !options.databaseUrl) copyDemoTemplate(dataDir);
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: options.host ?? '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // No payouts landing in the middle of a browser test; a test that wants them sets it.
    JOBS_INTERVAL_MS: '0',
    ...options.env,
  };
  // A fresh embedded database every time, even when the caller's shell points at PostgreSQL.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];

  // As `npm start` runs it: the bench measures this server.
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const origin = `http://localhost:${port}`;
  const server: RunningServer = {
    port,
    root,
    origin,
    url: (path = '/', brand) => `http://${brand ? `${brand}.` : ''}localhost:${port}${path}`,
    output: () => output,
    async stop() {
      await stopChild(child, exited);
      if (ownRoot) rmSync(ownRoot, { recursive: true, force: true });
    },
  };

  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, exited, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return server;
}

async function waitUntilAnswering(url: string, exited: Promise<number | null>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`Server exited with code ${exitCode} before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

const builtServer = 'build/server/index.js';
const notCopied = new Set(['node_modules', '.git', 'data', 'coverage']);

function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Copies the work tree (a few MB without node_modules) once a finished build is there and no
 * build replaced it while copying; a build writes build/server/index.js last.
 */
async function snapshotWorkTree(target: string): Promise<void> {
  const built = join(repoRoot, builtServer);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const before = mtimeOf(built);
    if (before !== undefined) {
      rmSync(target, { recursive: true, force: true });
      try {
        for (const entry of readdirSync(repoRoot)) {
          if (!notCopied.has(entry)) cpSync(join(repoRoot, entry), join(target, entry), { recursive: true });
        }
        symlinkSync(join(repoRoot, 'node_modules'), join(target, 'node_modules'), 'dir');
        if (mtimeOf(built) === before && mtimeOf(join(target, builtServer)) !== undefined) return;
      } catch {
        // A build (or an edit) removed a file while it was being copied: copy again in a moment.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`No finished build at ${built}: run \`npm run build\` first`);
}
