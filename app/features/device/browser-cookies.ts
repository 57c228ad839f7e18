import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { languageCookieName } from '#shared/i18n/detect-language.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { Viewport } from '#shared/rules/breakpoints.ts';

import { languageCookieDays, viewportCookieDays } from '#shared/rules/timings.ts';

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

/**
 * A cookie's value in a Cookie header (the loaders read the request's, the browser its own), or
 * undefined. A value that is not valid percent-encoding counts as absent: a stray cookie must not
 * fail the page.
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
