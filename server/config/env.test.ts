import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { loadEnv } from './env.ts';

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a number of hops or a list of addresses and ranges', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });

  it('refuses "true" and anything else that would believe every client', () => {
    for (const value of ['true', '*', 'loopback; rm', '999']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('WEB_CONCURRENCY', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/marquee' };

  it('is one process unless told', () => {
    expect(loadEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(loadEnv(postgres).WEB_CONCURRENCY).toBe(1);
  });

  it('takes a number of processes, or one per core for auto, on PostgreSQL', () => {
    expect(loadEnv({ ...postgres, WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    expect(loadEnv({ ...postgres, WEB_CONCURRENCY: 'auto' }).WEB_CONCURRENCY).toBe(availableParallelism());
  });

  it('keeps the embedded database to one process: auto is one, a larger number is refused', () => {
    expect(loadEnv({ WEB_CONCURRENCY: 'auto' }).WEB_CONCURRENCY).toBe(1);
    expect(() => loadEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
  });

  it('refuses what is not a count of processes', () => {
    for (const value of ['0', '-1', '1.5', 'many', '65']) {
      expect(() => loadEnv({ ...postgres, WEB_CONCURRENCY: value }), value).toThrow('WEB_CONCURRENCY');
    }
  });
});

describe('RENDER_THREADS', () => {
  const production = { NODE_ENV: 'production' };
  const postgres = { ...production, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/marquee' };

  it('is one thread per core for a production server of one process', () => {
    expect(loadEnv(production).RENDER_THREADS).toBe(availableParallelism());
    expect(loadEnv({ ...postgres, WEB_CONCURRENCY: '1' }).RENDER_THREADS).toBe(availableParallelism());
  });

  it('is none where several processes share the cores, in development and in tests', () => {
    expect(loadEnv({ ...postgres, WEB_CONCURRENCY: '2' }).RENDER_THREADS).toBe(0);
    expect(loadEnv({ NODE_ENV: 'development' }).RENDER_THREADS).toBe(0);
    expect(loadEnv({ NODE_ENV: 'test' }).RENDER_THREADS).toBe(0);
  });

  it('takes a number, 0 rendering every page on the event loop, and refuses anything else', () => {
    expect(loadEnv({ ...production, RENDER_THREADS: '0' }).RENDER_THREADS).toBe(0);
    expect(loadEnv({ ...production, RENDER_THREADS: '3' }).RENDER_THREADS).toBe(3);
    for (const value of ['-1', '1.5', 'many', '65']) {
      expect(() => loadEnv({ ...production, RENDER_THREADS: value }), value).toThrow('RENDER_THREADS');
    }
  });
});
