/** Timing and limit constants of spec section 9 (and the reload guard of section 8). */

/** "Build-update check every 1 hour (3,600,000 ms)". */
export const buildCheckMs = 3_600_000;
/** "Chunk-reload guard 10 seconds": a failing page chunk reloads at most once per path in this time. */
export const chunkReloadGuardMs = 10_000;
/** "Login modal delay 1000 ms" after the redirect to / on templates without a login page. */
export const loginModalDelayMs = 1000;
/** "Session warning toast 10000 ms". */
export const sessionWarningToastMs = 10_000;
/** "Error toast 3000 ms" (the optional toast of section 8: 3 seconds, bottom-right, progress bar). */
export const errorToastMs = 3000;
/** "Mobile detection may refresh on resize after 50 ms". */
export const mobileResizeDebounceMs = 50;
/** "Image sizing resize debounce 500 ms". */
export const imageResizeDebounceMs = 500;
/** "Default animation 250 ms ease-in-out". */
export const animationMs = 250;
export const animationEasing = 'ease-in-out';
/** "Preloading concurrency is about 5" (section 4, route change). */
export const preloadConcurrency = 5;
/** "Language cookie: 365 days". */
export const languageCookieDays = 365;
/** "Viewport cookie: 365 days". */
export const viewportCookieDays = 365;
