import { describe, expect, it } from 'vitest';
import { amountMinorUnits, amountPresets, amountProblem, cleanAmountInput } from './amount-rules.ts';

const php = { currency: 'PHP', limits: { min: '100.00', max: '50000.00' } };

describe('amountProblem', () => {
  it('asks for an amount, then a well-formed positive one', () => {
    expect(amountProblem('', php)).toEqual({ key: 'required' });
    expect(amountProblem('   ', php)).toEqual({ key: 'required' });
    for (const bad of ['abc', '-5', '1e3', '0', '0.00', '12.345', '.', '1.2.3'])
      expect(amountProblem(bad, { ...php, limits: null }), bad).toEqual({ key: 'invalidAmount' });
  });

  it('checks the limits exactly, with the limit in the message as the page shows it', () => {
    expect(amountProblem('99.99', php)).toEqual({ key: 'amountMin', values: { min: 'PHP 100.00' } });
    expect(amountProblem('100', php)).toBeNull();
    expect(amountProblem('50000.00', php)).toBeNull();
    expect(amountProblem('50000.01', php)).toEqual({ key: 'amountMax', values: { max: 'PHP 50000.00' } });
    // Far beyond what a float holds exactly: still compared digit by digit.
    expect(amountProblem('90071992547409930', php)).toMatchObject({ key: 'amountMax' });
  });

  it('refuses more than the available balance (a withdrawal)', () => {
    expect(amountProblem('300.01', { ...php, available: '300.00' })).toEqual({ key: 'amountAboveBalance' });
    expect(amountProblem('300', { ...php, available: '300.00' })).toBeNull();
    expect(amountProblem('150', { ...php, available: '0' })).toEqual({ key: 'amountAboveBalance' });
  });

  it('knows currencies without decimals', () => {
    expect(amountProblem('1000.5', { currency: 'JPY', limits: null })).toEqual({ key: 'invalidAmount' });
    expect(amountMinorUnits('1000', 'JPY')).toBe(1000n);
    expect(amountMinorUnits('12.5', 'PHP')).toBe(1250n);
  });
});

describe('amountProblem runs the contract amount field', () => {
  const limits = { currency: 'PHP', limits: { min: '100', max: '50000' }, available: '1000' };

  it('gives the same keys as the hand-written pattern did for what the field lets in', () => {
    const rows: [string, unknown][] = [
      ['', { key: 'required' }],
      ['0', { key: 'invalidAmount' }],
      ['0.00', { key: 'invalidAmount' }],
      ['10', { key: 'amountMin', values: { min: 'PHP 100' } }],
      ['10.5', { key: 'amountMin', values: { min: 'PHP 100' } }],
      ['10.505', { key: 'invalidAmount' }],
      ['.5', { key: 'invalidAmount' }],
      ['1,000', { key: 'invalidAmount' }],
      ['100', null],
      ['50000', { key: 'amountAboveBalance' }],
      ['50001', { key: 'amountMax', values: { max: 'PHP 50000' } }],
      ['12345678901234567890', { key: 'amountMax', values: { max: 'PHP 50000' } }],
    ];
    for (const [input, problem] of rows) expect(amountProblem(input, limits), input).toEqual(problem);
  });

  it('refuses at the field what the old pattern let through and deposit or withdraw refused', () => {
    // A point with no decimals yet, leading zeros, 21 digits: the contract's invalidAmount.
    for (const input of ['100.', '007', '1'.repeat(21)])
      expect(amountProblem(input, limits), input).toEqual({ key: 'invalidAmount' });
    expect(amountProblem('10.', { currency: 'JPY', limits: null })).toEqual({ key: 'invalidAmount' });
  });
});

describe('cleanAmountInput', () => {
  it('keeps digits and one point, at most the currency decimals, no leading zeros', () => {
    expect(cleanAmountInput('1,250.505', 'PHP')).toBe('1250.50');
    expect(cleanAmountInput('PHP 00500', 'PHP')).toBe('500');
    expect(cleanAmountInput('.5', 'PHP')).toBe('0.5');
    expect(cleanAmountInput('1.2.3', 'PHP')).toBe('1.23');
    expect(cleanAmountInput('-20', 'PHP')).toBe('20');
    expect(cleanAmountInput('99.9', 'JPY')).toBe('99');
    expect(cleanAmountInput('', 'PHP')).toBe('');
  });
});

describe('amountPresets', () => {
  it('offers round amounts from the minimum up, none above the maximum', () => {
    expect(amountPresets({ min: '10.00', max: '50000.00' }, 'PHP')).toEqual([
      '10',
      '20',
      '50',
      '100',
      '200',
      '500',
    ]);
    expect(amountPresets({ min: '100.00', max: '500000.00' }, 'PHP')).toEqual([
      '100',
      '200',
      '500',
      '1000',
      '2000',
      '5000',
    ]);
    expect(amountPresets({ min: '150.00', max: '1000.00' }, 'PHP')).toEqual(['200', '500', '1000']);
    expect(amountPresets({ min: '10', max: '5' }, 'PHP')).toEqual([]);
  });
});
