/**
 * Puts the app's own modules that the root route reaches through static imports into one `shell`
 * chunk. Every page loads all of them before it hydrates, so one file costs nothing extra, while
 * some thirty files of a few hundred bytes each were gzipped apart and lost about 8 KiB to it
 * (decision 0038). Packages keep the bundler's own split, and modules reached only through
 * `import()` (forms, modals, toasts) stay on demand.
 */
export function shellChunk(rootModule: string) {
  const reachesRoot = new Map<string, boolean>();

  return (id: string, meta: { getModuleInfo(id: string): { importers: readonly string[] } | null }) => {
    if (id.includes('/node_modules/') || id.startsWith('\0')) return undefined;
    return reaches(id, meta.getModuleInfo) ? 'shell' : undefined;
  };

  /** Whether a chain of static importers leads from the module up to the root route. */
  function reaches(id: string, infoOf: (id: string) => { importers: readonly string[] } | null): boolean {
    const known = reachesRoot.get(id);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    const pending = [id];
    let found = false;
    while (pending.length > 0 && !found) {
      const current = pending.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      if (current === rootModule || reachesRoot.get(current) === true) found = true;
      else pending.push(...(infoOf(current)?.importers ?? []));
    }
    // Only the answer for the module asked is certain for a "no": others met on the way may still
    // reach the root through an importer not yet walked.
    reachesRoot.set(id, found);
    return found;
  }
}
