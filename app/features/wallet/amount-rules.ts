import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';
import { currencyScale } from '#shared/money/currency.ts';
import { amountField } from '#shared/contract/payment-contract.ts';
import type { FieldProblem } from '#app/features/forms/field-rules.ts';

/** Smallest and largest amount, exact decimal text in major units ('100.00'). */
export interface AmountLimits {
  min: string;
  max: string;
}

const invalidAmount: FieldProblem = { key: 'invalidAmount' };

/**
 * Cleans what reaches the amount field (typed, pasted, autofilled): digits and one point, at most
 * as many decimals as the currency has, no leading zeros ('007' → '7'). '' stays ''.
 */
export function cleanAmountInput(text: string, currency: string): string {
  const scale = currencyScale(currency);
  const kept = text.replace(/,/g, '').replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let whole = point === -1 ? kept : kept.slice(0, point);
  const fraction = point === -1 ? null : kept.slice(point + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null || scale === 0) return whole.slice(0, 20);
  return `${(whole || '0').slice(0, 20)}.${fraction.slice(0, scale)}`;
}

/** The amount in minor units of the currency, or null when it is not an amount the contract takes. */
export function amountMinorUnits(value: string, currency: string): bigint | null {
  if (!amountField.safeParse(value).success) return null;
  const parts = parseDecimal(value);
  if (!parts || parts.fraction.replace(/0+$/, '').length > currencyScale(currency)) return null;
  return scaledBigInt(parts, currencyScale(currency));
}

/** A limit as the message shows it: the number display rule of spec §5 with the currency. */
export function limitText(limit: string, currency: string): string {
  return `${currency} ${formatNumberDisplay(limit, { trim: true }) || '0'}`;
}

/**
 * The problem of an amount the player typed, checked as the server will (decision 0009): required,
 * a positive amount with at most the currency's decimals, within the limits and, for a withdrawal,
 * not more than the available balance. Compared exactly in minor units, never as floats.
 */
export function amountProblem(
  value: string,
  options: { currency: string; limits: AmountLimits | null; available?: string },
): FieldProblem | null {
  const { currency, limits, available } = options;
  if (value.trim() === '') return { key: 'required' };
  const minor = amountMinorUnits(value.trim(), currency);
  if (minor === null || minor <= 0n) return invalidAmount;
  if (limits) {
    const min = amountMinorUnits(limits.min, currency);
    const max = amountMinorUnits(limits.max, currency);
    if (min !== null && minor < min)
      return { key: 'amountMin', values: { min: limitText(limits.min, currency) } };
    if (max !== null && minor > max)
      return { key: 'amountMax', values: { max: limitText(limits.max, currency) } };
  }
  if (available !== undefined) {
    const parts = parseDecimal(available);
    const availableMinor = parts ? scaledBigInt(parts, currencyScale(currency)) : 0n;
    if (minor > availableMinor) return { key: 'amountAboveBalance' };
  }
  return null;
}

/** 1, 2, 5, 10, 20, 50, … */
function* niceAmounts(): Generator<bigint> {
  for (let power = 1n; ; power *= 10n) for (const step of [1n, 2n, 5n]) yield step * power;
}

/**
 * Quick-pick amounts for the limits: up to `count` round amounts (1-2-5 steps, whole units of
 * the currency) from the minimum up, none above the maximum.
 */
export function amountPresets(limits: AmountLimits, currency: string, count = 6): string[] {
  const scale = 10n ** BigInt(currencyScale(currency));
  const min = amountMinorUnits(limits.min, currency);
  const max = amountMinorUnits(limits.max, currency);
  if (min === null || max === null || max < min) return [];
  const presets: string[] = [];
  for (const whole of niceAmounts()) {
    const minor = whole * scale;
    if (minor > max || presets.length >= count) break;
    if (minor >= min) presets.push(whole.toString());
  }
  return presets;
}
