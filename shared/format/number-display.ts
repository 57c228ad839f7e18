import { decimalToString, isZeroDecimal, parseDecimal } from './decimal-text.ts';

/** Spec section 5: "Decimals are trimmed to 4 places by default". */
const defaultDecimalPlaces = 4;
/** "...or fewer when the trimming option is on and the value is 10 or more": we use 2. */
const trimmedDecimalPlaces = 2;
const trimThreshold = 10;

export interface NumberDisplayOptions {
  /** Shows values of 10 or more (in magnitude) with at most 2 decimals instead of 4. */
  trim?: boolean;
}

/**
 * The number display rule of spec section 5: "zero shows nothing. Decimals are trimmed to 4 places
 * by default, or fewer when the trimming option is on and the value is 10 or more."
 *
 * Decisions where the spec is silent:
 * - Extra decimals are truncated (cut off toward zero), never rounded: a balance of 9.99999 must not
 *   show as 10.0000, more than the player holds.
 * - A decimal string keeps the decimals it is written with, up to the limit ('1234.50' stays
 *   '1234.50': the server writes amounts at the currency's scale). A number has no written scale,
 *   so trailing zeros left by the cut are dropped: 0.1 + 0.2 (0.30000000000000004) shows '0.3'.
 * - "Zero" is the value as shown: a value that truncates to zero (0.00001) shows nothing too,
 *   rather than '0.0000'.
 * - The "10 or more" test uses the magnitude, so -12.345 is trimmed like 12.345.
 * - No thousands separators: the rule is only about decimals.
 * - Input that is not a finite decimal (NaN, 'abc', '') shows nothing.
 * Strings are handled digit by digit, so no float rounding error can appear.
 */
export function formatNumberDisplay(value: number | string, options: NumberDisplayOptions = {}): string {
  const parts = parseDecimal(value);
  if (!parts) return '';
  const atLeastThreshold = BigInt(parts.whole) >= BigInt(trimThreshold);
  const places = options.trim && atLeastThreshold ? trimmedDecimalPlaces : defaultDecimalPlaces;
  const kept = parts.fraction.slice(0, places);
  const shown = { ...parts, fraction: typeof value === 'number' ? kept.replace(/0+$/, '') : kept };
  return isZeroDecimal(shown) ? '' : decimalToString(shown);
}
