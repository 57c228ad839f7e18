import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { deposits, ledgerEntries, withdrawals } from '#server/db/schema.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { withdrawalLedgerKeys } from '#server/features/payments/withdrawal-service.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The database the script is pointed at: a PostgreSQL test database, or an embedded one in a folder. */
let env: Record<string, string>;
let dataDir = '';
let pgHandle: (DatabaseHandle & { url?: string }) | undefined;
let verifyBrandId = 0;

/** Opens the database for the test's own writes; the embedded one is closed again before the script runs. */
async function withDatabase(work: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  if (pgHandle) return work(pgHandle);
  const handle = await openDatabase({ dataDir });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}

async function verify(): Promise<{ code: number; stdout: string; stderr: string }> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env, LOG_LEVEL: 'silent' };
  if (!onPostgres) delete childEnv.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/ledger-verify.ts'], {
      cwd: root,
      env: childEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  if (onPostgres) {
    pgHandle = await openTestDatabase();
    env = { DATABASE_URL: pgHandle.url! };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'marquee-ledger-verify-'));
    env = { DATA_DIR: dataDir };
  }
  await withDatabase(async (handle) => {
    await handle.migrate();
    // The demo history, as `npm start` seeds it, besides a brand of the test's own.
    await seedDemo(handle.db);
    const { brandId, accountPks } = await makeLedgerBrand(handle.db, 'verifybrand', 2);
    verifyBrandId = brandId;
    for (const [index, accountPk] of accountPks.entries()) {
      await postOperation(handle.db, {
        accountPk,
        brandId,
        idempotencyKey: `verify:${index}`,
        kind: 'deposit',
        changes: [
          { balance: 'cash', amount: 10_000n },
          { balance: 'game_token', amount: 3n },
        ],
      });
    }
  });
}, 120_000);

afterAll(async () => {
  await pgHandle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run ledger:verify', () => {
  it('reports the seeded demo database sound and exits 0', async () => {
    const result = await verify();
    expect(result.stdout).toMatch(/^Ledger of the .+: sound \(\d+ ms\)\.\n$/);
    expect(result.code).toBe(0);
  }, 120_000);

  it('reports a paid withdrawal whose entries were removed, one line per missing entry', async () => {
    let withdrawal: typeof withdrawals.$inferSelect | undefined;
    let removed: (typeof ledgerEntries.$inferSelect)[] = [];
    await withDatabase(async (handle) => {
      [withdrawal] = await handle.db.select().from(withdrawals).orderBy(asc(withdrawals.id)).limit(1);
      const keys = [withdrawalLedgerKeys.hold(withdrawal!.id), withdrawalLedgerKeys.paid(withdrawal!.id)];
      removed = await handle.db
        .delete(ledgerEntries)
        .where(inArray(ledgerEntries.idempotencyKey, keys))
        .returning();
    });
    expect(removed).toHaveLength(3);
    const { id, accountPk, amountMinor } = withdrawal!;
    const result = await verify();
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines).toContain(
      `  withdrawal-entries (account ${accountPk} cash_held): paid withdrawal ${id} has no entry withdrawal:${id}:hold (expected +${amountMinor} of account ${accountPk})`,
    );
    for (const balance of ['cash', 'cash_held'])
      expect(lines).toContain(
        `  withdrawal-entries (account ${accountPk} ${balance}): paid withdrawal ${id} has no entry withdrawal:${id}:paid (expected -${amountMinor} of account ${accountPk})`,
      );
    await withDatabase(async (handle) => {
      await handle.db.insert(ledgerEntries).values(removed);
    });
    expect((await verify()).code).toBe(0);
  }, 120_000);

  it('reports a deposit marked paid without its credit', async () => {
    await withDatabase(async (handle) => {
      const [account] = await handle.db
        .execute(sql`select id from accounts order by id limit 1`)
        .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
      await handle.db.insert(deposits).values({
        brandId: verifyBrandId,
        accountPk: Number(account!.id),
        reference: 'DEP-00000000000000AA',
        method: 'manual',
        amountMinor: 5_000n,
        status: 'paid',
        idempotencyKey: 'verify-paid-without-entries',
      });
    });
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('1 violation(s).');
    expect(result.stdout).toMatch(
      /deposit-entries \(account \d+ cash\): paid deposit DEP-00000000000000AA has no entry deposit:DEP-00000000000000AA \(expected \+5000 of account \d+\)/,
    );
    await withDatabase(async (handle) => {
      await handle.db.delete(deposits).where(eq(deposits.reference, 'DEP-00000000000000AA'));
    });
  }, 120_000);

  it('lists each violation and exits 1', async () => {
    await withDatabase(async (handle) => {
      await handle.db.execute(
        sql`update wallets set game_token = game_token + 2 where brand_id = ${verifyBrandId}`,
      );
    });
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('2 violation(s).');
    expect(result.stdout).toMatch(
      /wallet-equals-entries \(account \d+ game_token\): wallet 5 but entries sum to 3/,
    );
  }, 120_000);

  if (!onPostgres) {
    it('leaves an embedded database alone while a server holds it', async () => {
      writeFileSync(
        join(dataDir, 'server.json'),
        JSON.stringify({ pid: process.pid, port: 3999, token: 'x' }),
      );
      const result = await verify();
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`The server (pid ${process.pid}, port 3999) has the embedded database`);
      rmSync(join(dataDir, 'server.json'));
    }, 120_000);
  }
});
