import { describe, expect, it } from 'vitest';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import type { SeoEntry } from '#shared/brand/brand-site-schema.ts';
import type { SiteConfig } from '#server/features/site/site-config.ts';
import { dataTextOf, readDataText } from '#app/features/routing/data-text.ts';
import { pageSeo, seoPageName } from './page-seo.server.ts';
import { seoMetaOf, type PageSeo } from './seo-page-meta.ts';

function seoEntry(page: string, title: string): SeoEntry {
  return {
    page_name: page,
    en_item_name: title,
    en_body: `<p>${title} body</p>`,
    local_item_name: `${title} (PH)`,
    local_body: '',
    meta_title: `${title} | Lucky`,
    meta_desc: `${title} description`,
    meta_keywords: '',
    meta_url: '',
    meta_canonical: '',
    meta_author: 'Lucky',
    meta_publisher: 'Lucky',
    meta_lang: 'en',
    meta_image_url: '',
  };
}

function configWith(document: Partial<BrandDocument>): SiteConfig {
  return {
    document: {
      site: { site_name: 'Lucky' },
      maintenance: { is_maintenance: false, start_date: null, end_date: null },
      languages: { default: 'EN', enabled: ['EN', 'PHP'] },
      seo: [seoEntry('home', 'Welcome'), seoEntry('slots', 'Slots'), seoEntry('privacy_policy', 'Privacy')],
      ...document,
    },
  } as unknown as SiteConfig;
}

function titleOf(meta: { title?: string }[] | undefined): string | undefined {
  return meta?.find((descriptor) => 'title' in descriptor)?.title;
}

function seoAt(config: SiteConfig, url: string): PageSeo | null {
  const text = pageSeo(config, new Request(url));
  return text === null ? null : readDataText(text);
}

describe('pageSeo', () => {
  it('names SEO pages by the route title key in snake case', () => {
    expect(seoPageName('home')).toBe('home');
    expect(seoPageName('privacyPolicy')).toBe('privacy_policy');
    expect(seoPageName('responsibleGaming')).toBe('responsible_gaming');
  });

  it("finds the entry of the requested route, in the request's language", () => {
    const config = configWith({});
    const home = seoAt(config, 'http://lucky.localhost:3000/');
    expect(home?.path).toBe('/');
    expect(titleOf(home?.meta as { title?: string }[])).toBe('Welcome | Lucky');
    expect(home?.meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://lucky.localhost:3000/',
    });

    const filipino = seoAt(config, 'http://lucky.localhost:3000/php/slots');
    expect(filipino?.path).toBe('/php/slots');
    expect(titleOf(filipino?.meta as { title?: string }[])).toBe('Slots (PH) | Lucky');

    const privacy = seoAt(config, 'http://lucky.localhost:3000/privacy-policy/');
    expect(titleOf(privacy?.meta as { title?: string }[])).toBe('Privacy | Lucky');
  });

  it('is null for pages without an entry, unknown paths and during maintenance', () => {
    const config = configWith({});
    expect(pageSeo(config, new Request('http://lucky.localhost/casino'))).toBeNull();
    expect(pageSeo(config, new Request('http://lucky.localhost/nowhere'))).toBeNull();
    const closed = configWith({ maintenance: { is_maintenance: true, start_date: null, end_date: null } });
    expect(pageSeo(closed, new Request('http://lucky.localhost/'))).toBeNull();
  });

  it('writes one text per brand version and address, and a new one when the brand changes', () => {
    const config = configWith({});
    const first = pageSeo(config, new Request('http://lucky.localhost:3000/'));
    expect(first).not.toBeNull();
    // Another request for the same address gets the very same text, which the encoder sends once.
    expect(pageSeo(config, new Request('http://lucky.localhost:3000/'))).toBe(first);
    expect(pageSeo(config, new Request('http://lucky.localhost:3000/slots'))).not.toBe(first);
    expect(pageSeo(config, new Request('http://spin.localhost:3000/'))).not.toBe(first);
    // A brand changed by its operator (a new document) is answered afresh.
    const retitled = configWith({ seo: [seoEntry('home', 'Hello')] });
    expect(titleOf(seoAt(retitled, 'http://lucky.localhost:3000/')?.meta as { title?: string }[])).toBe(
      'Hello | Lucky',
    );
  });

  it('follows a scheduled maintenance window as it opens, though the text is kept', () => {
    const config = configWith({
      maintenance: {
        is_maintenance: false,
        start_date: '2026-12-03T12:00:00Z',
        end_date: '2026-12-03T13:00:00Z',
      },
    });
    const request = () => new Request('http://lucky.localhost:3000/');
    expect(pageSeo(config, request(), new Date('2026-12-03T11:59:00Z'))).not.toBeNull();
    expect(pageSeo(config, request(), new Date('2026-12-03T12:01:00Z'))).toBeNull();
    expect(pageSeo(config, request(), new Date('2026-12-03T13:01:00Z'))).not.toBeNull();
  });
});

describe('seoMetaOf', () => {
  const landed = dataTextOf({ path: '/slots', meta: [{ title: 'Landed' }] });
  const own = dataTextOf({ path: '/about', meta: [{ title: 'Own' }] });

  it("prefers the page's own loader seo", () => {
    const matches = [
      { id: 'root', pathname: '/', data: { seo: landed } },
      { id: 'page:about', pathname: '/about', data: { seo: own } },
    ];
    expect(seoMetaOf(matches)).toEqual([{ title: 'Own' }]);
  });

  it("uses the root's seo only on the page it was made for", () => {
    const on = [
      { id: 'root', pathname: '/', data: { seo: landed } },
      { id: 'page:slots', pathname: '/slots', data: { games: [] } },
    ];
    expect(seoMetaOf(on)).toEqual([{ title: 'Landed' }]);
    const after = [
      { id: 'root', pathname: '/', data: { seo: landed } },
      { id: 'page:vip', pathname: '/vip', data: undefined },
    ];
    expect(seoMetaOf(after)).toBeUndefined();
  });

  it('is undefined without seo data', () => {
    expect(seoMetaOf([])).toBeUndefined();
    expect(seoMetaOf([{ id: 'root', pathname: '/', data: { seo: null } }])).toBeUndefined();
  });
});
