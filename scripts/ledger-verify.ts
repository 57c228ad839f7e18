import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { readServerLock } from '#server/features/brands/operator-endpoint.ts';
import { verifyBooks } from '#server/features/operations/books-check.ts';

/**
 * `npm run ledger:verify`: checks every ledger invariant of the configured database (wallets equal
 * their entries, no negative balance, holds within cash, running balances, no duplicate entry) and
 * that every money event has its entries (each withdrawal its hold, a paid one its payout, a
 * rejected one its release; a paid deposit its credit; a claimed reward its payment; nothing
 * credited for a rejected deposit or an unclaimed reward). Prints one line per problem and exits 1
 * when any is found.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    const lock = readServerLock(env.DATA_DIR);
    if (lock) {
      // The embedded database belongs to one process at a time.
      process.stderr.write(
        `The server (pid ${lock.pid}, port ${lock.port}) has the embedded database in ${resolve(env.DATA_DIR)} open; stop it to verify the ledger, or verify against PostgreSQL.\n`,
      );
      return 2;
    }
  }
  const target = env.DATABASE_URL ? 'PostgreSQL database' : `embedded database in ${resolve(env.DATA_DIR)}`;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const migrated = (await handle.db.execute(
      sql`select to_regclass('public.ledger_entries') is not null as present`,
    )) as unknown as { rows: { present: boolean }[] };
    if (!migrated.rows[0]?.present) {
      process.stderr.write(
        `The ${target} has no ledger yet: run npm run db:migrate (or start the server) first.\n`,
      );
      return 1;
    }
    const started = performance.now();
    const violations = await verifyBooks(handle.db);
    const ms = Math.round(performance.now() - started);
    if (violations.length === 0) {
      process.stdout.write(`Ledger of the ${target}: sound (${ms} ms).\n`);
      return 0;
    }
    process.stdout.write(`Ledger of the ${target}: ${violations.length} violation(s).\n`);
    for (const violation of violations) {
      const where = [
        violation.accountPk === undefined ? '' : `account ${violation.accountPk}`,
        violation.balance ?? '',
      ]
        .filter(Boolean)
        .join(' ');
      process.stdout.write(`  ${violation.rule}${where ? ` (${where})` : ''}: ${violation.detail}\n`);
    }
    return 1;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const reasons: string[] = [];
  for (let e: unknown = error; e !== undefined && reasons.length < 5; e = (e as { cause?: unknown }).cause) {
    reasons.push(e instanceof Error ? e.message.trim() : String(e));
    if (!(e instanceof Error)) break;
  }
  process.stderr.write(`Ledger verification failed to run: ${reasons.join('\n  caused by: ')}\n`);
  process.exitCode = 1;
}
