/** Digits after the decimal point of a currency's minor unit (ISO 4217); 2 unless listed. */
const minorDigits: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, CLP: 0, ISK: 0, UGX: 0, PYG: 0 };

export function currencyScale(currency: string): number {
  return minorDigits[currency] ?? 2;
}

/** Exact decimal text of an amount in minor units: 123456n, 'PHP' → '1234.56'. */
export function formatMinor(amountMinor: bigint, currency: string): string {
  const scale = currencyScale(currency);
  const negative = amountMinor < 0n;
  const digits = (negative ? -amountMinor : amountMinor).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
