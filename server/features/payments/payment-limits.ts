import { parseDecimal, scaledBigInt } from '../../../shared/format/decimal-text.ts';
import { currencyScale } from '../../../shared/money/currency.ts';
import { ApiError } from '../../http/api-error.ts';

/**
 * Smallest and largest amount of one withdrawal or deposit, in major units of the brand's currency.
 * Decision: the brand document has no field for them, so they live here — defaults per currency,
 * overridden per brand code (none yet).
 */
export interface AmountLimits {
  min: string;
  max: string;
}

export const defaultLimits: AmountLimits = { min: '10', max: '50000' };

export const withdrawalLimitsByCurrency: Readonly<Record<string, AmountLimits>> = {
  PHP: { min: '100', max: '50000' },
};

export const withdrawalLimitsByBrand: Readonly<Record<string, AmountLimits>> = {};

export function withdrawalLimits(brandCode: string, currency: string): AmountLimits {
  return withdrawalLimitsByBrand[brandCode] ?? withdrawalLimitsByCurrency[currency] ?? defaultLimits;
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
