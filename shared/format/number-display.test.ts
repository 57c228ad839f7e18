import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberDisplay } from './number-display.ts';

describe('number display (spec section 5)', () => {
  it('"zero shows nothing"', () => {
    for (const zero of [0, -0, '0', '0.00', '-0.0', '000.0000']) expect(formatNumberDisplay(zero)).toBe('');
  });

  it('"Decimals are trimmed to 4 places by default" — by truncation, never rounding', () => {
    expect(formatNumberDisplay(1.23456789)).toBe('1.2345');
    expect(formatNumberDisplay('9.99999')).toBe('9.9999');
    expect(formatNumberDisplay('123456.78919')).toBe('123456.7891');
    expect(formatNumberDisplay(-2.71828)).toBe('-2.7182');
  });

  it('keeps the decimals a string is written with up to the limit, adds none', () => {
    expect(formatNumberDisplay('1234.50')).toBe('1234.50');
    expect(formatNumberDisplay('7.00000')).toBe('7.0000');
    expect(formatNumberDisplay(1.5)).toBe('1.5');
    expect(formatNumberDisplay(7.00001)).toBe('7');
    expect(formatNumberDisplay(42)).toBe('42');
    expect(formatNumberDisplay('0.1')).toBe('0.1');
  });

  it('"fewer when the trimming option is on and the value is 10 or more": 2 places', () => {
    expect(formatNumberDisplay('10.98765', { trim: true })).toBe('10.98');
    expect(formatNumberDisplay(12345.6789, { trim: true })).toBe('12345.67');
    expect(formatNumberDisplay('-15.129', { trim: true })).toBe('-15.12');
    expect(formatNumberDisplay('9.98765', { trim: true })).toBe('9.9876');
    expect(formatNumberDisplay('9.99999999999999999', { trim: true })).toBe('9.9999');
    expect(formatNumberDisplay('10.98765')).toBe('10.9876');
  });

  it('works on the digits, so large and long decimal strings show exactly', () => {
    expect(formatNumberDisplay('12345678901234567890.123456')).toBe('12345678901234567890.1234');
    expect(formatNumberDisplay(0.1 + 0.2)).toBe('0.3');
    expect(formatNumberDisplay(1e-7)).toBe('');
    expect(formatNumberDisplay(1e21)).toBe('1000000000000000000000');
  });

  it('a value that truncates to zero also shows nothing', () => {
    expect(formatNumberDisplay('0.00001')).toBe('');
    expect(formatNumberDisplay('-0.009', { trim: true })).toBe('-0.009');
    expect(formatNumberDisplay('10.001', { trim: true })).toBe('10.00');
  });

  it('has no thousands separators', () => {
    expect(formatNumberDisplay(1234567.5)).toBe('1234567.5');
  });

  it('shows nothing for input that is not a number', () => {
    for (const bad of [Number.NaN, Infinity, '', 'abc', '1,000']) expect(formatNumberDisplay(bad)).toBe('');
  });

  it('never shows more than 4 decimals (2 with trimming at 10 or more) and never rounds up', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.stringMatching(/^-?\d{1,25}(\.\d{1,12})?$/),
        ),
        fc.boolean(),
        (value, trim) => {
          const shown = formatNumberDisplay(value, { trim });
          const decimals = shown.split('.')[1] ?? '';
          // Strings are compared by their integer digits: Number('9.99999999999999999') is 10.
          const atLeastTen = typeof value === 'number' ? Math.abs(value) >= 10 : /^-?0*[1-9]\d/.test(value);
          const limit = trim && atLeastTen ? 2 : 4;
          expect(decimals.length).toBeLessThanOrEqual(limit);
          if (shown === '') return;
          // Truncation: the shown magnitude never exceeds the value's.
          expect(Math.abs(Number(shown))).toBeLessThanOrEqual(Math.abs(Number(value)));
        },
      ),
    );
  });
});
