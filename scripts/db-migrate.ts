import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv, type Env } from '#server/config/env.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { readServerLock } from '#server/features/brands/operator-endpoint.ts';

/** `npm run db:migrate`: brings the configured database to the newest schema and says what changed. */

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const path = new URL('../drizzle/meta/_journal.json', import.meta.url);
  return (JSON.parse(readFileSync(path, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The creation stamps of applied migrations (drizzle records each journal entry's `when`). */
async function appliedStamps(db: Database): Promise<Set<number>> {
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return new Set();
  const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  return new Set(result.rows.map((row) => Number(row.created_at)));
}

function describeTarget(env: Env): string {
  if (!env.DATABASE_URL) return `embedded database in ${resolve(env.DATA_DIR)}`;
  const url = new URL(env.DATABASE_URL);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

async function main(): Promise<number> {
  const env = loadEnv();
  const target = describeTarget(env);
  if (!env.DATABASE_URL) {
    const lock = readServerLock(env.DATA_DIR);
    if (lock) {
      // A second process must not open the embedded database; the server migrated it when it started.
      process.stderr.write(
        `The server (pid ${lock.pid}, port ${lock.port}) owns the ${target} and migrated it at start; stop it to migrate by hand.\n`,
      );
      return 1;
    }
  }
  process.stdout.write(`Migrating ${target}\n`);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const before = await appliedStamps(handle.db);
    await handle.migrate();
    const after = await appliedStamps(handle.db);
    const applied = journal().filter((entry) => after.has(entry.when) && !before.has(entry.when));
    for (const entry of applied) process.stdout.write(`  applied ${entry.tag}\n`);
    process.stdout.write(
      applied.length === 0
        ? `Already up to date (${after.size} migration(s) applied).\n`
        : `Applied ${applied.length} migration(s); ${after.size} in total.\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // Drizzle wraps driver errors ("Failed query: ..."); the cause says what actually went wrong.
  const reasons: string[] = [];
  for (let e: unknown = error; e !== undefined && reasons.length < 5; e = (e as { cause?: unknown }).cause) {
    reasons.push(e instanceof Error ? e.message.trim() : String(e));
    if (!(e instanceof Error)) break;
  }
  process.stderr.write(`Migration failed: ${reasons.join('\n  caused by: ')}\n`);
  process.exitCode = 1;
}
