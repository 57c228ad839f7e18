import { describe, expect, it } from 'vitest';
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
