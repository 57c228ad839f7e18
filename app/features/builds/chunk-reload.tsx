import { useEffect, useState } from 'react';
import {
  browserChunkGuardEnvironment,
  installChunkFailureGuard,
  isChunkLoadError,
  reloadForChunkFailure,
} from './chunk-reload-guard.ts';

/** Spec §8 chunk failures reported by Vite (`vite:preloadError`): reload, at most once per path in 10 s. */
export function ChunkFailureGuard() {
  useEffect(() => installChunkFailureGuard(window), []);
  return null;
}

/**
 * For an error boundary: when the error is a chunk that failed to load (React Router's route module
 * or a lazy component), reloads the page once per path within 10 s. True while that reload is under
 * way, so the boundary can show a loading notice instead of the error.
 */
export function useChunkErrorReload(error: unknown): boolean {
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    // The state records what this effect did outside React (claimed and started a reload), which
    // render cannot know without starting the reload itself.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is the effect's outcome
    if (chunkError && reloadForChunkFailure(browserChunkGuardEnvironment())) setReloading(true);
  }, [chunkError, error]);
  return reloading;
}
