/**
 * The crash game's clock, shared by the game server (which decides cash-outs by its own time) and
 * the page (which draws the same curve). A round takes bets for `crashBettingMs`; then its
 * multiplier grows from 1.00× as e^(growth × elapsed ms) until it reaches the round's crash point
 * (shared/house/crash-chain.ts); the result stays on screen for `crashPauseMs` before the next
 * round opens. Multipliers are integers in hundredths (100 = 1.00×), as crash points are.
 */

/** How long a round takes bets before it starts. */
export const crashBettingMs = 6000;
/** How long a crashed round's result shows before the next round opens for bets. */
export const crashPauseMs = 3000;
/** Growth per millisecond: 2.00× after about 11.6 s, 10× after about 38 s. */
const crashGrowthPerMs = 0.00006;

/** The multiplier `elapsedMs` after the start, in hundredths, rounded down (never below 1.00×). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  // The small epsilon keeps a value the exponent lands on exactly (2.00 from ln 2) from flooring below it.
  return Math.max(100, Math.floor(100 * Math.exp(crashGrowthPerMs * elapsedMs) + 1e-9));
}

/** How long after the start the multiplier reaches `point` (hundredths): the round's crash time. */
export function crashDelayMs(point: number): number {
  if (point <= 100) return 0;
  let delay = Math.ceil(Math.log(point / 100) / crashGrowthPerMs);
  // Float rounding may land a millisecond early or late; settle on the first millisecond at the point.
  while (delay > 0 && crashMultiplierAt(delay - 1) >= point) delay -= 1;
  while (crashMultiplierAt(delay) < point) delay += 1;
  return delay;
}

/** A cash-out's win in minor units: the stake times the multiplier, rounded down to a minor unit. */
export function crashWinOf(stake: bigint, multiplier: number): bigint {
  return (stake * BigInt(multiplier)) / 100n;
}

/** `point` hundredths as the multiplier players read: 2.5 → "2.50×" is the caller's; this gives "2.50". */
export function crashPointText(point: number): string {
  return `${Math.floor(point / 100)}.${String(point % 100).padStart(2, '0')}`;
}

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** Where a round stands at `now`: taking bets before its start, running until its crash, then crashed. */
export function crashPhaseAt(round: { startsAt: number; crashesAt: number }, now: number): CrashPhase {
  if (now < round.startsAt) return 'betting';
  if (now < round.crashesAt) return 'running';
  return 'crashed';
}
