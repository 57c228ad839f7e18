import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCheckMs } from '#shared/rules/timings.ts';
import { buildInfoPath, fetchLatestBuildId, startBuildWatcher } from './build-watcher.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startBuildWatcher (spec §4: checked about hourly)', () => {
  it('checks every 3,600,000 ms and reports a changed build id once', async () => {
    vi.useFakeTimers();
    const ids = ['v1', 'v1', 'v2', 'v3'];
    const fetchBuildId = vi.fn(async () => ids.shift() ?? null);
    const onStale = vi.fn();
    const watcher = startBuildWatcher({ fetchBuildId, bootId: 'v1', onStale });

    await vi.advanceTimersByTimeAsync(buildCheckMs - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(watcher.isStale()).toBe(false);

    await vi.advanceTimersByTimeAsync(buildCheckMs);
    expect(watcher.isStale()).toBe(false);

    await vi.advanceTimersByTimeAsync(buildCheckMs);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(watcher.isStale()).toBe(true);
    expect(onStale).toHaveBeenCalledWith('v2');

    // Once stale there is nothing more to learn: no further requests, no second report.
    await vi.advanceTimersByTimeAsync(buildCheckMs * 3);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(onStale).toHaveBeenCalledOnce();
    watcher.stop();
  });

  it('without a known boot id, the first id read is the boot id', async () => {
    vi.useFakeTimers();
    const ids = ['development', 'development', 'v2'];
    const onStale = vi.fn();
    const watcher = startBuildWatcher({ fetchBuildId: async () => ids.shift() ?? null, onStale });
    await vi.advanceTimersByTimeAsync(buildCheckMs * 2);
    expect(onStale).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(buildCheckMs);
    expect(onStale).toHaveBeenCalledWith('v2');
    watcher.stop();
  });

  it('a check that fails (offline) changes nothing', async () => {
    vi.useFakeTimers();
    const onStale = vi.fn();
    const watcher = startBuildWatcher({ fetchBuildId: async () => null, bootId: 'v1', onStale });
    await vi.advanceTimersByTimeAsync(buildCheckMs * 5);
    expect(watcher.isStale()).toBe(false);
    expect(onStale).not.toHaveBeenCalled();
    watcher.stop();
  });

  it('stop() ends the checks', async () => {
    vi.useFakeTimers();
    const fetchBuildId = vi.fn(async () => 'v1');
    startBuildWatcher({ fetchBuildId, bootId: 'v1', onStale: vi.fn() }).stop();
    await vi.advanceTimersByTimeAsync(buildCheckMs * 2);
    expect(fetchBuildId).not.toHaveBeenCalled();
  });
});

describe('fetchLatestBuildId', () => {
  it('reads {buildId} from /build-info.json without the HTTP cache', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ buildId: 'abc123' })));
    expect(await fetchLatestBuildId(fetch)).toBe('abc123');
    expect(fetch).toHaveBeenCalledWith(buildInfoPath, expect.objectContaining({ cache: 'no-store' }));
  });

  it('gives null for a failed request, an error status or an unreadable body', async () => {
    expect(await fetchLatestBuildId(vi.fn(async () => Promise.reject(new TypeError('offline'))))).toBeNull();
    expect(await fetchLatestBuildId(vi.fn(async () => new Response('{}', { status: 503 })))).toBeNull();
    expect(await fetchLatestBuildId(vi.fn(async () => new Response('<html>')))).toBeNull();
    expect(await fetchLatestBuildId(vi.fn(async () => new Response('{"buildId":42}')))).toBeNull();
  });
});
