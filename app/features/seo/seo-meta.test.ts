import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SeoEntry } from '#shared/brand/brand-site-schema.ts';
import { htmlLang } from '#shared/i18n/language-tags.ts';
import { pageLanguage } from './page-language.ts';
import { plainText, seoMeta, type SeoContext } from './seo-meta.ts';

const entry: SeoEntry = {
  page_name: 'slots',
  en_item_name: 'Online Slots',
  en_body: '<p>Spin <strong>hundreds</strong> of slots at Lucky Casino &amp; win.</p>',
  local_item_name: 'Mga Slot Online',
  local_body: '<p>Maglaro ng daan-daang slot sa Lucky Casino.</p>',
  meta_title: 'Play Online Slots | Lucky Casino',
  meta_desc: 'Hundreds of slots from top studios.',
  meta_keywords: 'slots, jackpots',
  meta_url: '/slots',
  meta_canonical: '/slots',
  meta_author: 'Lucky Casino',
  meta_publisher: 'Lucky Publishing',
  meta_lang: 'en',
  meta_image_url: '/brands/lucky/logo2.svg',
};

const context: SeoContext = {
  language: 'EN',
  defaultLanguage: 'EN',
  languages: ['EN', 'PHP', 'CN'],
  siteName: 'Lucky Casino',
  origin: 'https://lucky.example',
  pathname: '/slots',
};

function named(meta: MetaDescriptor[], name: string): string | undefined {
  const found = meta.find((d) => (d as { name?: string }).name === name) as { content?: string } | undefined;
  return found?.content;
}
function property(meta: MetaDescriptor[], name: string): string | undefined {
  const found = meta.find((d) => (d as { property?: string }).property === name) as
    { content?: string } | undefined;
  return found?.content;
}
function title(meta: MetaDescriptor[]): string | undefined {
  return (meta.find((d) => 'title' in d) as { title?: string } | undefined)?.title;
}
function links(meta: MetaDescriptor[], rel: string) {
  return meta.filter(
    (d) => (d as { tagName?: string }).tagName === 'link' && (d as { rel?: string }).rel === rel,
  ) as { href: string; hrefLang?: string }[];
}

