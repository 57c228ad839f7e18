import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { postOperation } from '../server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '../server/features/wallet/wallet-test-support.ts';
import { openTestDatabase } from '../server/test-support/test-database.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The database the script is pointed at: a PostgreSQL test database, or an embedded one in a folder. */
let env: Record<string, string>;
let dataDir = '';
let pgHandle: (DatabaseHandle & { url?: string }) | undefined;

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
    const { brandId, accountPks } = await makeLedgerBrand(handle.db, 'verifybrand', 2);
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
}, 60_000);

afterAll(async () => {
  await pgHandle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run ledger:verify', () => {
  it('reports a sound ledger and exits 0', async () => {
    const result = await verify();
    expect(result.stdout).toMatch(/^Ledger of the .+: sound \(\d+ ms\)\.\n$/);
    expect(result.code).toBe(0);
  }, 60_000);

  it('lists each violation and exits 1', async () => {
    await withDatabase(async (handle) => {
      await handle.db.execute(sql`update wallets set game_token = game_token + 2`);
    });
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('2 violation(s).');
    expect(result.stdout).toMatch(
      /wallet-equals-entries \(account \d+ game_token\): wallet 5 but entries sum to 3/,
    );
  }, 60_000);

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
    }, 60_000);
  }
});
