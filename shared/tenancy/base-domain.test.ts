import { describe, expect, it } from 'vitest';
import { baseDomainOf, isIpAddress } from './base-domain.ts';

describe('baseDomainOf (spec §1: the last two host labels)', () => {
  it.each([
    ['www.luckystar.com', 'luckystar.com'],
    ['m.www.luckystar.com:8443', 'luckystar.com'],
    ['LuckyStar.COM', 'luckystar.com'],
    ['spinpalace.localhost:3000', 'spinpalace.localhost'],
    ['www.spinpalace.localhost', 'spinpalace.localhost'],
    ['localhost:3000', 'localhost'],
    ['localhost', 'localhost'],
    ['example.com.', 'example.com'],
  ])('%s → %s', (host, expected) => {
    expect(baseDomainOf(host)).toBe(expected);
  });

  it('keeps IP addresses whole', () => {
    expect(baseDomainOf('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(baseDomainOf('[::1]:3000')).toBe('[::1]');
    expect(isIpAddress('127.0.0.1')).toBe(true);
    expect(isIpAddress('[::1]')).toBe(true);
    expect(isIpAddress('lucky.localhost')).toBe(false);
  });
});
