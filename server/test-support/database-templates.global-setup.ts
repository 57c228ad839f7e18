import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { templatesFolderVariable } from './database-templates.ts';

/** Vitest global setup: a folder for this run's database dumps (database-templates.ts), removed after it. */
export function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'marquee-db-templates-'));
  process.env[templatesFolderVariable] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
