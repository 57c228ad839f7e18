import { chunkReloadGuardMs } from '#shared/rules/timings.ts';

/** sessionStorage key of the last chunk-failure reload time per path (this tab only). */
export const chunkReloadStorageKey = 'marquee:chunk-reloads';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Errors browsers and Vite give when a code chunk cannot be loaded: usually an old page asking for a
 * chunk a new deploy removed, or the network dropping mid-load.
 */
const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite preload helper
  /Failed to load module script/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && isChunkMessage(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && isChunkMessage(message));
}

function isChunkMessage(message: string): boolean {
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

function readTimes(storage: GuardStorage): Record<string, number> {
  try {
    const value = JSON.parse(storage.getItem(chunkReloadStorageKey) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

interface ChunkReloadInput {
  storage: GuardStorage;
  path: string;
  now: number;
  guardMs?: number;
}

/**
 * Spec §8: "A page chunk fails to load → the page reloads, at most once per path within 10 seconds."
 * True (and the time noted) when this path may reload now; false when it reloaded less than
 * `guardMs` ago, so a chunk that is really gone shows the error instead of reloading forever.
 */
function claimChunkReload({ storage, path, now, guardMs = chunkReloadGuardMs }: ChunkReloadInput): boolean {
  const times = readTimes(storage);
  const last = times[path];
  if (typeof last === 'number' && now - last < guardMs && now >= last) return false;
  const kept = Object.fromEntries(
    Object.entries(times).filter(([, at]) => typeof at === 'number' && now - at < guardMs && now >= at),
  );
  kept[path] = now;
  try {
    storage.setItem(chunkReloadStorageKey, JSON.stringify(kept));
  } catch {
    // Without storage there is no memory of the last reload: refuse rather than risk a reload loop.
    return false;
  }
  return true;
}

export interface ChunkGuardEnvironment {
  storage: GuardStorage | undefined;
  path: () => string;
  now: () => number;
  /** False when the browser knows it has no network (`navigator.onLine`). */
  online: () => boolean;
  reload: () => void;
}

/**
 * Reloads for a chunk failure when the guard allows; true when it did. Never while the browser is
 * offline: the chunk failed because the network is gone, and a reload would swap the working page
 * for the browser's own offline error page (decision 0076).
 */
export function reloadForChunkFailure(env: ChunkGuardEnvironment): boolean {
  if (!env.storage || !env.online()) return false;
  if (!claimChunkReload({ storage: env.storage, path: env.path(), now: env.now() })) return false;
  env.reload();
  return true;
}

function sessionStorageOrUndefined(): GuardStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function browserChunkGuardEnvironment(): ChunkGuardEnvironment {
  return {
    storage: sessionStorageOrUndefined(),
    path: () => window.location.pathname,
    now: () => Date.now(),
    online: () => navigator.onLine,
    reload: () => window.location.reload(),
  };
}

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Listens for Vite's `vite:preloadError` (a chunk or its CSS failed to preload). When the guard lets
 * the page reload, the event is marked handled so the error is not thrown as well; otherwise it goes
 * on to the route's error boundary. Returns the function that stops listening.
 */
export function installChunkFailureGuard(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  env: ChunkGuardEnvironment = browserChunkGuardEnvironment(),
): () => void {
  const listener = (event: Event) => {
    if (reloadForChunkFailure(env)) (event as PreloadErrorEvent).preventDefault();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}

declare global {
  interface Window {
    /** Called by React Router (patched at build time) when a route module fails to load. */
    __marqueeRouteModuleFailed?: (error: unknown) => boolean;
  }
}

/**
 * React Router reloads on a route module that fails to load; the build routes that reload through
 * here (scripts/vite-route-module-guard.ts). False when the guard refuses, and React Router then
 * throws the error to the route's error boundary instead of reloading again.
 */
export function installRouteModuleGuard(
  target: Pick<Window, '__marqueeRouteModuleFailed'>,
  env: ChunkGuardEnvironment = browserChunkGuardEnvironment(),
): void {
  target.__marqueeRouteModuleFailed = () => reloadForChunkFailure(env);
}
