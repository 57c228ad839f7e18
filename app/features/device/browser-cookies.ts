import { baseDomainOf } from '../../../shared/tenancy/base-domain.ts';
import { languageCookieName } from '../../../shared/i18n/detect-language.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Viewport } from '../../../shared/rules/breakpoints.ts';

import { languageCookieDays, viewportCookieDays } from '../../../shared/rules/timings.ts';

const day = 24 * 60 * 60;

export const viewportCookieName = 'viewport';
const clientDomainCookieName = 'clientDomain';

/** Spec §9: language cookie 365 days, same-site lax. */
export function writeLanguageCookie(language: LanguageCode): void {
  document.cookie = `${languageCookieName}=${language}; max-age=${languageCookieDays * day}; path=/; samesite=lax`;
}

/** Spec §9: viewport cookie 365 days, path /, strict same-site, secure. */
export function writeViewportCookie(viewport: Viewport): void {
  document.cookie = `${viewportCookieName}=${viewport}; max-age=${viewportCookieDays * day}; path=/; samesite=strict; secure`;
}

/** Spec §1: the client derives the base domain from the last two host labels and keeps it in clientDomain. */
export function writeClientDomainCookie(hostname: string): string {
  const domain = baseDomainOf(hostname);
  document.cookie = `${clientDomainCookieName}=${encodeURIComponent(domain)}; path=/; samesite=lax`;
  return domain;
}
