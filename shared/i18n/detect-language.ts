import { isLanguageCode, type LanguageCode } from './languages.ts';

/** Browser language tags (ISO 639-1/-2 primary subtags) mapped to our codes. */
const browserTags: Record<string, LanguageCode> = {
  en: 'EN',
  fil: 'PHP',
  tl: 'PHP',
  zh: 'CN',
  es: 'ESP',
  ru: 'RUS',
  my: 'MMK',
  mn: 'MNT',
  id: 'IDR',
};

const fallbackLanguage: LanguageCode = 'EN';

/** The language a path prefix names (`/cn/slots` → CN), if any. */
export function languageOfPath(pathname: string): LanguageCode | undefined {
  const [start, end] = firstSegmentOf(pathname);
  if (start < 0) return undefined;
  const first = pathname.slice(start, end).toUpperCase();
  return isLanguageCode(first) ? first : undefined;
}

/** The path without its language prefix (`/cn/slots` → `/slots`, `/cn` → `/`). */
export function stripLanguagePrefix(pathname: string): string {
  if (!languageOfPath(pathname)) return pathname;
  const [, end] = firstSegmentOf(pathname);
  return end === pathname.length ? '/' : `/${pathname.slice(end + 1)}`;
}

/**
 * Where the segment after the path's first slash starts and ends (start -1: no slash). Every link a
 * page renders asks for its language: found by index, not by splitting the path into a new array.
 */
function firstSegmentOf(pathname: string): [start: number, end: number] {
  const slash = pathname.indexOf('/');
  if (slash < 0) return [-1, -1];
  const next = pathname.indexOf('/', slash + 1);
  return [slash + 1, next < 0 ? pathname.length : next];
}

/** The path for a language: the brand's default language has no prefix. */
export function localisedPath(
  pathname: string,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string {
  const bare = stripLanguagePrefix(pathname);
  if (language === defaultLanguage) return bare;
  return `/${language.toLowerCase()}${bare === '/' ? '' : bare}`;
}

/** Codes from an Accept-Language header, best first. */
export function languagesFromAcceptLanguage(header: string | null | undefined): LanguageCode[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => browserTags[entry.tag.split('-')[0]!])
    .filter((code): code is LanguageCode => code !== undefined);
}

export interface DetectionInput {
  cookie?: string | null;
  browserLanguages: readonly LanguageCode[];
  enabled: readonly LanguageCode[];
  brandDefault: LanguageCode;
}

/** First access: saved cookie, then the browser's languages, then the brand default, then EN (spec §4). */
export function detectLanguage({
  cookie,
  browserLanguages,
  enabled,
  brandDefault,
}: DetectionInput): LanguageCode {
  const candidates = [cookie?.toUpperCase(), ...browserLanguages, brandDefault, fallbackLanguage];
  for (const candidate of candidates) {
    if (isLanguageCode(candidate) && enabled.includes(candidate)) return candidate;
  }
  return enabled[0] ?? fallbackLanguage;
}

export const languageCookieName = 'lang';
