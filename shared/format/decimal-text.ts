/**
 * Exact decimal arithmetic on text. Amounts reach the client as decimal strings (or as numbers from
 * older payloads); converting them to floats would show 0.1 + 0.2 as 0.30000000000000004, so the
 * display and progress rules work on the digits instead.
 */

/** A finite decimal as sign and digit strings: `whole` has no leading zeros ('0' at least). */
export interface DecimalParts {
  negative: boolean;
  whole: string;
  /** Digits after the point as written, trailing zeros included ('' when none). */
  fraction: string;
}

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

// An exponent this large is no amount; refusing it keeps a hostile string from expanding into
// millions of zeros. Every finite JS number has an exponent within ±324.
const maxExponent = 400;

/**
 * Parses a number or a decimal string ('12.50', '-0.5', '.5', '1e-7') exactly. Surrounding
 * whitespace is ignored. Returns null for anything that is not a finite decimal.
 */
export function parseDecimal(value: number | string): DecimalParts | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // String(number) is the shortest text that round-trips, so no float noise enters here.
  const match = decimalPattern.exec(String(value).trim());
  if (!match) return null;
  const [, sign, wholeDigits = '', fractionDigits = '', exponentText] = match;
  if (wholeDigits === '' && fractionDigits === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > maxExponent) return null;

  const digits = wholeDigits + fractionDigits;
  let point = wholeDigits.length + exponent;
  let padded = digits;
  if (point < 0) {
    padded = '0'.repeat(-point) + padded;
    point = 0;
  } else if (point > padded.length) {
    padded = padded + '0'.repeat(point - padded.length);
  }
  const whole = padded.slice(0, point).replace(/^0+/, '') || '0';
  return { negative: sign === '-', whole, fraction: padded.slice(point) };
}

export function isZeroDecimal(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.whole) && /^0*$/.test(parts.fraction);
}

/** '-12.50' style text; a zero value never carries a minus sign. */
export function decimalToString(parts: DecimalParts): string {
  const sign = parts.negative && !isZeroDecimal(parts) ? '-' : '';
  return `${sign}${parts.whole}${parts.fraction === '' ? '' : `.${parts.fraction}`}`;
}

/** The value × 10^scale as an integer, truncated toward zero. */
export function scaledBigInt(parts: DecimalParts, scale: number): bigint {
  const fraction = parts.fraction.slice(0, scale).padEnd(scale, '0');
  const magnitude = BigInt(parts.whole + fraction);
  return parts.negative ? -magnitude : magnitude;
}

/** Inverse of scaledBigInt: the integer read with `scale` digits after the point. */
export function fromScaledBigInt(value: bigint, scale: number): DecimalParts {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  return {
    negative,
    whole: whole.replace(/^0+/, '') || '0',
    fraction: scale === 0 ? '' : digits.slice(-scale),
  };
}

/** Exact sum; the result has as many fraction digits as the longer operand. */
export function addDecimals(a: DecimalParts, b: DecimalParts): DecimalParts {
  const scale = Math.max(a.fraction.length, b.fraction.length);
  return fromScaledBigInt(scaledBigInt(a, scale) + scaledBigInt(b, scale), scale);
}
