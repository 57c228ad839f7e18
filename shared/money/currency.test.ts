import { describe, expect, it } from 'vitest';
import { currencyScale, formatMinor } from './currency.ts';

describe('formatMinor', () => {
  it('writes exact decimals from minor units', () => {
    expect(formatMinor(123456n, 'PHP')).toBe('1234.56');
    expect(formatMinor(5n, 'USD')).toBe('0.05');
    expect(formatMinor(0n, 'EUR')).toBe('0.00');
    expect(formatMinor(-1999n, 'EUR')).toBe('-19.99');
    expect(formatMinor(9007199254740993n, 'USD')).toBe('90071992547409.93');
  });

  it('uses the currency scale of ISO 4217', () => {
    expect(currencyScale('JPY')).toBe(0);
    expect(formatMinor(1500n, 'JPY')).toBe('1500');
    expect(currencyScale('PHP')).toBe(2);
  });
});
