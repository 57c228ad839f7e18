import type { MetaDescriptor } from 'react-router';
import { readDataText, type DataText } from '#app/features/routing/data-text.ts';

/** A page's finished SEO meta and the path it was made for. */
export interface PageSeo {
  path: string;
  meta: MetaDescriptor[];
}

function seoOf(data: unknown): PageSeo | undefined {
  const seo = (data as { seo?: unknown } | null | undefined)?.seo;
  // A loader sends its page's SEO as one text (pageSeo).
  if (typeof seo !== 'string') return undefined;
  const { path, meta } = readDataText(seo as DataText<Partial<PageSeo>>);
  return typeof path === 'string' && Array.isArray(meta) ? { path, meta } : undefined;
}

type MetaMatch = { id: string; pathname?: string; data?: unknown } | undefined;

/**
 * The SEO meta for the current page from the loader data of a `meta` function's matches: the
 * page's own loader `seo` first (fresh on every navigation), then the root's (computed for the page
 * the visitor landed on; the root does not reload on navigation, so it only counts while the path
 * is still the one it was made for).
 */
export function seoMetaOf(matches: readonly MetaMatch[]): MetaDescriptor[] | undefined {
  const leaf = matches.at(-1);
  if (!leaf) return undefined;
  const own = seoOf(leaf.data);
  if (own) return own.meta;
  const landed = seoOf(matches.find((match) => match?.id === 'root')?.data);
  return landed && landed.path === leaf.pathname ? landed.meta : undefined;
}
