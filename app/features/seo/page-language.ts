import { languageOfPath } from '#shared/i18n/detect-language.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';

/**
 * The language a page request is rendered in, as a route loader can tell on its own (loaders run
 * in parallel with the root's): the path prefix names it, and an unprefixed path is the brand's
 * default language, because the root redirects any other detected language to its prefix.
 */
export function pageLanguage(
  pathname: string,
  languages: { default: LanguageCode; enabled: readonly LanguageCode[] },
): LanguageCode {
  const prefixed = languageOfPath(pathname);
  return prefixed && languages.enabled.includes(prefixed) ? prefixed : languages.default;
}
