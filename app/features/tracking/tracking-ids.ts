/**
 * Spec §7 tracking: the `appsflyer_id` query parameter is kept in local storage and the `_fbp`
 * cookie (set by the Facebook pixel) is read, for the ads-visit and signup payloads.
 */
import { readCookie } from '#app/features/device/browser-cookies.ts';

export const appsflyerStorageKey = 'appsflyer_id';
const fbpCookieName = '_fbp';

/** Ids as ad networks write them (`1596403881668-1116446470`, `fb.1.1596403881668.1116446470`). */
const appsflyerPattern = /^[\w.:-]{1,200}$/;
const fbpPattern = /^fb\.[\w.-]{1,197}$/;

export interface TrackingIds {
  fbp: string;
  appsflyer_id: string;
}

/** Storage can be missing or throw (privacy modes, blocked cookies); tracking then just has no id. */
function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the `appsflyer_id` of the landing URL and answers the kept one. A malformed value is not
 * stored: it would be sent to the server on every visit and refused there.
 */
export function captureAppsflyerId(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
  storage: Storage | undefined = localStore(),
): string {
  const fromQuery = new URLSearchParams(search).get(appsflyerStorageKey)?.trim() ?? '';
  try {
    if (appsflyerPattern.test(fromQuery)) {
      storage?.setItem(appsflyerStorageKey, fromQuery);
      return fromQuery;
    }
    const kept = storage?.getItem(appsflyerStorageKey) ?? '';
    return appsflyerPattern.test(kept) ? kept : '';
  } catch {
    return appsflyerPattern.test(fromQuery) ? fromQuery : '';
  }
}

/**
 * At a page's start: keeps the landing URL's `appsflyer_id`, if it has one. Without one, local
 * storage is not touched: its first touch in a page waits for the browser to hand over the storage
 * (tens of milliseconds on a busy phone), and the ads visit and the signup read the kept id when
 * they send it.
 */
export function keepLandingAppsflyerId(
  search: string = window.location.search,
  storage: () => Storage | undefined = localStore,
): void {
  if (new URLSearchParams(search).has(appsflyerStorageKey)) captureAppsflyerId(search, storage());
}

/** The `_fbp` cookie, or '' when there is none (or it is not an fbp value). */
export function readFbp(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  const value = readCookie(cookie, fbpCookieName) ?? '';
  return fbpPattern.test(value) ? value : '';
}

/** Both ids, as the ads-visit and signup calls send them. */
export function trackingIds(): TrackingIds {
  return { fbp: readFbp(), appsflyer_id: captureAppsflyerId() };
}
