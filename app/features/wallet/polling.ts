/** How long a pending deposit is asked about at most. */
export const pollLimitMs = 10 * 60_000;

/**
 * The wait before asking about a pending deposit again: 2 s for the first 15 rounds (the player
 * is usually just back from paying), then 10 s; null once `pollLimitMs` has passed.
 */
export function pollDelay(round: number, elapsedMs: number): number | null {
  if (elapsedMs >= pollLimitMs) return null;
  return round < 15 ? 2_000 : 10_000;
}
