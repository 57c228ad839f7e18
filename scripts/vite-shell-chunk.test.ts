import { describe, expect, it } from 'vitest';
import { shellChunk } from './vite-shell-chunk.ts';

const graph: Record<string, string[]> = {
  '/app/root.tsx': [],
  '/app/features/shell/header.tsx': ['/app/root.tsx'],
  '/app/features/shell/logo.tsx': ['/app/features/shell/header.tsx'],
  '/app/features/forms/login-form.tsx': [], // reached only through import()
  '/app/features/forms/field.tsx': ['/app/features/forms/login-form.tsx'],
  '/app/features/shell/shared.ts': ['/app/features/forms/field.tsx', '/app/features/shell/logo.tsx'],
  '/app/node_modules/react/index.js': ['/app/root.tsx'],
};
const meta = { getModuleInfo: (id: string) => (graph[id] ? { importers: graph[id] } : null) };

describe('shellChunk', () => {
  it("puts the app's modules that the root reaches statically into 'shell', and nothing else", () => {
    const chunkOf = shellChunk('/app/root.tsx');
    expect(chunkOf('/app/root.tsx', meta)).toBe('shell');
    expect(chunkOf('/app/features/shell/logo.tsx', meta)).toBe('shell');
    // Imported by an on-demand form too, but the root reaches it: it is loaded on every page anyway.
    expect(chunkOf('/app/features/shell/shared.ts', meta)).toBe('shell');
    expect(chunkOf('/app/features/forms/field.tsx', meta)).toBeUndefined();
    expect(chunkOf('/app/features/forms/login-form.tsx', meta)).toBeUndefined();
    expect(chunkOf('/app/node_modules/react/index.js', meta)).toBeUndefined();
    expect(chunkOf('\0vite/preload-helper.js', meta)).toBeUndefined();
  });

  it('answers the same when asked again, in any order', () => {
    const chunkOf = shellChunk('/app/root.tsx');
    expect(chunkOf('/app/features/forms/field.tsx', meta)).toBeUndefined();
    expect(chunkOf('/app/features/shell/shared.ts', meta)).toBe('shell');
    expect(chunkOf('/app/features/forms/field.tsx', meta)).toBeUndefined();
  });
});
