import { randomInt } from 'node:crypto';

/**
 * The demo providers' game: three reels of the same strip, paid on three of a kind. Small enough
 * to check exactly (demo-slot.test.ts enumerates all 16³ stops): return to player 3,912/4,096 ≈
 * 95.5 %, a win on 286 of 4,096 spins (7 %).
 */
export const reelStrip = [
  { symbol: 'cherry', label: 'Cherry', weight: 5, pays: 8 },
  { symbol: 'lemon', label: 'Lemon', weight: 5, pays: 8 },
  { symbol: 'bell', label: 'Bell', weight: 3, pays: 36 },
  { symbol: 'bar', label: 'Bar', weight: 2, pays: 80 },
  { symbol: 'seven', label: 'Seven', weight: 1, pays: 300 },
] as const;

export type SlotSymbol = (typeof reelStrip)[number]['symbol'];

export const stripWeight = reelStrip.reduce((sum, entry) => sum + entry.weight, 0);

/** The symbol at a stop of the strip (0 … 15). */
export function symbolAt(stop: number): SlotSymbol {
  let left = stop;
  for (const entry of reelStrip) {
    if (left < entry.weight) return entry.symbol;
    left -= entry.weight;
  }
  throw new RangeError(`stop ${stop} is off the strip`);
}

/** What three reels pay for a stake, in the stake's minor units (whole units: nothing is rounded). */
export function payoutOf(reels: readonly SlotSymbol[], stake: bigint): bigint {
  const [first] = reels;
  if (!first || reels.some((symbol) => symbol !== first)) return 0n;
  const entry = reelStrip.find((candidate) => candidate.symbol === first);
  return entry ? stake * BigInt(entry.pays) : 0n;
}

/** One spin with the platform's cryptographic generator. */
export function spinReels(pick: (max: number) => number = randomInt): SlotSymbol[] {
  return [0, 1, 2].map(() => symbolAt(pick(stripWeight)));
}
