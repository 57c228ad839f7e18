import { useMemo } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';
import { isLanguageCode, languages } from '#shared/i18n/languages.ts';

/**
 * An amount in the brand's currency with the number display rule of spec §5 (trimmed to 2 decimals
 * from 10 up): 'PHP 12500.50'. Zero shows nothing, so the caller can leave the line out.
 */
export function formatAmount(amount: string, currency: string): string {
  const shown = formatNumberDisplay(amount, { trim: true });
  return shown ? `${currency} ${shown}`.trim() : '';
}

/** Player counters: whole numbers, grouped the page language's way (1,234 / 1 234). */
export function useCountFormat(): (count: number) => string {
  const { i18n } = useTranslation();
  const locale = isLanguageCode(i18n.language) ? languages[i18n.language].dateLocale : 'en';
  return useMemo(() => {
    const format = firstUse(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
    return (count: number) => format().format(count);
  }, [locale]);
}

/** Date and time in the page language's date locale (spec §9), in the player's time zone. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = isLanguageCode(i18n.language) ? languages[i18n.language].dateLocale : 'en';
  return useMemo(() => {
    const format = firstUse(
      () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format().format(date);
    };
  }, [locale]);
}

/**
 * Builds a value when it is first asked for. A locale's first Intl formatter loads its data (about
 * 15 ms on a phone): the figures appear after their fetch, so that cost leaves the hydration task.
 */
function firstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
