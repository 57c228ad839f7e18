import { describe, expect, it } from 'vitest';
import { localLanguageOf, readsLocalTexts } from './local-language.ts';

describe("a brand's local language (the language of its local_ CMS and SEO texts)", () => {
  it('is the default language when that is not English', () => {
    expect(localLanguageOf({ default: 'ESP', enabled: ['ESP', 'EN'] })).toBe('ESP');
    expect(localLanguageOf({ default: 'CN', enabled: ['CN', 'EN', 'MMK'] })).toBe('CN');
  });

  it('else the first other enabled language, and none for an English-only brand', () => {
    expect(localLanguageOf({ default: 'EN', enabled: ['EN', 'PHP', 'CN'] })).toBe('PHP');
    expect(localLanguageOf({ default: 'EN', enabled: ['EN'] })).toBeUndefined();
  });

  it('is the only language that reads local_ texts: others read en_', () => {
    const lucky = { default: 'EN', enabled: ['EN', 'PHP', 'CN'] } as const;
    expect(readsLocalTexts('PHP', lucky)).toBe(true);
    expect(readsLocalTexts('CN', lucky)).toBe(false);
    expect(readsLocalTexts('EN', lucky)).toBe(false);
    expect(readsLocalTexts('MMK', { default: 'CN', enabled: ['CN', 'EN', 'MMK'] })).toBe(false);
  });
});
