import { describe, expect, it } from 'vitest';
import { readCookie } from './browser-cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; language=CN; viewport=mobile', 'language')).toBe('CN');
    expect(readCookie('next=%2Fcn%2Fslots', 'next')).toBe('/cn/slots');
    expect(readCookie('x=a=b', 'x')).toBe('a=b');
  });

  it('answers undefined for an absent cookie, a name that only starts alike, or no header', () => {
    expect(readCookie('languages=CN', 'language')).toBeUndefined();
    expect(readCookie('', 'language')).toBeUndefined();
    expect(readCookie(null, 'language')).toBeUndefined();
  });

  it('treats a value that is not valid percent-encoding as absent instead of throwing', () => {
    expect(readCookie('language=%E0%A4%A', 'language')).toBeUndefined();
    expect(readCookie('viewport=%; language=EN', 'language')).toBe('EN');
  });
});
