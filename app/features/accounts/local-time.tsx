import { useSyncExternalStore } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { htmlLang } from '#shared/i18n/language-tags.ts';
import { isLanguageCode } from '#shared/i18n/languages.ts';

const noChanges = () => () => {};

/** False in the server render and while hydrating, true after: when the browser's zone may show. */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A date (and time) in the page language. The server does not know the player's time zone, so
 * the server render and hydration show UTC (identical on both) and the browser then switches to
 * its own zone.
 */
export function LocalTime({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  const local = useAfterHydration();
  const locale = isLanguageCode(i18n.language) ? htmlLang(i18n.language) : 'en';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Component options, not dateStyle/timeStyle: those cannot be combined with timeZoneName.
  const text = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(local ? {} : { timeZone: 'UTC' }),
    ...(withTime && !local ? { timeZoneName: 'short' } : {}),
  } satisfies Intl.DateTimeFormatOptions).format(date);
  return <time dateTime={iso}>{text}</time>;
}
