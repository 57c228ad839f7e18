import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

// Parsing a few hundred files takes seconds on a busy machine.
const timeout = 120_000;

/** Every static and type-only import (transform: false keeps `import type`), as dpdm resolves them. */
function parse(pattern: string): Promise<DependencyTree> {
  return parseDependencyTree(pattern, {
    context: process.cwd(),
    tsconfig: 'tsconfig.json',
    transform: false,
    skipDynamicImports: false,
  });
}

/** Every cycle that passes through a module under `folder`, as readable paths. */
function cyclesThrough(tree: DependencyTree, folder: string): string[] {
  return parseCircular(tree)
    .filter((cycle) => cycle.some((id) => id.startsWith(folder)))
    .map((cycle) => cycle.join(' -> '));
}

describe('the import graph', () => {
  let serverTree: DependencyTree;
  let sharedTree: DependencyTree;
  beforeAll(async () => {
    serverTree = await parse('server/**/*.ts');
    // shared/ imports only shared/ (lint), so this is its whole graph.
    sharedTree = await parse('shared/**/*.{ts,tsx}');
  }, timeout);

  it('has no cycle between server modules, type-only imports included', () => {
    expect(cyclesThrough(serverTree, 'server/')).toEqual([]);
  });

  it('has no cycle between shared modules, type-only imports included', () => {
    expect(cyclesThrough(sharedTree, 'shared/')).toEqual([]);
  });

  it('resolves every path alias (#server/…, #shared/…), so no edge can hide behind one', () => {
    const unresolved = Object.values({ ...serverTree, ...sharedTree })
      .flatMap((dependencies) => dependencies ?? [])
      .filter((dependency) => dependency.request.startsWith('#') && dependency.id === null)
      // Style sheets are Vite's to bundle, not modules of the graph.
      .filter((dependency) => !dependency.request.endsWith('.css'))
      .map((dependency) => `${dependency.issuer} -> ${dependency.request}`);
    expect(unresolved).toEqual([]);
    expect(serverTree['server/app.ts']?.map((dependency) => dependency.id)).toContain(
      'shared/contract/openapi.ts',
    );
  });

  it('sees a type-only import (so a type-only cycle could not hide)', () => {
    const imports = serverTree['server/web/page-outage.ts']?.map((dependency) => dependency.id) ?? [];
    expect(imports).toContain('server/web/page-services.ts');
    const sharedImports =
      sharedTree['shared/brand/maintenance-retry.ts']?.map((dependency) => dependency.id) ?? [];
    expect(sharedImports).toContain('shared/brand/brand-site-schema.ts');
  });

  it(
    'lets the web app reach the server only through server/web/page-services.ts',
    async () => {
      const appTree = await parse('app/**/*.{ts,tsx}');
      const reached = Object.entries(appTree)
        .filter(([id]) => id.startsWith('app/') && !/\.test\.tsx?$/.test(id))
        .flatMap(([id, dependencies]) =>
          (dependencies ?? [])
            .filter((dependency) => dependency.id?.startsWith('server/'))
            .map((dependency) => `${id} -> ${dependency.id}`),
        )
        .filter((edge) => !edge.endsWith(' -> server/web/page-services.ts'));
      expect(reached).toEqual([]);
    },
    timeout,
  );
});
