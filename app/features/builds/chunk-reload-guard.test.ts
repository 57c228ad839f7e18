import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadGuardMs } from '#shared/rules/timings.ts';
import {
  chunkReloadStorageKey,
  installChunkFailureGuard,
  isChunkLoadError,
  reloadForChunkFailure,
  type ChunkGuardEnvironment,
} from './chunk-reload-guard.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function environment(path = '/slots') {
  const storage = memoryStorage();
  const env = {
    storage,
    path: vi.fn(() => path),
    now: () => Date.now(),
    online: vi.fn(() => true),
    reload: vi.fn(),
  } satisfies ChunkGuardEnvironment;
  return env;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.test/assets/slots-abc.js',
    'error loading dynamically imported module: https://x.test/assets/slots-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/frame-abc.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('chunk-reload guard (spec §8: at most once per path within 10 seconds)', () => {
  it('reloads once, refuses again within 10 s, and allows it after', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const env = environment('/slots');
    expect(reloadForChunkFailure(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(chunkReloadGuardMs - 1);
    expect(reloadForChunkFailure(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadForChunkFailure(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads while the browser is offline, and does once it is back', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const env = environment('/fairness');
    env.online.mockReturnValue(false);
    expect(reloadForChunkFailure(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
    // The refusal claimed nothing: the first failure after the network returns still reloads.
    env.online.mockReturnValue(true);
    expect(reloadForChunkFailure(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('counts each path on its own', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const env = environment();
    env.path.mockReturnValue('/slots');
    expect(reloadForChunkFailure(env)).toBe(true);
    env.path.mockReturnValue('/casino');
    expect(reloadForChunkFailure(env)).toBe(true);
    env.path.mockReturnValue('/slots');
    expect(reloadForChunkFailure(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the times in sessionStorage, dropping the expired ones', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const env = environment();
    env.path.mockReturnValue('/a');
    reloadForChunkFailure(env);
    vi.advanceTimersByTime(chunkReloadGuardMs);
    env.path.mockReturnValue('/b');
    reloadForChunkFailure(env);
    expect(JSON.parse(env.storage.data.get(chunkReloadStorageKey)!)).toEqual({ '/b': 1_010_000 });
  });

  it('survives a damaged entry and refuses to reload without storage', () => {
    const env = environment();
    env.storage.data.set(chunkReloadStorageKey, 'not json');
    expect(reloadForChunkFailure(env)).toBe(true);
    expect(reloadForChunkFailure({ ...env, storage: undefined })).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(reloadForChunkFailure({ ...env, storage: full })).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads on Vite's vite:preloadError and marks it handled, once per 10 s", () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const target = new EventTarget() as unknown as Window;
    const env = environment('/fishing');
    const stop = installChunkFailureGuard(target, env);
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // Within the guard the error goes on to the error boundary instead of another reload.
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    stop();
    vi.advanceTimersByTime(chunkReloadGuardMs);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});
