import type { MetaDescriptor } from 'react-router';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import type { PageBrand } from '#server/web/page-services.ts';
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
 * finished descriptors, not the entry's bodies, travel to the browser.
 */
export function pageSeo(config: PageBrand, request: Request, now = new Date()): PageSeo | null {
  const known = seoByRequest.get(request);
  if (known?.config === config) return known.seo;
  const seo = seoOf(config, request, now);
  seoByRequest.set(request, { config, seo });
  return seo;
}

/**
 * The root and the page's own loader both ask for the page a visitor lands on. One answer per
 * request keeps it one object: React Router's encoder writes an object it has already written as a
 * reference, so the page's data carries the meta once.
 */
const seoByRequest = new WeakMap<Request, { config: PageBrand; seo: PageSeo | null }>();

function seoOf(config: PageBrand, request: Request, now: Date): PageSeo | null {
  const { document } = config;
  if (isUnderMaintenance(document.maintenance, now)) return null;
  const url = new URL(request.url);
  const bare = stripLanguagePrefix(url.pathname);
  const titleKey = titleByPath.get(bare.length > 1 ? bare.replace(/\/+$/, '') : bare);
  if (!titleKey) return null;
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
