import type { LanguageCode } from '#shared/i18n/languages.ts';
import { readsLocalTexts } from '#shared/i18n/local-language.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import { sanitizeHtmlOnServer } from '#app/features/cms/sanitize-html.server.ts';

export interface PromotionsCopy {
  heading: string;
  /** Sanitised HTML. */
  html: string;
  /** `en` when a page in another language shows the English text. */
  lang: 'en' | undefined;
}

/**
 * The operator's promotions text: the item name and body of the brand's `promotions` SEO entry,
 * local_ in the brand's local language and en_ otherwise, like the CMS pages. Null when the brand
 * wrote none.
 */
export function promotionsCopy(config: PageBrand, language: LanguageCode): PromotionsCopy | null {
  const entry = config.document.seo.find((candidate) => candidate.page_name === 'promotions');
  if (!entry) return null;
  const local = readsLocalTexts(language, config.document.languages);
  const localHtml = local ? sanitizeHtmlOnServer(entry.local_body).trim() : '';
  const useLocal = Boolean(localHtml && entry.local_item_name.trim());
  const heading = useLocal ? entry.local_item_name.trim() : entry.en_item_name.trim();
  const html = useLocal ? localHtml : sanitizeHtmlOnServer(entry.en_body).trim();
  if (!heading || !html) return null;
  return { heading, html, lang: language !== 'EN' && !useLocal ? 'en' : undefined };
}
