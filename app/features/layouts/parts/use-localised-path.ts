import { useCallback } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { localisedPath } from '#shared/i18n/detect-language.ts';
import { isLanguageCode } from '#shared/i18n/languages.ts';
import { defaultLanguageOf } from '#app/features/site/site-state.ts';
import { useSite } from '#app/features/site/site-store.tsx';

/**
 * Maps a plain path (`/slots`) to the current language's path (`/cn/slots`), so that links in the
 * frames keep the visitor in the language they chose.
 */
export function useLocalisedPath(): (path: string) => string {
  const { i18n } = useTranslation();
  const defaultLanguage = useSite(defaultLanguageOf);
  const language = isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
  return useCallback(
    (path: string) => localisedPath(path, language, defaultLanguage),
    [language, defaultLanguage],
  );
}
