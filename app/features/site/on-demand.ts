import { useSyncExternalStore } from 'react';

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

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => loaded;
  const serverSnapshot = () => null;
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
    useLoaded: () => useSyncExternalStore(subscribe, snapshot, serverSnapshot),
    current: snapshot,
  };
}
