/**
 * Vite's `build.modulePreload.resolveDependencies`: the chunk of the call schemas
 * (shared/contract/all-calls.ts, which app/features/api/api-client.ts imports on demand) gets no
 * modulepreload list. The schemas load when the page is idle or at its first call; listing their
 * twenty chunks as <link rel=modulepreload> put twenty link insertions (~100 ms on a 4× throttled
 * CPU) in the task of that call (decision 0038). The browser finds the same imports in the chunk.
 * Every other dynamic import keeps its list; stylesheets never pass through here.
 */
export function callSchemaPreloads(filename: string, deps: string[]): string[] {
  return /(^|\/)all-calls-[\w-]+\.js$/.test(filename) ? [] : deps;
}
