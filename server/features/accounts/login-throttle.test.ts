import { describe, expect, it } from 'vitest';
import { loginLimits, LoginThrottle, type GuessKey } from './login-throttle.ts';

const owner = (ip: string): GuessKey => ({ brandId: 1, accountId: 'maria', ip });
const window = loginLimits.windowMs;

function allowed(throttle: LoginThrottle, key: GuessKey, now: number): number {
  const decision = throttle.attempt(key, now);
  if (!decision.allowed) throw new Error(`refused by ${decision.limit} at ${now}`);
  return decision.at;
}

describe('LoginThrottle', () => {
  it('limits failures per (account, address) pair: address A is stopped, address B is not', () => {
    const throttle = new LoginThrottle();
    for (let n = 0; n < loginLimits.perPair; n += 1) allowed(throttle, owner('127.0.0.5'), n);
    const refused = throttle.attempt(owner('127.0.0.5'), 100);
    expect(refused).toEqual({ allowed: false, limit: 'pair', retryAfterMs: window - 100 });
    expect(throttle.attempt(owner('127.0.0.6'), 100).allowed).toBe(true);
    // The same address on another account is its own pair.
    expect(throttle.attempt({ ...owner('127.0.0.5'), accountId: 'other' }, 100).allowed).toBe(true);
    // The window slides: the first failure leaves it after 15 minutes.
    expect(throttle.attempt(owner('127.0.0.5'), window).allowed).toBe(true);
  });

  it('limits one address across every account', () => {
    const throttle = new LoginThrottle();
    for (let n = 0; n < loginLimits.perAddress; n += 1) {
      allowed(throttle, { brandId: 1, accountId: `ghost_${n}`, ip: '127.0.0.7' }, n);
    }
    const refused = throttle.attempt({ brandId: 2, accountId: 'fresh', ip: '127.0.0.7' }, 50);
    expect(refused).toMatchObject({ allowed: false, limit: 'address' });
  });

  it('slows one account guessed from many addresses with growing delays, never a lock', () => {
    const throttle = new LoginThrottle();
    let now = 0;
    for (let n = 0; n < loginLimits.accountFree; n += 1) allowed(throttle, owner(`10.0.0.${n}`), now);
    // Past the free tries each guess waits 1 s, 2 s, 4 s... after the previous one.
    const waits: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const refused = throttle.attempt(owner(`10.1.0.${n}`), now);
      if (refused.allowed) throw new Error('not slowed');
      expect(refused.limit).toBe('account');
      waits.push(refused.retryAfterMs);
      now += refused.retryAfterMs;
      allowed(throttle, owner(`10.2.0.${n}`), now);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
    // Distributed guessing gets about a guess a minute, far under the hard ceiling.
    expect(loginLimits.accountCeiling).toBeGreaterThan(loginLimits.accountFree + 900 / 60 + 8);
  });

  it('lets the owner through the account delay from an address they logged in from', () => {
    const throttle = new LoginThrottle();
    const home = owner('192.0.2.1');
    throttle.succeeded(home, allowed(throttle, home, 0));
    for (let n = 0; n < loginLimits.accountFree + 1; n += 1) {
      throttle.attempt(owner(`10.3.0.${n}`), 10);
    }
    expect(throttle.attempt(owner('10.4.0.1'), 10)).toMatchObject({ allowed: false, limit: 'account' });
    expect(throttle.attempt(home, 10)).toMatchObject({ allowed: true, priority: 0 });
    // Trust expires.
    expect(throttle.attempt(home, loginLimits.trustMs + 10)).toMatchObject({ allowed: true, priority: 1 });
  });

  it('takes a right guess off the counts and clears its pair', () => {
    const throttle = new LoginThrottle();
    const key = owner('127.0.0.8');
    for (let n = 0; n < loginLimits.perPair - 1; n += 1) allowed(throttle, key, n);
    throttle.succeeded(key, allowed(throttle, key, 20));
    for (let n = 0; n < loginLimits.perPair; n += 1) allowed(throttle, key, 30 + n);
    expect(throttle.attempt(key, 50).allowed).toBe(false);
    // The address kept its earlier failures (9) plus the new ones (10); the right guess is not one.
    expect(throttle.priorityOf('127.0.0.8', 50)).toBe(1 + 19);
  });

  it('does not count a guess that was never checked; coming back before Retry-After lowers the address’s hashing priority for a minute', () => {
    const throttle = new LoginThrottle();
    const key = owner('127.0.0.9');
    // Refused for want of hashing room, told to come back in 1 s, back after 100 ms every time.
    for (let n = 0; n < 50; n += 1) throttle.withdraw(key, allowed(throttle, key, n * 100), 1000);
    // The first try pressed on nothing; the 49 after it came back too soon, and so does this one.
    expect(throttle.attempt(key, 5000)).toMatchObject({ allowed: true, priority: 1 + 50 });
    expect(throttle.priorityOf('127.0.0.9', 5000 + loginLimits.pressureWindowMs)).toBe(1 + 1);
  });

  it('keeps the priority of an address that waits as Retry-After says, however often it is refused', () => {
    const throttle = new LoginThrottle();
    const key = owner('127.0.1.1');
    for (let n = 0; n < 30; n += 1) throttle.withdraw(key, allowed(throttle, key, n * 1000), 1000);
    expect(throttle.attempt(key, 30_000)).toMatchObject({ allowed: true, priority: 1 });
  });

  it('ranks hashing by trust, then by the address’s recent failures', () => {
    const throttle = new LoginThrottle();
    const first = throttle.attempt(owner('127.0.0.10'), 0);
    const second = throttle.attempt(owner('127.0.0.10'), 1);
    expect(first).toMatchObject({ priority: 1 });
    expect(second).toMatchObject({ priority: 2 });
  });

  it('holds bounded memory under a flood of addresses', () => {
    const throttle = new LoginThrottle(loginLimits, 1000);
    for (let n = 0; n < 5000; n += 1) throttle.attempt(owner(`10.9.${n >> 8}.${n & 255}`), n);
    expect(throttle.size).toBeLessThanOrEqual(1000);
  });
});
