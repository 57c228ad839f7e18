import { useEffect, useState } from 'react';
import { formatMinor } from '#shared/money/currency.ts';

/** Formatting and timing the house game pages share (slot, hash and crash). */

export function money(minor: number, currency: string): string {
  return `${formatMinor(BigInt(minor), currency)} ${currency}`;
}

export function signedMoney(minor: number, currency: string): string {
  return `${minor > 0 ? '+' : minor < 0 ? '−' : ''}${money(Math.abs(minor), currency)}`;
}

export function sessionClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** getRandomValues, not randomUUID: it works outside secure contexts too (a plain-http site). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The time, ticking every `everyMs`, so the session time, the spin wait and the crash curve stay current. */
export function useNow(everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
