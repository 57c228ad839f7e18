import { describe, expect, it } from 'vitest';
import { createKeyKeeper, isDecided, newIdempotencyKey } from './idempotency.ts';

describe('newIdempotencyKey', () => {
  it('is 32 hex digits (a UUID without dashes), different every time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('falls back to getRandomValues where randomUUID is missing (not a secure context)', () => {
    const source = { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) } as unknown as Crypto;
    expect(newIdempotencyKey(source)).toBe('ab'.repeat(16));
  });
});

describe('createKeyKeeper', () => {
  let counter = 0;
  const keeper = () => createKeyKeeper(() => `key-${++counter}`);

  it('reuses the key when the same submission is sent again after a lost answer', () => {
    const keys = keeper();
    const first = keys.keyFor('demo:500');
    expect(keys.keyFor('demo:500')).toBe(first);
    expect(keys.keyFor('demo:500')).toBe(first);
  });

  it('takes a new key for a changed form, and after the server answered', () => {
    const keys = keeper();
    const first = keys.keyFor('demo:500');
    const changed = keys.keyFor('demo:600');
    expect(changed).not.toBe(first);
    keys.settle();
    expect(keys.keyFor('demo:600')).not.toBe(changed);
  });
});

describe('isDecided', () => {
  it('is true for a success or a refusal, false when the request may not have been done', () => {
    expect(isDecided({ statusCode: 1, message: 'OK' })).toBe(true);
    expect(isDecided({ statusCode: 0, message: 'belowMinimum' })).toBe(true);
    expect(isDecided({ statusCode: -503, message: 'serviceUnavailable' })).toBe(false);
    expect(isDecided({ statusCode: 0, message: 'disconnect' })).toBe(false);
    expect(isDecided({ statusCode: 0, message: 'internalServerError' })).toBe(false);
    expect(isDecided({ statusCode: 0, message: 'tooManyRequests' })).toBe(false);
  });
});
