import type { WheelSegmentSetting } from '#shared/brand/brand-schema.ts';
import type { FairRound } from '#shared/fair/provably-fair.ts';
import { spinWheel } from '#shared/house/prize-wheel.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import { currencyScale } from '#shared/money/currency.ts';

/**
 * The rules the minigame wheel and the daily spin share between the server that spins and the
 * /fairness verifier that recomputes a spin (decision 0037).
 */

export type WheelPrize = WheelSegmentSetting['prize'];

/**
 * Where a spin stops given which segments can still be won (false: sold out). The verifier takes
 * the weights and the sold-out list the spin was played with, so it recomputes exactly this.
 */
export function wheelStop(
  round: FairRound,
  weights: readonly number[],
  available: readonly boolean[],
): number {
  const segments = weights.map((weight, index) => ({ id: String(index), weight, prize: null }));
  return spinWheel(round, segments, (_segment, index) => available[index] !== false).index;
}

/** A prize in the units the ledger counts: minor units for cash, whole tokens or spins otherwise. */
export function prizeUnits(prize: WheelPrize, currency: string): bigint {
  if (prize.type === 'none') return 0n;
  const parts = parseDecimal(prize.amount);
  if (!parts) throw new Error(`invalid prize amount ${prize.amount}`);
  return scaledBigInt(parts, prize.type === 'cash' ? currencyScale(currency) : 0);
}
