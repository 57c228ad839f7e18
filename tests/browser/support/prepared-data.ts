import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '#server/db/database.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { copyDemoTemplate } from './demo-data-template.ts';

export interface PreparedData {
  /** The folder to pass to `startServer({ dataDir })`. */
  dataDir: string;
  /** Removes the folder (after the server using it stopped). */
  remove(): void;
}

/**
 * An embedded-database folder seeded with the demo brands and then changed by `change`, for a
 * server that must start on data the API would refuse to write (a broken theme, a flipped switch).
 * The database is closed before this resolves, so the server can open the folder.
 */
export async function prepareDemoData(change: (db: Database) => Promise<void>): Promise<PreparedData> {
  const root = mkdtempSync(join(tmpdir(), 'marquee-prepared-'));
  const dataDir = join(root, 'data');
  const seeded = copyDemoTemplate(dataDir);
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    if (!seeded) await seedDemo(handle.db);
    await change(handle.db);
  } finally {
    await handle.close();
  }
  return { dataDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
