import { onDemand } from '#app/features/site/on-demand.ts';
import type * as ToastEngineModule from './toast-engine.tsx';

/**
 * Toasts (spec §8) without the toast library on the first paint: it loads on the first toast asked
 * for (toast-engine.tsx), and toasts asked for meanwhile show once it has loaded, in order.
 */

type ToastEngine = typeof ToastEngineModule;

const toastEngine = onDemand(() => import('./toast-engine.tsx'));
const waiting: ((loaded: ToastEngine) => void)[] = [];
let sessionWarningWaiting = false;

/** Loads the toast library (once); resolves when toasts show without waiting. Tests await it. */
export async function loadToasts(): Promise<ToastEngine> {
  // A failed load leaves the waiting toasts queued: the next toast asked for tries again.
  const loaded = await toastEngine.load();
  // Before the container mounts react-toastify keeps them, and shows them when it does.
  for (const show of waiting.splice(0)) show(loaded);
  sessionWarningWaiting = false;
  return loaded;
}

/** The library once it has loaded and shown every toast that waited for it, else null. */
function readyEngine(): ToastEngine | null {
  return waiting.length === 0 ? toastEngine.current() : null;
}

function withEngine(show: (loaded: ToastEngine) => void): void {
  const engine = readyEngine();
  if (engine) {
    show(engine);
    return;
  }
  waiting.push(show);
  loadToasts().catch((error: unknown) => console.warn('Toasts failed to load', error));
}

/**
 * The toast container of spec §8 (bottom-right, with a progress bar), once the library has loaded.
 * Mounted once, in the shell; it renders nothing on the server and on the first paint.
 */
export function ToastHost() {
  const View = toastEngine.useLoaded()?.ToastView;
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
  if (!readyEngine()) sessionWarningWaiting = true;
  withEngine((loaded) => loaded.showSessionWarningNow(title, text));
}

export function isSessionWarningShown(): boolean {
  const engine = readyEngine();
  return engine ? engine.isSessionWarningActive() : sessionWarningWaiting;
}
