import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  decimalToString,
  fromScaledBigInt,
  parseDecimal,
  scaledBigInt,
} from './decimal-text.ts';

function text(value: number | string): string | null {
  const parts = parseDecimal(value);
  return parts && decimalToString(parts);
}

describe('parseDecimal', () => {
  it('reads decimal strings exactly, keeping the written decimals', () => {
    expect(text('1234.50')).toBe('1234.50');
    expect(text('007.25')).toBe('7.25');
    expect(text('.5')).toBe('0.5');
    expect(text('5.')).toBe('5');
    expect(text('+3')).toBe('3');
    expect(text(' -12.345 ')).toBe('-12.345');
    expect(text('-0.00')).toBe('0.00');
  });

  it('expands exponent notation of numbers and strings', () => {
    expect(text(1e-7)).toBe('0.0000001');
    expect(text(1.5e21)).toBe('1500000000000000000000');
    expect(text('2.5E3')).toBe('2500');
    expect(text('125e-2')).toBe('1.25');
  });

  it('refuses what is not a finite decimal', () => {
    for (const value of [
      Number.NaN,
      Infinity,
      -Infinity,
      '',
      ' ',
      '.',
      '-',
      'abc',
      '1.2.3',
      '1,000',
      '0x10',
      '1e99999',
    ])
      expect(parseDecimal(value)).toBeNull();
  });

  it('round-trips every finite number through its shortest text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(Number(text(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('exact arithmetic', () => {
  it('adds without float error: 0.1 + 0.2 is 0.3', () => {
    const sum = addDecimals(parseDecimal('0.1')!, parseDecimal('0.2')!);
    expect(decimalToString(sum)).toBe('0.3');
    expect(decimalToString(addDecimals(parseDecimal('1500.50')!, parseDecimal('-2000')!))).toBe('-499.50');
  });

  it('scales with truncation toward zero and back', () => {
    expect(scaledBigInt(parseDecimal('12.3456')!, 2)).toBe(1234n);
    expect(scaledBigInt(parseDecimal('-12.3456')!, 2)).toBe(-1234n);
    expect(decimalToString(fromScaledBigInt(-5n, 2))).toBe('-0.05');
  });

  it('sums of integers match bigint sums', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), fc.integer({ min: 0, max: 8 }), (a, b, scale) => {
        const sum = addDecimals(fromScaledBigInt(a, scale), fromScaledBigInt(b, scale));
        expect(scaledBigInt(sum, scale)).toBe(a + b);
      }),
    );
  });
});
