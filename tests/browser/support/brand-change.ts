import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RunningServer } from './start-server.ts';

/** The parts of a brand document the tests change. */
export interface EditableBrandDocument {
  seo: { page_name: string; meta_title: string }[];
  social_accounts: { type: string; name: string; url: string }[];
}

/**
 * Changes a brand as an operator does: its document edited and applied with the brand command, which
 * finds the running server through its data folder and goes through it.
 */
export async function applyBrandChange(
  server: RunningServer,
  code: string,
  edit: (document: EditableBrandDocument) => void,
): Promise<void> {
  const document = JSON.parse(
    readFileSync(join(server.root, 'brands', `${code}.json`), 'utf8'),
  ) as EditableBrandDocument;
  edit(document);
  const file = join(server.root, '..', `${code}-changed.json`);
  writeFileSync(file, JSON.stringify(document));
  await promisify(execFile)('node', ['--import', 'tsx', 'scripts/brand-cli.ts', 'apply', file], {
    cwd: server.root,
    env: { ...process.env, DATA_DIR: join(server.root, '..', 'data'), LOG_LEVEL: 'silent' },
  });
}
