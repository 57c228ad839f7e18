import { describe, expect, it } from 'vitest';
import { pageFaultProbeTask, pageFaultProbeUs } from './page-fault-probe.ts';

describe('the page-fault probe', () => {
  it('times a first write per fresh page: more than a write to a page already there, and finite', () => {
    const perPage = pageFaultProbeUs();
    expect(Number.isFinite(perPage)).toBe(true);
    // A second write to the same pages measured 0.03–0.05 µs a page here; a fault at least zeroes its
    // 4 KiB page first, which alone takes over 0.1 µs at memory speed.
    expect(perPage).toBeGreaterThan(0.1);
    expect(pageFaultProbeTask).toBe(
      'the first write to each 4 KiB page of 64 MiB of fresh memory, best of 3',
    );
  });
});
