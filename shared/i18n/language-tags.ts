import type { LanguageCode } from './languages.ts';

/** BCP 47 tags of our language codes, for hreflang and the web app manifest. */
export const languageTags: Record<LanguageCode, string> = {
  EN: 'en',
  PHP: 'fil',
  CN: 'zh-CN',
  ESP: 'es',
  RUS: 'ru',
  MMK: 'my',
  MNT: 'mn',
  IDR: 'id',
};

/** Spec §9: these have empty message sets, so their pages read in English. */
const englishFallback: readonly LanguageCode[] = ['MMK', 'MNT', 'IDR'];

/**
 * The `lang` of <html>: the language the page text is actually in, so that screen readers pick
 * the right voice. MMK, MNT and IDR pages show the EN texts, so they are `en` here even though
 * their hreflang (the audience the URL serves) is `my`, `mn`, `id`.
 */
export function htmlLang(language: LanguageCode): string {
  return englishFallback.includes(language) ? 'en' : languageTags[language];
}

/** The primary subtag, lower-cased: `zh-CN` → `zh`. */
export function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
