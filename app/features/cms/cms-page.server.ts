import type { CmsKey } from '#shared/brand/brand-site-schema.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { readsLocalTexts } from '#shared/i18n/local-language.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import { sanitizeHtmlOnServer } from './sanitize-html.server.ts';

export interface CmsPage {
  /** Sanitised HTML, safe for dangerouslySetInnerHTML; '' when the operator wrote nothing. */
  html: string;
  /** `en` when a non-EN page shows the English body for want of a local one. */
  lang: 'en' | undefined;
}

/** Sanitised bodies by brand, brand version, entry and variant: a brand change gives a new version. */
const cache = new Map<string, string>();
const cacheLimit = 500;

function sanitizedBody(config: PageBrand, key: CmsKey, variant: 'en_body' | 'local_body'): string {
  const cacheKey = `${config.id}:${config.version}:${key}:${variant}`;
  let html = cache.get(cacheKey);
  if (html === undefined) {
    html = sanitizeHtmlOnServer(config.document.cms[key][variant]).trim();
    // Oldest first out: Map keeps insertion order.
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, html);
  }
  return html;
}

/**
 * The body of a CMS page for a language (spec §3: "en_ and local_ versions of the body"): the
 * brand's local language reads local_body (en_body when that is empty), every other language
 * en_body, because local_body is written in one language only. The sanitising happens here, on
 * the server, so the browser only ever receives the cleaned HTML.
 */
export function cmsPage(config: PageBrand, key: CmsKey, language: LanguageCode): CmsPage {
  const entry = config.document.cms[key];
  if (readsLocalTexts(language, config.document.languages) && entry.local_body.trim()) {
    const local = sanitizedBody(config, key, 'local_body');
    if (local) return { html: local, lang: undefined };
  }
  const html = sanitizedBody(config, key, 'en_body');
  return { html, lang: language !== 'EN' && html ? 'en' : undefined };
}
