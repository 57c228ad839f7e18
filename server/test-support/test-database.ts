import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { databaseTemplate } from './database-templates.ts';

export interface TestDatabase extends DatabaseHandle {
  /** A new PostgreSQL database's address; absent on PGlite. */
  url?: string;
  /** Whether it already holds the demo brands and players. */
  seeded: boolean;
}

/**
 * A fresh, migrated database for one test file, seeded with the demo data when asked: PGlite in
 * memory by default, or a new PostgreSQL database (dropped on close) when DATABASE_URL is set.
 * PGlite copies are opened from a dump made once per test run (database-templates.ts): creating
 * an empty cluster, migrating and seeding cost about 4 s per file, loading the dump about 1 s.
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  const seeded = options.seeded ?? false;
  if (!baseUrl) {
    const template = await databaseTemplate(seeded ? 'seeded' : 'migrated', async (handle) => {
      await handle.migrate();
      if (seeded) await seedDemo(handle.db);
    });
    return { ...(await openDatabase({ dataDir: 'memory://', loadDataDir: template })), seeded };
  }
  const name = `marquee_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    poolSize: 20,
    // Race tests queue hundreds of transactions on these 20 connections, serialised by their locks;
    // on a loaded machine the wait for a connection outlasts production's 3 s (seen: the minigame's
    // 200 concurrent spins). Outage tests open their own handles with their own time-outs.
    connectTimeoutMs: 30_000,
  });
  await handle.migrate();
  if (seeded) await seedDemo(handle.db);
  return {
    ...handle,
    url: url.toString(),
    seeded,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
