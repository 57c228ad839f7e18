import type { Plugin } from 'vite';

/** What this plugin reads of a bundle: Rollup's output chunks, with the stylesheets Vite notes on each. */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/**
 * The stylesheets every page links from its first HTML: those of the root route's chunk and the
 * client entry's, and of every chunk they import statically.
 */
export function rootStylesheets(bundle: Bundle, rootModules: readonly string[]): Set<string> {
  const chunks = new Map<string, BundleChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const pending = [...chunks.values()]
    // React Router names its route chunks' modules with a query (`root.tsx?__react-router-build-client-route`).
    .filter((chunk) => rootModules.includes(chunk.facadeModuleId?.split('?')[0] ?? ''))
    .map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = chunks.get(name);
    if (!chunk) continue;
    for (const file of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(file);
    pending.push(...chunk.imports);
  }
  return stylesheets;
}

/** The list of files a chunk's `import()` calls load first, as Vite writes it at the chunk's top. */
const dependencyList = /^(const __vite__mapDeps=[^\n]*?m\.f=\[)([^\]]*)\]/;

/**
 * In a chunk's dependency list, names each of `stylesheets` as the root route links it: with the
 * `#` React Router appends to a stylesheet that a dynamic import also loads.
 */
export function markRootStylesheets(code: string, stylesheets: ReadonlySet<string>): string {
  return code.replace(dependencyList, (_whole, head: string, list: string) => {
    let marked = list;
    for (const file of stylesheets) marked = marked.replaceAll(`"${file}"`, `"${file}#"`);
    return `${head}${marked}]`;
  });
}

/**
 * Keeps a lazily loaded chunk from linking the shell's stylesheet a second time.
 *
 * React Router links a stylesheet that some `import()` also loads as `/assets/x.css#`, so that the
 * link Vite's preload helper adds for the import is a separate one that a navigation does not take
 * away. The helper looks for `link[href="/assets/x.css"]`, does not find the root's `…css#`, and
 * links the same file again when the first lazy chunk (the home page's live figures, the chat
 * widget, the call schemas) loads: the same rules parsed again (from the cache), and the style of
 * the whole page recalculated after it hydrated (6–43 ms on a 2-core host, decision 0072). The root
 * route's links are on every page and never taken away, so naming its stylesheets with the `#` in
 * the chunks' lists makes the helper find them and add nothing.
 */
export function rootStylesheetDependencies(rootModules: readonly string[]): Plugin {
  return {
    name: 'marquee:root-stylesheet-dependencies',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own hook has written each chunk's dependency list.
      order: 'post',
      handler(_options, bundle) {
        const outputs = bundle as unknown as Bundle;
        const stylesheets = rootStylesheets(outputs, rootModules);
        for (const output of Object.values(outputs)) {
          if (output.type === 'chunk') output.code = markRootStylesheets(output.code, stylesheets);
        }
      },
    },
  };
}
