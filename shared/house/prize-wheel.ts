import { weightedChoiceOf, type FairRound, roundFloats } from '#shared/fair/provably-fair.ts';

/**
 * The prize wheel engine the minigame and the daily spin use (issue 14): segments with whole
 * weights; a spin lands on a segment with probability weight / total, chosen by the round's first
 * provably fair float. The wheel's drawing follows the segments in order, so what the player sees
 * stop is the segment that won.
 */

export interface WheelSegment<P = unknown> {
  id: string;
  weight: number;
  prize: P;
}

export interface WheelOutcome {
  /** Index of the segment the wheel stops on. */
  index: number;
  float: number;
}

/**
 * Where a spin stops. `available` leaves out segments that cannot be won now (a prize whose stock
 * is gone): they keep their place on the wheel but weigh nothing.
 */
export function spinWheel(
  round: FairRound,
  segments: readonly WheelSegment[],
  available: (segment: WheelSegment, index: number) => boolean = () => true,
): WheelOutcome {
  const [float] = roundFloats(round, 1) as [number];
  const weights = segments.map((segment, index) => (available(segment, index) ? segment.weight : 0));
  return { index: weightedChoiceOf(float, weights), float };
}

/** The probability of each segment, as the rules show it. */
export function segmentOdds(segments: readonly WheelSegment[]): number[] {
  const total = segments.reduce((sum, segment) => sum + segment.weight, 0);
  return segments.map((segment) => segment.weight / total);
}
