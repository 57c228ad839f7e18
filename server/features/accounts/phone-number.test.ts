import { describe, expect, it } from 'vitest';
import { mobileNumberE164 } from './phone-number.ts';

describe('a mobile number as a player on a Philippine brand types it', () => {
  it.each([
    '0917 123 4567',
    '09171234567',
    '0917-123-4567',
    '(0917) 123 4567',
    '+63 917 123 4567',
    '+639171234567',
    '639171234567',
    '00639171234567',
    '0063 917 123 4567',
  ])('%j is +639171234567', (typed) => {
    expect(mobileNumberE164(typed, 'PH')).toBe('+639171234567');
  });

  it('a number of another country typed with its country code is that number', () => {
    expect(mobileNumberE164('+44 7911 123456', 'PH')).toBe('+447911123456');
    expect(mobileNumberE164('0044 7911 123456', 'PH')).toBe('+447911123456');
  });

  it.each([
    ['02 8123 4567', 'a Manila landline'],
    ['+63 2 8123 4567', 'a Manila landline, international'],
    ['0917 123', 'too short'],
    ['0917 123 4567 89', 'too long'],
    ['0917 123 456a', 'a letter'],
    ['', 'nothing'],
    ['++639171234567', 'two plus signs'],
  ])('%j (%s) is refused', (typed) => {
    expect(mobileNumberE164(typed, 'PH')).toBeNull();
  });
});

describe('the brand country is the default region', () => {
  it('the same local digits are different numbers on different brands', () => {
    expect(mobileNumberE164('07911 123456', 'GB')).toBe('+447911123456');
    expect(mobileNumberE164('612 345 678', 'ES')).toBe('+34612345678');
    expect(mobileNumberE164('138 1234 5678', 'CN')).toBe('+8613812345678');
    expect(mobileNumberE164('0917 123 4567', 'GB')).toBeNull();
  });

  it('a US number is taken although its plan does not tell mobiles from landlines', () => {
    expect(mobileNumberE164('(201) 555-0123', 'US')).toBe('+12015550123');
  });

  it('a brand without a country reads only international forms', () => {
    expect(mobileNumberE164('+63 917 123 4567', null)).toBe('+639171234567');
    expect(mobileNumberE164('639171234567', null)).toBe('+639171234567');
    expect(mobileNumberE164('00639171234567', null)).toBe('+639171234567');
    expect(mobileNumberE164('0917 123 4567', null)).toBeNull();
  });
});
