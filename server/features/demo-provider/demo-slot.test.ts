import { describe, expect, it } from 'vitest';
import { payoutOf, reelStrip, spinReels, stripWeight, symbolAt } from './demo-slot.ts';

describe("the demo providers' slot", () => {
  it('returns 3,912 of every 4,096 staked over all reel stops (95.5 %), winning on 286 of them', () => {
    let paid = 0n;
    let wins = 0;
    for (let a = 0; a < stripWeight; a++)
      for (let b = 0; b < stripWeight; b++)
        for (let c = 0; c < stripWeight; c++) {
          const win = payoutOf([symbolAt(a), symbolAt(b), symbolAt(c)], 1n);
          paid += win;
          if (win > 0n) wins += 1;
        }
    expect(stripWeight ** 3).toBe(4096);
    expect(paid).toBe(3912n);
    expect(wins).toBe(286);
  });

  it('pays three of a kind by the pay table and nothing else', () => {
    expect(payoutOf(['seven', 'seven', 'seven'], 100n)).toBe(30_000n);
    expect(payoutOf(['cherry', 'cherry', 'cherry'], 250n)).toBe(2_000n);
    expect(payoutOf(['cherry', 'cherry', 'lemon'], 100n)).toBe(0n);
  });

  it('maps every stop to a symbol and refuses one off the strip', () => {
    expect(new Set(Array.from({ length: stripWeight }, (_, stop) => symbolAt(stop)))).toEqual(
      new Set(reelStrip.map((entry) => entry.symbol)),
    );
    expect(() => symbolAt(stripWeight)).toThrow(RangeError);
  });

  it('spins three reels with the given generator', () => {
    expect(spinReels(() => stripWeight - 1)).toEqual(['seven', 'seven', 'seven']);
    expect(spinReels()).toHaveLength(3);
  });
});
