import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { adminQuery, databaseTemplate, databaseUrl, postgresTemplate } from './database-templates.ts';

export interface TestDatabase extends DatabaseHandle {
  /** A new PostgreSQL database's address; absent on PGlite. */
  url?: string;
  /** Whether it already holds the demo brands and players. */
  seeded: boolean;
}

/**
 * A fresh, migrated database for one test file, seeded with the demo data when asked: PGlite in
 * memory by default, or a new PostgreSQL database (dropped on close) when DATABASE_URL is set.
 * Both are copies of a database prepared once per test run (database-templates.ts): a PGlite dump
 * (creating an empty cluster, migrating and seeding cost about 4 s per file, loading the dump about
 * 1 s) or a PostgreSQL template database (migrating and seeding about 4 s, copying about 0.2 s).
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  const seeded = options.seeded ?? false;
  const prepare = async (handle: DatabaseHandle) => {
    await handle.migrate();
    if (seeded) await seedDemo(handle.db);
  };
  if (!baseUrl) {
    const template = await databaseTemplate(seeded ? 'seeded' : 'migrated', prepare);
    return { ...(await openDatabase({ dataDir: 'memory://', loadDataDir: template })), seeded };
  }
  const template = await postgresTemplate(baseUrl, seeded ? 'seeded' : 'migrated', prepare);
  const name = `marquee_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    baseUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = databaseUrl(baseUrl, name);
  const handle = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    poolSize: 20,
    // Race tests queue hundreds of transactions on these 20 connections, serialised by their locks;
    // on a loaded machine the wait for a connection outlasts production's 3 s (seen: the minigame's
    // 200 concurrent spins). Outage tests open their own handles with their own time-outs.
    connectTimeoutMs: 30_000,
  });
  if (!template) await prepare(handle);
  return {
    ...handle,
    url,
    seeded,
    async close() {
      await handle.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
