import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  freshBundleOf,
  renderWorkerBundleName,
  renderWorkerDir,
  renderWorkerEntry,
  renderWorkerManifestName,
  sha256,
  type RenderWorkerManifest,
} from './render-worker-entry.ts';

/** The render thread's entry (decision 0078): the bundle only while it matches its sources. */

const bundleCode = 'export const thread = 1;\n';
const sources = {
  'server/web/render-worker.ts': 'export const a = 1;\n',
  'shared/x.ts': 'export const b = 2;\n',
};

let root: string;

function write(path: string, content: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

function writeBuild(manifest: Partial<RenderWorkerManifest> = {}) {
  write(join(renderWorkerDir, renderWorkerBundleName), bundleCode);
  const inputs = Object.fromEntries(Object.entries(sources).map(([path, text]) => [path, sha256(text)]));
  write(
    join(renderWorkerDir, renderWorkerManifestName),
    JSON.stringify({ bundle: sha256(bundleCode), inputs, ...manifest }),
  );
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'render-entry-'));
  for (const [path, text] of Object.entries(sources)) write(path, text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the render thread entry', () => {
  it('is the bundle, run without Node options, when the bundle and every source match the build', () => {
    writeBuild();
    const bundle = join(root, renderWorkerDir, renderWorkerBundleName);
    expect(freshBundleOf(root)).toBe(bundle);
    expect(renderWorkerEntry(root)).toEqual({ entry: bundle, eval: false, execArgv: [] });
  });

  it('is the TypeScript through tsx, with the process options, when a source changed since the build', () => {
    writeBuild();
    write('shared/x.ts', 'export const b = 3;\n');
    expect(freshBundleOf(root)).toBeUndefined();
    const entry = renderWorkerEntry(root);
    expect(entry.eval).toBe(true);
    expect(entry.entry).toContain("import('tsx/esm/api')");
    expect(entry.entry).toContain('render-worker.ts');
    // Inherited: the thread loads TypeScript as the server does.
    expect(entry.execArgv).toBeUndefined();
  });

  it('is the TypeScript when a source is gone, the bundle changed, or there is no build', () => {
    writeBuild();
    rmSync(join(root, 'shared/x.ts'));
    expect(freshBundleOf(root)).toBeUndefined();

    write('shared/x.ts', sources['shared/x.ts']);
    expect(freshBundleOf(root)).toBeDefined();
    // A bundle written by a newer build than its manifest (a build still under way).
    write(join(renderWorkerDir, renderWorkerBundleName), 'export const thread = 2;\n');
    expect(freshBundleOf(root)).toBeUndefined();

    writeBuild({ inputs: {} });
    expect(freshBundleOf(root)).toBeUndefined();

    rmSync(join(root, renderWorkerDir), { recursive: true });
    expect(freshBundleOf(root)).toBeUndefined();
  });
});