describe('seoMeta', () => {
  it('gives the meta fields, Open Graph, Twitter and absolute links for a page in the meta language', () => {
    const meta = seoMeta(entry, context);
    expect(title(meta)).toBe('Play Online Slots | Lucky Casino');
    expect(named(meta, 'description')).toBe('Hundreds of slots from top studios.');
    expect(named(meta, 'keywords')).toBe('slots, jackpots');
    expect(named(meta, 'author')).toBe('Lucky Casino');
    expect(named(meta, 'publisher')).toBe('Lucky Publishing');
    expect(property(meta, 'og:title')).toBe('Play Online Slots | Lucky Casino');
    expect(property(meta, 'og:description')).toBe('Hundreds of slots from top studios.');
    expect(property(meta, 'og:url')).toBe('https://lucky.example/slots');
    expect(property(meta, 'og:image')).toBe('https://lucky.example/brands/lucky/logo2.svg');
    expect(property(meta, 'og:site_name')).toBe('Lucky Casino');
    expect(named(meta, 'twitter:card')).toBe('summary_large_image');
    expect(named(meta, 'twitter:image')).toBe('https://lucky.example/brands/lucky/logo2.svg');
    expect(links(meta, 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://lucky.example/slots' },
    ]);
  });

  it('links every enabled language, the default one unprefixed, plus x-default', () => {
    const alternates = links(seoMeta(entry, context), 'alternate').map(({ hrefLang, href }) => [
      hrefLang,
      href,
    ]);
    expect(alternates).toEqual([
      ['en', 'https://lucky.example/slots'],
      ['fil', 'https://lucky.example/php/slots'],
      ['zh-CN', 'https://lucky.example/cn/slots'],
      ['x-default', 'https://lucky.example/slots'],
    ]);
  });

  it('uses the local item name and body for a non-EN page, and its own language path', () => {
    const meta = seoMeta(entry, { ...context, language: 'PHP', pathname: '/php/slots' });
    // meta_title is English (meta_lang en), so the Filipino page builds its own.
    expect(title(meta)).toBe('Mga Slot Online | Lucky Casino');
    expect(named(meta, 'description')).toBe('Maglaro ng daan-daang slot sa Lucky Casino.');
    expect(named(meta, 'keywords')).toBeUndefined();
    expect(links(meta, 'canonical')[0]?.href).toBe('https://lucky.example/php/slots');
    expect(property(meta, 'og:url')).toBe('https://lucky.example/php/slots');
    expect(links(meta, 'alternate')).toHaveLength(4);
  });

  it('falls back to the EN body when the local one is empty, and leaves the title to the page', () => {
    const meta = seoMeta(
      { ...entry, local_item_name: '', local_body: '' },
      { ...context, language: 'PHP', pathname: '/php/slots' },
    );
    expect(title(meta)).toBeUndefined();
    expect(named(meta, 'description')).toBe('Spin hundreds of slots at Lucky Casino & win.');
  });

  it('gives a language other than EN and the local one the en_ body, never the local one', () => {
    // Lucky's local language is Filipino: its Chinese page must not read the Filipino texts.
    const meta = seoMeta(entry, { ...context, language: 'CN', pathname: '/cn/slots' });
    expect(named(meta, 'description')).toBe('Spin hundreds of slots at Lucky Casino & win.');
    expect(title(meta)).toBeUndefined();
    expect(property(meta, 'og:title')).toBeUndefined();
    expect(links(meta, 'canonical')[0]?.href).toBe('https://lucky.example/cn/slots');
  });

  it('uses the meta fields for the language they are written in', () => {
    const chinese = { ...entry, meta_lang: 'zh-CN', meta_title: '在线老虎机' };
    expect(title(seoMeta(chinese, { ...context, language: 'CN', pathname: '/cn/slots' }))).toBe('在线老虎机');
    expect(title(seoMeta(chinese, context))).toBe('Online Slots | Lucky Casino');
    // Without meta_lang the meta fields are in the brand's default language.
    const unmarked = { ...entry, meta_lang: '' };
    expect(title(seoMeta(unmarked, context))).toBe('Play Online Slots | Lucky Casino');
    expect(title(seoMeta(unmarked, { ...context, language: 'PHP', pathname: '/php/slots' }))).toBe(
      'Mga Slot Online | Lucky Casino',
    );
  });

  it('falls back to the site name, the current path and a summary card', () => {
    const bare = {
      ...entry,
      en_item_name: '',
      meta_title: '',
      meta_desc: '',
      meta_canonical: '',
      meta_url: '',
      meta_image_url: '',
    };
    const meta = seoMeta(bare, { ...context, pathname: '/slots' });
    expect(title(meta)).toBe('Lucky Casino');
    expect(named(meta, 'description')).toBe('Spin hundreds of slots at Lucky Casino & win.');
    expect(links(meta, 'canonical')[0]?.href).toBe('https://lucky.example/slots');
    expect(property(meta, 'og:url')).toBe('https://lucky.example/slots');
    expect(property(meta, 'og:image')).toBeUndefined();
    expect(named(meta, 'twitter:card')).toBe('summary');
  });

  it('keeps an absolute http(s) canonical and refuses other schemes', () => {
    const elsewhere = seoMeta({ ...entry, meta_canonical: 'https://www.lucky.example/slots' }, context);
    expect(links(elsewhere, 'canonical')[0]?.href).toBe('https://www.lucky.example/slots');
    // The alternates stay on the requested site.
    expect(links(elsewhere, 'alternate')[1]?.href).toBe('https://lucky.example/php/slots');

    const hostile = seoMeta(
      {
        ...entry,
        meta_canonical: 'javascript:alert(1)',
        meta_url: '//evil.example/x',
        meta_image_url: 'data:x',
      },
      context,
    );
    expect(links(hostile, 'canonical')[0]?.href).toBe('https://lucky.example/slots');
    expect(property(hostile, 'og:url')).toBe('https://lucky.example/slots');
    expect(property(hostile, 'og:image')).toBeUndefined();
  });

  it('puts the canonical path in the page language and prefixes non-default languages only', () => {
    const spanish: SeoContext = {
      ...context,
      language: 'EN',
      defaultLanguage: 'ESP',
      languages: ['ESP', 'EN'],
      pathname: '/en/about',
    };
    const meta = seoMeta({ ...entry, meta_canonical: '/about', meta_lang: 'es' }, spanish);
    expect(links(meta, 'canonical')[0]?.href).toBe('https://lucky.example/en/about');
    expect(links(meta, 'alternate').map((link) => link.href)).toEqual([
      'https://lucky.example/about',
      'https://lucky.example/en/about',
      'https://lucky.example/about',
    ]);
  });

  it('links the home page without a trailing path for prefixed languages', () => {
    const meta = seoMeta({ ...entry, meta_canonical: '/', meta_url: '/' }, { ...context, pathname: '/' });
    expect(links(meta, 'alternate').map((link) => link.href)).toEqual([
      'https://lucky.example/',
      'https://lucky.example/php',
      'https://lucky.example/cn',
      'https://lucky.example/',
    ]);
  });
});

describe('plainText', () => {
  it('drops tags, scripts and styles, decodes entities and collapses space', () => {
    expect(
      plainText(
        '<h2>A&nbsp;&amp;&#39;B&#x27;</h2>\n<script>x()</script><style>p{}</style><p>C &lt;D&gt;</p>',
      ),
    ).toBe("A &'B' C <D>");
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = plainText(`<p>${'word '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('page language and html lang', () => {
  const languages = { default: 'ESP', enabled: ['ESP', 'EN', 'MMK'] } as const;

  it('is the prefix language, or the brand default for an unprefixed path', () => {
    expect(pageLanguage('/about', languages)).toBe('ESP');
    expect(pageLanguage('/en/about', languages)).toBe('EN');
    expect(pageLanguage('/cn/about', languages)).toBe('ESP');
  });

  it('marks pages of languages without messages as English', () => {
    expect(htmlLang('MMK')).toBe('en');
    expect(htmlLang('PHP')).toBe('fil');
    expect(htmlLang('CN')).toBe('zh-CN');
  });
});
