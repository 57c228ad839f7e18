import type { AmountLimitsSetting, PaymentsSetting } from '#shared/brand/brand-schema.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import { currencyScale, formatMinor } from '#shared/money/currency.ts';
import { ApiError } from '#server/http/api-error.ts';

/**
 * Smallest and largest amount of one withdrawal or deposit, in major units of the brand's currency:
 * the brand document's `payments` (shared/brand/brand-schema.ts), defaults included.
 */
export type AmountLimits = AmountLimitsSetting;

/**
 * The brand's withdrawal limits for a player whose VIP level raises the maximum by `upliftPercent`:
 * max × (100 + uplift) / 100, rounded down to the currency's minor unit (decision 0035).
 */
export function withdrawalLimits(
  payments: PaymentsSetting,
  currency: string,
  upliftPercent = 0,
): AmountLimits {
  const { min, max } = payments.withdrawal;
  if (upliftPercent === 0) return { min, max };
  const raised = (toMinorUnits(max, currency) * BigInt(100 + upliftPercent)) / 100n;
  return { min, max: formatMinor(raised, currency) };
}

/** A decimal text in minor units of the currency; invalidAmount when it has more digits than the currency. */
export function toMinorUnits(amount: string, currency: string): bigint {
  const parts = parseDecimal(amount);
  const scale = currencyScale(currency);
  if (!parts || parts.negative || parts.whole.length > 20 || parts.fraction.replace(/0+$/, '').length > scale)
    throw new ApiError('invalidAmount', 400);
  return scaledBigInt(parts, scale);
}

/** The amount in minor units, checked against the limits: invalidAmount, belowMinimum, aboveMaximum. */
export function checkedAmount(amount: string, currency: string, limits: AmountLimits): bigint {
  const minor = toMinorUnits(amount, currency);
  if (minor <= 0n) throw new ApiError('invalidAmount', 400);
  if (minor < toMinorUnits(limits.min, currency)) throw new ApiError('belowMinimum');
  if (minor > toMinorUnits(limits.max, currency)) throw new ApiError('aboveMaximum');
  return minor;
}
