import type { MetaDescriptor } from 'react-router';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import { dataTextOf, type DataText } from '#app/features/routing/data-text.ts';
import { routeTable } from '#app/features/routing/route-table.ts';
import { pageLanguage } from './page-language.ts';
import { seoMeta } from './seo-meta.ts';
import type { PageSeo } from './seo-page-meta.ts';

/**
 * The SEO page name of a route: its `ui` title key in snake case (`/` → home, `/slots` → slots,
 * `/privacy-policy` → privacy_policy), which is how the demo brands name theirs.
 */
export function seoPageName(titleKey: string): string {
  return titleKey.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const titleByPath = new Map(routeTable.map((entry) => [entry.path as string, entry.title]));

/**
 * The SEO meta of the page a request is for, or null when the brand has no entry for it (or is
 * under maintenance: the page is not what is shown then). Computed on the server so that only the
 * finished descriptors, not the entry's bodies, travel to the browser; as one text, written once per
 * brand version and address (decision 0059). The root and the page's own loader both send it for
 * the page a visitor lands on: React Router's encoder writes a string it has already written as a
 * reference, so the page's data carries it once.
 */
export function pageSeo(config: PageBrand, request: Request, now = new Date()): DataText<PageSeo> | null {
  const { document } = config;
  if (isUnderMaintenance(document.maintenance, now)) return null;
  const url = new URL(request.url);
  const bare = stripLanguagePrefix(url.pathname);
  const titleKey = titleByPath.get(bare.length > 1 ? bare.replace(/\/+$/, '') : bare);
  if (!titleKey) return null;
  let texts = seoTexts.get(document);
  if (!texts) seoTexts.set(document, (texts = new Map()));
  const key = `${url.origin}${url.pathname}`;
  let text = texts.get(key);
  if (text === undefined) {
    const seo = seoOf(document, url, titleKey);
    text = seo ? dataTextOf(seo) : null;
    texts.set(key, text);
    if (texts.size > keptAddresses) texts.delete(texts.keys().next().value as string);
  }
  return text;
}

/** The SEO texts of a brand version, by origin and path (a brand's change is a new document). */
const seoTexts = new WeakMap<PageBrand['document'], Map<string, DataText<PageSeo> | null>>();
/** A brand's pages with an SEO entry, in its languages, on its domains: a few hundred at most. */
const keptAddresses = 512;

function seoOf(document: PageBrand['document'], url: URL, titleKey: string): PageSeo | null {
  const pageName = seoPageName(titleKey);
  const entry = document.seo.find((candidate) => candidate.page_name === pageName);
  if (!entry) return null;
  const meta: MetaDescriptor[] = seoMeta(entry, {
    language: pageLanguage(url.pathname, document.languages),
    defaultLanguage: document.languages.default,
    languages: document.languages.enabled,
    siteName: document.site.site_name,
    origin: url.origin,
    pathname: url.pathname,
  });
  return { path: url.pathname, meta };
}
