import type { MetaDescriptor } from 'react-router';
import type { SeoEntry } from '#shared/brand/brand-site-schema.ts';
import { localisedPath, stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { languageTags, primaryLanguage } from '#shared/i18n/language-tags.ts';
import { readsLocalTexts } from '#shared/i18n/local-language.ts';

export interface SeoContext {
  /** The page's language and the brand's default (whose paths have no prefix). */
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  /** The brand's enabled languages: one alternate link each. */
  languages: readonly LanguageCode[];
  siteName: string;
  /** Scheme and host the page was requested on, e.g. `https://lucky.example`. */
  origin: string;
  /** The requested path, with its language prefix if any. */
  pathname: string;
}

/** Longest description made from a body; search engines show about this much. */
const descriptionLength = 160;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Plain text of operator HTML, for a description: tags dropped, entities decoded, space collapsed. */
export function plainText(html: string, maxLength = descriptionLength): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return namedEntities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * An absolute URL from an operator field: a path is resolved against the request origin (and put
 * in the page's language when `localise`), an http(s) URL is kept, anything else is refused.
 */
function absoluteUrl(value: string, context: SeoContext, localise: boolean): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    const url = new URL(trimmed, context.origin);
    if (localise) url.pathname = localisedPath(url.pathname, context.language, context.defaultLanguage);
    return url.href;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The meta fields (title, description, keywords) are written in one language, `meta_lang` (the
 * brand's default when empty). A page in another language builds them from its item name and body
 * instead, so that a Chinese page does not carry an English title.
 */
function metaFieldsApply(entry: SeoEntry, context: SeoContext): boolean {
  if (!entry.meta_lang.trim()) return context.language === context.defaultLanguage;
  return primaryLanguage(entry.meta_lang) === primaryLanguage(languageTags[context.language]);
}

/**
 * React Router meta descriptors of a page's SEO entry (spec §3 SEO): title, description,
 * keywords, author, publisher, Open Graph and Twitter cards, an absolute canonical link and one
 * alternate link per enabled language (the default language unprefixed) plus x-default. Pages in
 * the brand's local language use the local_ item name and body, all others the en_ ones; a page in
 * a language the entry has no title for gets no title descriptor (pageMeta adds the page's own).
 */
export function seoMeta(entry: SeoEntry, context: SeoContext): MetaDescriptor[] {
  const local = readsLocalTexts(context.language, {
    default: context.defaultLanguage,
    enabled: context.languages,
  });
  const itemName = (local ? entry.local_item_name.trim() : '') || entry.en_item_name.trim();
  const body = (local ? entry.local_body.trim() : '') || entry.en_body;
  const metaApplies = metaFieldsApply(entry, context);

  const ownTitle = metaApplies ? entry.meta_title.trim() : '';
  // The entry holds a title in EN and the local language only: any other language leaves the
  // title to the page (its translated name), so a Chinese page never carries an English title.
  const titleInLanguage =
    Boolean(ownTitle) || context.language === 'EN' || (local && Boolean(entry.local_item_name.trim()));
  const title = ownTitle || (itemName ? `${itemName} | ${context.siteName}` : context.siteName);
  const description = (metaApplies ? entry.meta_desc.trim() : '') || plainText(body);
  const keywords = metaApplies ? entry.meta_keywords.trim() : '';

  const barePath = stripLanguagePrefix(context.pathname);
  const canonical =
    absoluteUrl(entry.meta_canonical, context, true) ??
    new URL(localisedPath(barePath, context.language, context.defaultLanguage), context.origin).href;
  const pageUrl = absoluteUrl(entry.meta_url, context, true) ?? canonical;
  const image = absoluteUrl(entry.meta_image_url, context, false);

  // Alternates of the canonical page when it is ours, else of the requested one.
  const canonicalUrl = new URL(canonical);
  const alternateBase =
    canonicalUrl.origin === new URL(context.origin).origin
      ? stripLanguagePrefix(canonicalUrl.pathname)
      : barePath;
  const alternate = (code: LanguageCode) =>
    new URL(localisedPath(alternateBase, code, context.defaultLanguage), context.origin).href;

  const descriptors: MetaDescriptor[] = titleInLanguage ? [{ title }] : [];
  const named = (name: string, content: string) => {
    if (content) descriptors.push({ name, content });
  };
  const property = (name: string, content: string | undefined) => {
    if (content) descriptors.push({ property: name, content });
  };
  named('description', description);
  named('keywords', keywords);
  named('author', entry.meta_author.trim());
  named('publisher', entry.meta_publisher.trim());
  property('og:type', 'website');
  property('og:site_name', context.siteName);
  if (titleInLanguage) property('og:title', title);
  property('og:description', description);
  property('og:url', pageUrl);
  property('og:image', image);
  named('twitter:card', image ? 'summary_large_image' : 'summary');
  if (titleInLanguage) named('twitter:title', title);
  named('twitter:description', description);
  if (image) named('twitter:image', image);
  descriptors.push({ tagName: 'link', rel: 'canonical', href: canonical });
  const enabled = context.languages.includes(context.defaultLanguage)
    ? context.languages
    : [context.defaultLanguage, ...context.languages];
  for (const code of enabled) {
    descriptors.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: languageTags[code],
      href: alternate(code),
    });
  }
  descriptors.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: alternate(context.defaultLanguage),
  });
  return descriptors;
}
