import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import { nextParam } from '#app/features/routing/middleware.ts';

/** Pages a login never returns to: they would show the login again or make no sense logged in. */
const noReturn = new Set(['/login', '/register', '/forgot-password']);

/**
 * The `?next=` of a login entry when it is a page of this site, else null. Only a plain path is
 * accepted (`/account`, `/cn/vip?tab=1`): never another origin (`//evil.example`, `/\evil`), a scheme
 * or control characters, so the parameter cannot send the player elsewhere after logging in.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return null;
  const path = value.split(/[?#]/)[0] ?? '/';
  if (noReturn.has(stripLanguagePrefix(path))) return null;
  return value;
}

/** The safe return path of a query string (`?modal=login&next=%2Faccount`). */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(nextParam));
}
