import { describe, expect, it } from 'vitest';
import { markRootStylesheets, rootStylesheets } from './vite-root-stylesheets.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], css: string[]) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  code: '',
  viteMetadata: { importedCss: new Set(css) },
});

describe('rootStylesheets', () => {
  it("gathers the stylesheets of the root route's and the entry's chunks and of all they import statically", () => {
    const bundle = {
      'assets/root-1.js': chunk(
        'assets/root-1.js',
        '/app/root.tsx?__react-router-build-client-route',
        ['assets/shell-2.js'],
        [],
      ),
      'assets/entry.client-3.js': chunk(
        'assets/entry.client-3.js',
        '/app/entry.client.tsx',
        ['assets/react-4.js'],
        [],
      ),
      'assets/shell-2.js': chunk('assets/shell-2.js', null, ['assets/react-4.js'], ['assets/shell-2.css']),
      'assets/react-4.js': chunk('assets/react-4.js', null, [], ['assets/reset-5.css']),
      // Loaded on demand only: its stylesheet is not on every page.
      'assets/chat-6.js': chunk(
        'assets/chat-6.js',
        '/app/chat.tsx',
        ['assets/shell-2.js'],
        ['assets/chat-6.css'],
      ),
      'assets/shell-2.css': { type: 'asset' as const },
    };
    expect([...rootStylesheets(bundle, ['/app/root.tsx', '/app/entry.client.tsx'])].sort()).toEqual([
      'assets/reset-5.css',
      'assets/shell-2.css',
    ]);
  });
});

describe('markRootStylesheets', () => {
  const head =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chat-6.js","assets/shell-2.js",' +
    '"assets/shell-2.css","assets/chat-6.css"])))=>i.map(i=>d[i]);';

  it("names the root's stylesheets in a chunk's dependency list as React Router links them, with '#'", () => {
    const body = '\nimport{a}from"./shell-2.js";const s="assets/shell-2.css";';
    expect(markRootStylesheets(head + body, new Set(['assets/shell-2.css']))).toBe(
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chat-6.js","assets/shell-2.js",' +
        '"assets/shell-2.css#","assets/chat-6.css"])))=>i.map(i=>d[i]);' +
        // Only the list changes.
        body,
    );
  });

  it('leaves a chunk without a dependency list as it is', () => {
    const code = 'import{a}from"./shell-2.js";export const x="assets/shell-2.css";';
    expect(markRootStylesheets(code, new Set(['assets/shell-2.css']))).toBe(code);
  });
});
