import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createSanitizer, type Sanitizer } from './sanitize-html.ts';

let serverSanitizer: Sanitizer | undefined;

/**
 * Sanitises on the server with the same policy as the browser. The jsdom window is costly to build
 * (tens of milliseconds), so it is created on first use and reused for every request.
 */
export function sanitizeHtmlOnServer(html: string): string {
  serverSanitizer ??= createSanitizer(new JSDOM('').window as unknown as WindowLike);
  return serverSanitizer(html);
}
