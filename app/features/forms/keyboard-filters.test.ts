import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphabetOnly, isAllowedAlphabetKey, isAllowedNumberKey, strictNumber } from './keyboard-filters.ts';

describe('alphabet-only field: "accepts letters A-Z, a-z and space"', () => {
  it('keeps letters and spaces and drops everything else', () => {
    expect(alphabetOnly('Juan Dela Cruz')).toBe('Juan Dela Cruz');
    expect(alphabetOnly('J0hn_Smith-3rd!')).toBe('JhnSmithrd');
    expect(alphabetOnly('José Müller')).toBe('Jos Mller');
    expect(alphabetOnly('张伟 Li')).toBe(' Li');
    expect(alphabetOnly('a\tb\nc')).toBe('abc');
  });

  it('never outputs a character other than A-Z, a-z and space, and keeps those in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        const output = alphabetOnly(input);
        expect(output).toMatch(/^[A-Za-z ]*$/);
        expect(output).toBe([...input].filter((ch) => /^[A-Za-z ]$/.test(ch)).join(''));
      }),
    );
  });

  it('keydown: letters and space pass, digits and symbols are blocked', () => {
    for (const key of ['a', 'z', 'A', 'Z', ' ']) expect(isAllowedAlphabetKey(key)).toBe(true);
    for (const key of ['0', '9', '-', '_', '.', 'é', 'ß', '字', 'Dead', 'Process', 'Unidentified'])
      expect(isAllowedAlphabetKey(key)).toBe(false);
  });
});

describe('strict-number field: "accepts only digits"', () => {
  it('keeps digits only', () => {
    expect(strictNumber('09171234567')).toBe('09171234567');
    expect(strictNumber('+63 917-123-4567')).toBe('639171234567');
    expect(strictNumber('-12.50')).toBe('1250');
    expect(strictNumber('1e5')).toBe('15');
    expect(strictNumber('١٢٣')).toBe('');
  });

  it('never outputs a non-digit and keeps the digits in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        const output = strictNumber(input);
        expect(output).toMatch(/^[0-9]*$/);
        expect(output).toBe([...input].filter((ch) => /^[0-9]$/.test(ch)).join(''));
      }),
    );
  });

  it('keydown: digits pass, letters, signs, decimal point and space are blocked', () => {
    for (const key of ['0', '5', '9']) expect(isAllowedNumberKey(key)).toBe(true);
    for (const key of ['a', 'e', 'E', '+', '-', '.', ',', ' ', '٣'])
      expect(isAllowedNumberKey(key)).toBe(false);
  });
});

describe('keydown control keys stay usable in both fields', () => {
  const controls = [
    'Backspace',
    'Delete',
    'Tab',
    'Enter',
    'Escape',
    'ArrowLeft',
    'ArrowRight',
    'Home',
    'End',
  ];

  it.each(controls)('%s is allowed', (key) => {
    expect(isAllowedAlphabetKey(key)).toBe(true);
    expect(isAllowedNumberKey(key)).toBe(true);
  });

  it('Ctrl/Cmd shortcuts (paste, select all) are allowed; the value filter cleans the result', () => {
    expect(isAllowedNumberKey('v', { ctrlKey: true })).toBe(true);
    expect(isAllowedAlphabetKey('a', { metaKey: true })).toBe(true);
    expect(isAllowedNumberKey('v', { ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('a single typed character is allowed exactly when the value filter would keep it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), (key) => {
        expect(isAllowedAlphabetKey(key)).toBe(alphabetOnly(key) === key);
        expect(isAllowedNumberKey(key)).toBe(strictNumber(key) === key);
      }),
    );
  });
});
