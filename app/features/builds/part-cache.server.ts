import { preload } from 'react-dom';
import type { StaticHandlerContext } from 'react-router';
import { readDataText, type DataText } from '#app/features/routing/data-text.ts';
import type { PartCacheRender } from './cached-part.tsx';

/** An image React preloads in the head when it renders a part's content. */
interface PartImage {
  src: string;
  fetchPriority?: 'high' | 'auto';
}

/** A part's content as kept: its HTML, and the images whose preloads reusing it must ask for. */
interface KeptPart {
  html: string;
  images: readonly PartImage[];
}

/**
 * The HTML of each cached part (cached-part.tsx), per brand state: the site state object a brand
 * version shares across its pages (page-brand.server.ts), and within it per object the part is also
 * made of (a cached game list), if any. A new brand version or list brings a new object, so its
 * pages render their parts afresh, and the old HTML goes with the old object.
 */
interface ScopeParts {
  html: Map<string, KeptPart>;
  within: WeakMap<object, ScopeParts>;
}
const partsOfScope = new WeakMap<object, ScopeParts>();

/**
 * Parts kept per scope, most recently used last. A key holds the address, so a stream of made-up
 * query strings passes through without growing the cache; a brand's pages stay.
 */
const keptPerScope = 256;

function partsOf(scopes: readonly object[], create: boolean): Map<string, KeptPart> | undefined {
  let parts: ScopeParts | undefined;
  let within = partsOfScope;
  for (const scope of scopes) {
    parts = within.get(scope);
    if (!parts) {
      if (!create) return undefined;
      parts = { html: new Map(), within: new WeakMap() };
      within.set(scope, parts);
    }
    within = parts.within;
  }
  return parts?.html;
}

interface Wanted {
  scopes: readonly object[];
  key: string;
  part: string;
}

/** The root loader's answer, as much of it as a part's key reads. */
interface RootKeyData {
  state: DataText<object>;
  language: string;
  viewport?: string;
  session: unknown;
}

/** One server render's use of the part cache. */
export interface PartCacheOfRender {
  /** Given to the render (PartCacheContext); null for a page without the root's data. */
  render: PartCacheRender | null;
  /** Keeps the HTML of the parts the render had to render, from its whole document. */
  keep(document: string): void;
}

/**
 * The part cache for a render of the page `context` answers. Every part of it shares the page's
 * inputs: the brand's state (the first scope), the language, the viewport, the kind of visitor and
 * the address. A page whose root loader did not answer (an error before it) reuses nothing.
 */
export function partCacheOfPage(context: StaticHandlerContext): PartCacheOfRender {
  const root = context.loaderData['root'] as RootKeyData | undefined;
  if (!root) return { render: null, keep() {} };
  const wanted: Wanted[] = [];
  const state = readDataText(root.state);
  const { pathname, search } = context.location;
  const pageKey = [
    root.language,
    root.viewport ?? '',
    root.session ? 'player' : 'guest',
    pathname + search,
  ].join('\n');
  return {
    render: {
      htmlOf(part, varies, scope) {
        const scopes = scope ? [state, scope] : [state];
        const key = `${part}\n${pageKey}\n${varies}`;
        const parts = partsOf(scopes, false);
        const kept = parts?.get(key);
        if (kept === undefined) {
          wanted.push({ scopes, key, part });
          return undefined;
        }
        // Most recently used last.
        parts!.delete(key);
        parts!.set(key, kept);
        // Rendered, its eager images would each have put a preload in the head.
        for (const { src, fetchPriority } of kept.images)
          preload(src, fetchPriority ? { as: 'image', fetchPriority } : { as: 'image' });
        return kept.html;
      },
    },
    keep(document) {
      for (const { scopes, key, part } of wanted) {
        const html = innerHtmlOfPart(document, part);
        const images = html === undefined ? undefined : preloadedImagesOf(html);
        if (html === undefined || images === undefined) continue;
        const parts = partsOf(scopes, true)!;
        parts.set(key, { html, images });
        if (parts.size > keptPerScope) parts.delete(parts.keys().next().value as string);
      }
    },
  };
}

const attributeEntities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/**
 * The images React put a preload of in the head when it rendered this HTML: each `<img>` with a
 * `src` that is not lazy, not of low priority and not inside a `<picture>`. Reused as HTML, the
 * part asks for them itself (React never sees its images). Undefined for an image preloaded by its
 * `srcSet`, which the part does not repeat: such a part is not kept.
 */
export function preloadedImagesOf(html: string): PartImage[] | undefined {
  const images: PartImage[] = [];
  const outsidePictures = html.replaceAll(/<picture[\s>].*?<\/picture>/gs, '');
  for (const [img] of outsidePictures.matchAll(/<img\s[^>]*>/g)) {
    if (/\sloading="lazy"/.test(img) || /\sfetchPriority="low"/.test(img)) continue;
    if (/\ssrcSet="(?!data:)/i.test(img)) return undefined;
    const src = /\ssrc="([^"]*)"/.exec(img)?.[1];
    if (!src || src.toLowerCase().startsWith('data:')) continue;
    const fetchPriority = /\sfetchPriority="(high|auto)"/.exec(img)?.[1] as PartImage['fetchPriority'];
    images.push({
      src: src.replaceAll(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => attributeEntities[entity]!),
      ...(fetchPriority ? { fetchPriority } : {}),
    });
  }
  return images;
}

/**
 * The HTML inside the one element of `document` marked `data-part="<part>"`, as React wrote it.
 * Undefined when no element or more than one carries the mark, or when the content holds what must
 * differ per response (a script or style with the response's nonce).
 *
 * The scan for the matching end tag can count tags by their text: React escapes `<` and `>` in
 * text and attribute values, so inside a rendered element they only ever begin and end tags.
 */
export function innerHtmlOfPart(document: string, part: string): string | undefined {
  const mark = ` data-part="${part}"`;
  const at = document.indexOf(mark);
  if (at === -1 || document.indexOf(mark, at + mark.length) !== -1) return undefined;
  const tagStart = document.lastIndexOf('<', at);
  const name = /^<([a-z][a-z0-9-]*)/.exec(document.slice(tagStart, at))?.[1];
  const contentStart = document.indexOf('>', at) + 1;
  if (!name || contentStart === 0) return undefined;
  const open = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  open.lastIndex = contentStart;
  let depth = 1;
  for (let match = open.exec(document); match; match = open.exec(document)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const html = document.slice(contentStart, match.index);
      return /<script|<style|nonce=/.test(html) ? undefined : html;
    }
  }
  return undefined;
}
