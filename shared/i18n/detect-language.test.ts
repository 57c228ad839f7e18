import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  languageOfPath,
  languagesFromAcceptLanguage,
  localisedPath,
  stripLanguagePrefix,
} from './detect-language.ts';

describe('language detection (spec §4: cookie, then browser languages, then default or fallback)', () => {
  const enabled = ['EN', 'CN', 'PHP'] as const;

  it('prefers the saved cookie', () => {
    expect(detectLanguage({ cookie: 'cn', browserLanguages: ['PHP'], enabled, brandDefault: 'EN' })).toBe(
      'CN',
    );
  });

  it('then the browser languages in order', () => {
    expect(
      detectLanguage({ cookie: null, browserLanguages: ['RUS', 'PHP'], enabled, brandDefault: 'EN' }),
    ).toBe('PHP');
  });

  it('then the brand default, then EN', () => {
    expect(detectLanguage({ cookie: 'XX', browserLanguages: ['RUS'], enabled, brandDefault: 'CN' })).toBe(
      'CN',
    );
    expect(detectLanguage({ browserLanguages: [], enabled: ['EN', 'ESP'], brandDefault: 'RUS' })).toBe('EN');
  });

  it('reads Accept-Language by quality', () => {
    expect(languagesFromAcceptLanguage('ru;q=0.5, zh-CN, fil;q=0.8, de')).toEqual(['CN', 'PHP', 'RUS']);
    expect(languagesFromAcceptLanguage('')).toEqual([]);
  });
});

describe('locale-prefixed paths', () => {
  it('reads and strips the prefix', () => {
    expect(languageOfPath('/cn/slots')).toBe('CN');
    expect(languageOfPath('/slots')).toBeUndefined();
    expect(stripLanguagePrefix('/cn/slots')).toBe('/slots');
    expect(stripLanguagePrefix('/cn')).toBe('/');
  });

  it('reads only a whole first segment as a language, whatever follows it', () => {
    expect(languageOfPath('/')).toBeUndefined();
    expect(languageOfPath('')).toBeUndefined();
    expect(languageOfPath('/CN/slots/')).toBe('CN');
    expect(languageOfPath('/cnx/slots')).toBeUndefined();
    expect(languageOfPath('/slots/cn')).toBeUndefined();
    expect(stripLanguagePrefix('/cn/')).toBe('/');
    expect(stripLanguagePrefix('/php/slots/jili/')).toBe('/slots/jili/');
    expect(stripLanguagePrefix('/php//about')).toBe('//about');
    expect(stripLanguagePrefix('/cnx/slots')).toBe('/cnx/slots');
    expect(stripLanguagePrefix('/')).toBe('/');
  });

  it('gives the default language no prefix', () => {
    expect(localisedPath('/slots', 'CN', 'EN')).toBe('/cn/slots');
    expect(localisedPath('/cn/slots', 'EN', 'EN')).toBe('/slots');
    expect(localisedPath('/', 'ESP', 'EN')).toBe('/esp');
    expect(localisedPath('/esp/vip', 'RUS', 'EN')).toBe('/rus/vip');
  });
});
