import type { MetaDescriptor } from 'react-router';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Resources } from '../i18n/i18n.ts';
import { seoMetaOf } from '../seo/seo-page-meta.ts';
import type { SiteState } from '../site/site-state.ts';

interface RootData {
  state: SiteState;
  language: LanguageCode;
  resources: Resources;
}

/** `<title>`: the page title in the page language (EN fallback), then the brand name. */
export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  titleKey: string,
): MetaDescriptor[] {
  const seo = seoMetaOf(matches);
  if (seo) return seo;
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [];
  const title =
    root.resources[root.language]?.ui?.[titleKey] ?? root.resources.EN?.ui?.[titleKey] ?? titleKey;
  const siteName = root.state.site?.site_name;
  return [{ title: siteName ? `${title} | ${siteName}` : title }];
}
