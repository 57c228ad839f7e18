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
 * The uncached and signed-in home page again on PostgreSQL, in the two layouts an operator can
 * choose (decision 0070): the default, one process rendering on its render threads, and one
 * server process per core (WEB_CONCURRENCY=auto, decision 0042), whose processes render on their
 * event loops. The embedded database keeps the main figures to one process. Both run in turn on
 * one fresh database created beside BENCH_POSTGRES_URL's and dropped afterwards.
 */
export type PostgresLayoutsOutcome = { ok: true; figures: PageFigure[] } | { ok: false; reason: string };

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function measurePostgresLayouts(options: {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  workDir: string;
  log: (message: string) => void;
}): Promise<PostgresLayoutsOutcome> {
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
    const layouts = [
      {
        label: `PostgreSQL, 1 process, ${processes} render threads`,
        env: { WEB_CONCURRENCY: '1', RENDER_THREADS: 'auto' },
        settle: 0,
      },
      {
        label: `PostgreSQL, ${processes} processes`,
        env: { WEB_CONCURRENCY: 'auto', RENDER_THREADS: 'auto' },
        // The first process answers before the others have started (they wait for its migrations).
        settle: 5_000,
      },
    ];
    const figures: PageFigure[] = [];
    for (const layout of layouts) {
      options.log(`measuring the home page on ${layout.label} with the page cache off`);
      const server = await startServer({
        host: '127.0.0.1',
        databaseUrl: databaseUrl.toString(),
        env: { PAGE_CACHE_SECONDS: '0', LOG_LEVEL: 'warn', DEMO_MODE: 'true', ...layout.env },
      });
      try {
        await sleep(layout.settle);
        const home = [benchPages[0]!];
        const pageOptions = { ...options, port: server.port, pages: home };
        const uncached = await measurePages({ ...pageOptions, mode: 'uncached' });
        const cookie = await sessionCookieOf(server.port, benchPlayerLogin);
        const signedIn = await measurePages({ ...pageOptions, mode: 'signed-in', cookie });
        figures.push(...[...uncached, ...signedIn].map((figure) => ({ ...figure, server: layout.label })));
      } finally {
        await server.stop();
      }
    }
    return { ok: true, figures };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
