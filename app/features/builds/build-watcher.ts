import { buildCheckMs } from '#shared/rules/timings.ts';

/** Where the server publishes the latest build id (`server/web/build-info.ts`). */
export const buildInfoPath = '/build-info.json';

/** The latest build id, or null when it cannot be read now (offline, server restarting). */
export async function fetchLatestBuildId(doFetch: typeof fetch = globalThis.fetch): Promise<string | null> {
  try {
    const response = await doFetch(buildInfoPath, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && body.buildId !== '' ? body.buildId : null;
  } catch {
    return null;
  }
}

export interface BuildWatcherOptions {
  fetchBuildId: () => Promise<string | null>;
  /** The build this page was loaded with; unknown → the first id read is taken as it. */
  bootId?: string | null;
  intervalMs?: number;
  /** Called once, when a newer build than the boot build is first seen. */
  onStale: (latestId: string) => void;
}

export interface BuildWatcher {
  /** Checks now (the interval calls it). */
  check(): Promise<void>;
  isStale(): boolean;
  stop(): void;
}

/**
 * Spec §4 build update: "The latest-build info is checked about hourly. On a changed build id the
 * app reloads on the next navigation." This part checks and remembers; the reload is the shell's.
 */
export function startBuildWatcher({
  fetchBuildId,
  bootId,
  intervalMs = buildCheckMs,
  onStale,
}: BuildWatcherOptions): BuildWatcher {
  let boot = bootId ?? null;
  let stale = false;
  const check = async () => {
    if (stale) return;
    const latest = await fetchBuildId();
    if (latest === null || stale) return;
    if (boot === null) {
      boot = latest;
      return;
    }
    if (latest !== boot) {
      stale = true;
      onStale(latest);
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  return {
    check,
    isStale: () => stale,
    stop: () => clearInterval(timer),
  };
}
