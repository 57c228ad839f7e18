import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/database.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';

/** Set by the browser run's global setup: an embedded-database folder migrated and seeded once. */
const templateVariable = 'MARQUEE_DEMO_DATA_TEMPLATE';

/**
 * Vitest global setup of the browser run: the demo data migrated and seeded once. A server then
 * starts on a copy of it (copyDemoTemplate) instead of migrating and seeding its own: that took
 * about 7 of the 11 s each of the suite's thirty-odd server starts cost.
 */
export async function setup(): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'marquee-demo-template-'));
  const dataDir = join(root, 'data');
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  process.env[templateVariable] = dataDir;
  return () => rmSync(root, { recursive: true, force: true });
}

/**
 * Copies the run's seeded demo data into `dataDir`; false outside a browser run (the server then
 * migrates and seeds on its own, as `npm start` does).
 */
export function copyDemoTemplate(dataDir: string): boolean {
  const template = process.env[templateVariable];
  if (!template) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}
