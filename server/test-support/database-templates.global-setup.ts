import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgresTemplates, templatesFolderVariable } from './database-templates.ts';

/**
 * Vitest global setup: a folder for this run's database templates (database-templates.ts), removed
 * after it with the PostgreSQL template databases it names.
 */
export function setup(): () => Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'marquee-db-templates-'));
  process.env[templatesFolderVariable] = folder;
  return async () => {
    try {
      await dropPostgresTemplates(folder, process.env.DATABASE_URL);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
