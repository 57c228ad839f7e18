import type { MetaDescriptor } from 'react-router';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { pageMessagesOf } from '#app/features/i18n/page-messages.ts';
import { seoMetaOf } from '#app/features/seo/seo-page-meta.ts';
import type { SiteState } from '#app/features/site/site-state.ts';
import { readDataText, type DataText } from './data-text.ts';

interface RootData {
  state: DataText<SiteState>;
  language: LanguageCode;
}

/**
 * `<title>` and the SEO meta: the brand's SEO entry for the page when it has one, else (and when
 * the entry has no title in the page language) the page title in the page language, then the brand
 * name. A missing title key is a missing translation, never shown as the key: the EN text stands in.
 */
export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  titleKey: string,
): MetaDescriptor[] {
  const seo = seoMetaOf(matches);
  if (seo?.some((descriptor) => 'title' in descriptor)) return seo;
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return seo ?? [];
  const resources = pageMessagesOf(root.language)?.resources ?? {};
  const title = resources[root.language]?.ui?.[titleKey] ?? resources.EN?.ui?.[titleKey] ?? '';
  const siteName = readDataText(root.state).site?.site_name ?? '';
  const full = [title, siteName].filter(Boolean).join(' | ');
  return [{ title: full }, ...(seo ?? [])];
}
