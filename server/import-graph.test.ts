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

describe('the import graph', () => {
  let serverTree: DependencyTree;
  beforeAll(async () => {
    serverTree = await parse('server/**/*.ts');
  }, timeout);

  it('has no cycle between server modules, type-only imports included', () => {
    const cycles = parseCircular(serverTree).filter((cycle) => cycle.some((id) => id.startsWith('server/')));
    expect(cycles.map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('sees a type-only import (so a type-only cycle could not hide)', () => {
    const imports = serverTree['server/web/page-outage.ts']?.map((dependency) => dependency.id) ?? [];
    expect(imports).toContain('server/web/page-services.ts');
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
