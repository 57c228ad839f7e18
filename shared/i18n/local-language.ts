import type { LanguageCode } from './languages.ts';

/**
 * The brand's local language, the one its operator writes the `local_` CMS and SEO texts in: the
 * default language when that is not English, else the first other enabled language. A brand that
 * only speaks English has none. Every other language reads the `en_` texts: a Chinese page on a
 * Filipino brand must not show the Filipino body.
 */
export function localLanguageOf(languages: {
  default: LanguageCode;
  enabled: readonly LanguageCode[];
}): LanguageCode | undefined {
  if (languages.default !== 'EN') return languages.default;
  return languages.enabled.find((code) => code !== 'EN');
}

/** Whether a page in `language` shows the `local_` texts of a brand with these languages. */
export function readsLocalTexts(
  language: LanguageCode,
  languages: { default: LanguageCode; enabled: readonly LanguageCode[] },
): boolean {
  return language !== 'EN' && language === localLanguageOf(languages);
}
