import { describe, expect, it } from 'vitest';
import * as timings from './timings.ts';

describe('business constants of spec section 9', () => {
  it('"Build-update check every 1 hour (3,600,000 ms). Chunk-reload guard 10 seconds."', () => {
    expect(timings.buildCheckMs).toBe(3_600_000);
    expect(timings.buildCheckMs).toBe(60 * 60 * 1000);
    expect(timings.chunkReloadGuardMs).toBe(10_000);
  });

  it('"Login modal delay 1000 ms. Session warning toast 10000 ms. Error toast 3000 ms."', () => {
    expect(timings.loginModalDelayMs).toBe(1000);
    expect(timings.sessionWarningToastMs).toBe(10_000);
    expect(timings.errorToastMs).toBe(3000);
  });

  it('"refresh on resize after 50 ms. Image sizing resize debounce 500 ms. Default animation 250 ms ease-in-out."', () => {
    expect(timings.mobileResizeDebounceMs).toBe(50);
    expect(timings.imageResizeDebounceMs).toBe(500);
    expect(timings.animationMs).toBe(250);
    expect(timings.animationEasing).toBe('ease-in-out');
  });

  it('"Preloading concurrency is about 5"; language and viewport cookies last 365 days', () => {
    expect(timings.preloadConcurrency).toBe(5);
    expect(timings.languageCookieDays).toBe(365);
    expect(timings.viewportCookieDays).toBe(365);
  });
});
