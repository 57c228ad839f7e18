import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startServer } from '../../tests/browser/support/start-server.ts';
import {
  benchPages,
  benchPlayerLogin,
  measurePages,
  sessionCookieOf,
  type PageFigure,
} from './page-bench.ts';

/**
 * The uncached and signed-in home page again on PostgreSQL with one server process per core
 * (WEB_CONCURRENCY=auto, decision 0042): the embedded database keeps the main figures to one
 * process. Runs on a fresh database created beside BENCH_POSTGRES_URL's and dropped afterwards.
 */
export type SeveralProcessesOutcome =
  { ok: true; processes: number; figures: PageFigure[] } | { ok: false; reason: string };

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function measureSeveralProcesses(options: {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  workDir: string;
  log: (message: string) => void;
}): Promise<SeveralProcessesOutcome> {
  const processes = availableParallelism();
  const name = `marquee_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    return { ok: false, reason: `no PostgreSQL at BENCH_POSTGRES_URL: ${(error as Error).message}` };
  }
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  try {
    options.log(`starting ${processes} server processes on PostgreSQL with the page cache off`);
    const server = await startServer({
      host: '127.0.0.1',
      databaseUrl: databaseUrl.toString(),
      env: { PAGE_CACHE_SECONDS: '0', LOG_LEVEL: 'warn', WEB_CONCURRENCY: 'auto', DEMO_MODE: 'true' },
    });
    try {
      // The first process answers before the others have started (they wait for its migrations).
      await sleep(5_000);
      const label = `PostgreSQL, ${processes} processes`;
      const home = [benchPages[0]!];
      const pageOptions = { ...options, port: server.port, pages: home };
      const uncached = await measurePages({ ...pageOptions, mode: 'uncached' });
      const cookie = await sessionCookieOf(server.port, benchPlayerLogin);
      const signedIn = await measurePages({ ...pageOptions, mode: 'signed-in', cookie });
      return {
        ok: true,
        processes,
        figures: [...uncached, ...signedIn].map((figure) => ({ ...figure, server: label })),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
