import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardedRouteModuleReload } from './vite-route-module-guard.ts';

const require = createRequire(import.meta.url);
const distDir = join(dirname(require.resolve('react-router/package.json')), 'dist');

function installedChunksWithRouteModuleReload(): string[] {
  const files: string[] = [];
  for (const mode of ['production', 'development']) {
    for (const name of readdirSync(join(distDir, mode))) {
      if (!name.endsWith('.mjs')) continue;
      const code = readFileSync(join(distDir, mode, name), 'utf8');
      if (code.includes('reloading page...')) files.push(code);
    }
  }
  return files;
}

describe('route module reload guard', () => {
  it('rewrites the installed React Router so a refused reload throws to the error boundary', () => {
    const chunks = installedChunksWithRouteModuleReload();
    expect(chunks.length).toBeGreaterThan(0);
    for (const code of chunks) {
      const guarded = guardedRouteModuleReload(code);
      expect(guarded).not.toBe(code);
      expect(guarded).toContain('if (!window.__marqueeRouteModuleFailed(error)) throw error;');
    }
  });

  it('leaves modules without the reload alone and refuses an unknown shape', () => {
    expect(guardedRouteModuleReload('export const a = 1;')).toBe('export const a = 1;');
    expect(() => guardedRouteModuleReload('console.error("reloading page..."); location.reload();')).toThrow(
      /update the plugin/,
    );
  });
});
