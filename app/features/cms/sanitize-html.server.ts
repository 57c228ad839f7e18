import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { createSanitizer, type Sanitizer } from './sanitize-html.ts';

let serverSanitizer: Sanitizer | undefined;

/**
 * jsdom is required on first use, not imported with the server build: loading it is about half of
 * the build's loading time (0.4–0.7 s on a 2-core host), paid by the event loop and by every render
 * thread at each start, while only the CMS and promotions pages use it (decision 0077).
 */
const requireJsdom = () => createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JSDOM };

/**
 * Sanitises on the server with the same policy as the browser. The jsdom window is costly to build
 * (tens of milliseconds), so it is created on first use and reused for every request.
 */
export function sanitizeHtmlOnServer(html: string): string {
  serverSanitizer ??= createSanitizer(new (requireJsdom().JSDOM)('').window as unknown as WindowLike);
  return serverSanitizer(html);
}
