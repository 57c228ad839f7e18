import { useSyncExternalStore } from 'react';
import type * as ToastEngineModule from './toast-engine.tsx';

/**
 * Toasts (spec §8) without the toast library on the first paint: it loads on the first toast asked
 * for (toast-engine.tsx), and toasts asked for meanwhile show once it has loaded, in order.
 */

type ToastEngine = typeof ToastEngineModule;

let engine: ToastEngine | null = null;
let loading: Promise<ToastEngine> | null = null;
const waiting: ((loaded: ToastEngine) => void)[] = [];
const listeners = new Set<() => void>();
let sessionWarningWaiting = false;

/** Loads the toast library (once); resolves when toasts show without waiting. Tests await it. */
export function loadToasts(): Promise<ToastEngine> {
  loading ??= import('./toast-engine.tsx').then(
    (loaded) => {
      engine = loaded;
      // Before the container mounts react-toastify keeps them, and shows them when it does.
      for (const show of waiting.splice(0)) show(loaded);
      sessionWarningWaiting = false;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // The waiting toasts stay queued: the next toast asked for tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function withEngine(show: (loaded: ToastEngine) => void): void {
  if (engine) {
    show(engine);
    return;
  }
  waiting.push(show);
  loadToasts().catch((error: unknown) => console.warn('Toasts failed to load', error));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The toast container of spec §8 (bottom-right, with a progress bar), once the library has loaded.
 * Mounted once, in the shell; it renders nothing on the server and on the first paint.
 */
export function ToastHost() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => engine,
    () => null,
  );
  const View = loaded?.ToastView;
  return View ? <View /> : null;
}

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Spec §8 "Optional toast": 3 seconds, bottom-right, with a progress bar. Texts come translated. */
export function showToast(kind: ToastKind, text: string, title?: string): void {
  withEngine((loaded) => loaded.showToastNow(kind, text, title));
}

/**
 * Spec §8 session-expired flow: a warning for 10 seconds, bottom-right. One at a time: further
 * expiries while it shows (or waits for the library) add nothing.
 */
export function showSessionWarning(title: string, text: string): void {
  if (!engine) sessionWarningWaiting = true;
  withEngine((loaded) => loaded.showSessionWarningNow(title, text));
}

export function isSessionWarningShown(): boolean {
  return engine ? engine.isSessionWarningActive() : sessionWarningWaiting;
}
