import { startTransition, useEffect, useState } from 'react';

/**
 * A module of the shell that no first paint shows (a modal's frame, the rewards icon, the build
 * watcher): it stays out of the page's initial JavaScript and loads when first needed. Unlike
 * `React.lazy`, once loaded it renders at once (no suspending), and nothing renders from it on the
 * server or while hydrating, so the server's HTML and the first client render agree.
 */
export interface OnDemand<T> {
  /** Starts the load (once; a failed load is tried again on the next call). */
  load(): Promise<T>;
  /** The module once loaded, else null (always null on the server and while hydrating). */
  useLoaded(): T | null;
  /** The module once loaded, else null, outside rendering. */
  current(): T | null;
}

/**
 * Set by the first committed effect of any on-demand reader. The readers are all in the page's
 * shell, outside the layout's Suspense boundary, so by then the page has hydrated: a reader
 * mounting later may show an already loaded module in its first render.
 */
let shellHydrated = false;

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    // Not useSyncExternalStore: React renders a store's change synchronously, in one task with the
    // chunk's evaluation, and the loads that follow hydration added tens of milliseconds of
    // blocking time on a throttled phone (decision 0073). A transition renders in slices.
    useLoaded() {
      const [module, setModule] = useState<T | null>(() => (shellHydrated ? loaded : null));
      useEffect(() => {
        shellHydrated = true;
        const show = () => {
          startTransition(() => setModule(() => loaded));
        };
        // Loaded between this reader's render and its effect, or while it hydrated.
        if (loaded !== null) show();
        listeners.add(show);
        return () => {
          listeners.delete(show);
        };
      }, []);
      return module;
    },
    current: () => loaded,
  };
}
