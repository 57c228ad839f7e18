import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';

/** Set by the test run's global setup: the folder of this run's database dumps. */
export const templatesFolderVariable = 'MARQUEE_TEST_DATABASE_TEMPLATES';

/** Long enough for a busy machine to migrate and seed one database. */
const buildTimeoutMs = 180_000;

/**
 * A dump of an embedded database prepared by `prepare`, made once per test run and shared by
 * every test file through the run's folder: the first file to need it builds it while the others
 * wait, the rest read it. Outside a test run (no folder) it is built each time.
 */
export async function databaseTemplate(
  name: string,
  prepare: (handle: DatabaseHandle) => Promise<void>,
): Promise<Blob> {
  const folder = process.env[templatesFolderVariable];
  if (!folder) return buildTemplate(prepare);
  const file = join(folder, `${name}.tar`);
  const lock = join(folder, `${name}.building`);
  const deadline = Date.now() + buildTimeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building it.
      await sleep(100);
      continue;
    }
    try {
      const dump = await buildTemplate(prepare);
      writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.part`, file);
      return dump;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`database template ${name} was not built within ${buildTimeoutMs / 1000} s`);
}

async function buildTemplate(prepare: (handle: DatabaseHandle) => Promise<void>): Promise<Blob> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepare(handle);
    return await handle.dump!();
  } finally {
    await handle.close();
  }
}
