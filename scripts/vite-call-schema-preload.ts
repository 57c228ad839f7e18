/**
 * Vite's `build.modulePreload.resolveDependencies`: the chunks of the call schemas (the contract
 * index app/features/api/call-contracts.ts, which app/features/api/api-client.ts imports on demand,
 * and each shared/contract/*-contract.ts it imports on demand) get no modulepreload list. The
 * schemas load when the page is idle or at a call; listing the chunks they import as
 * <link rel=modulepreload> put a link insertion each (twenty took ~100 ms on a 4× throttled CPU) in
 * the task of that call (decision 0038). The browser finds the same imports in the chunk.
 * Every other dynamic import keeps its list; stylesheets never pass through here.
 */
export function callSchemaPreloads(filename: string, deps: string[]): string[] {
  return /(^|\/)(call-contracts|[a-z]+(-[a-z]+)*-contract)-[\w-]+\.js$/.test(filename) ? [] : deps;
}
