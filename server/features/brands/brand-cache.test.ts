import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandCache } from './brand-cache.ts';

afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('BrandCache', () => {
  it('loads a domain once for concurrent requests and answers later hits without loading', async () => {
    const load = vi.fn(async (domain: string) => ({ domain }));
    const cache = new BrandCache(load);
    const [a, b] = await Promise.all([cache.get('lucky.test'), cache.get('lucky.test')]);
    expect(a).toEqual({ domain: 'lucky.test' });
    expect(b).toBe(a);
    expect(await cache.get('lucky.test')).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('peeks nothing while the load runs, and the loaded value once it has succeeded', async () => {
    const pending = deferred<{ id: number } | null>();
    const cache = new BrandCache(() => pending.promise);
    expect(cache.peek('lucky.test')).toBeUndefined();
    const loading = cache.get('lucky.test');
    expect(cache.peek('lucky.test')).toBeUndefined();
    pending.resolve({ id: 7 });
    await loading;
    expect(cache.peek('lucky.test')).toEqual({ value: { id: 7 } });
  });

  it('remembers an unknown domain for its TTL only, and peeks it as null meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async () => null);
    const cache = new BrandCache(load, 30_000);
    expect(await cache.get('nobody.test')).toBeNull();
    expect(cache.peek('nobody.test')).toEqual({ value: null });
    vi.setSystemTime(Date.now() + 29_000);
    expect(await cache.get('nobody.test')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(cache.peek('nobody.test')).toBeUndefined();
    await cache.get('nobody.test');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load: the next request loads again', async () => {
    const load = vi
      .fn<(domain: string) => Promise<{ ok: boolean } | null>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValueOnce({ ok: true });
    const cache = new BrandCache(load);
    await expect(cache.get('lucky.test')).rejects.toThrow('database away');
    expect(cache.peek('lucky.test')).toBeUndefined();
    expect(await cache.get('lucky.test')).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on clear, so a changed brand is loaded again', async () => {
    let version = 1;
    const cache = new BrandCache(async () => ({ version }));
    expect(await cache.get('lucky.test')).toEqual({ version: 1 });
    version = 2;
    cache.clear();
    expect(cache.peek('lucky.test')).toBeUndefined();
    expect(await cache.get('lucky.test')).toEqual({ version: 2 });
  });
});
