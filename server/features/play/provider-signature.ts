import { createHmac, timingSafeEqual } from 'node:crypto';
import { providerSignatureWindowSeconds } from '#shared/contract/provider-contract.ts';

/** The signature header's value for a body sent at `timestamp` (Unix seconds, as sent). */
export function signProviderCallback(secret: string, timestamp: string, rawBody: Buffer | string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `sha256=${mac}`;
}

/**
 * True when the signature covers these exact bytes under the secret and the timestamp is within
 * ±30 s of `now`. Compared in constant time; a missing secret verifies nothing.
 */
export function verifyProviderCallback(input: {
  secret: string | null | undefined;
  timestamp: unknown;
  signature: unknown;
  rawBody: Buffer;
  now: Date;
}): boolean {
  const { secret, timestamp, signature, rawBody, now } = input;
  if (!secret || typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  // Whole seconds on both sides: the window is exactly ±30 s of what the provider can send.
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > providerSignatureWindowSeconds)
    return false;
  const expected = Buffer.from(signProviderCallback(secret, timestamp, rawBody), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
