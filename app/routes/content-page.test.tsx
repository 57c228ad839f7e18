// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { createRoutesStub, type AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ui from '#public/locales/en/ui.json';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import type { CmsKey } from '#shared/brand/brand-site-schema.ts';
import type { SiteConfig } from '#server/features/site/site-config.ts';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { readDataText } from '#app/features/routing/data-text.ts';
import ContentPage, { loader } from './content-page.tsx';

afterEach(cleanup);

const hostile =
  '<h2>Who we are</h2><p onclick="steal()">Fair games.</p><script>steal()</script>' +
  '<a href="javascript:steal()">x</a><img src=x onerror=steal()>';

function cmsEntry(status: boolean, en: string, local = '') {
  return { status, en_body: en, local_body: local };
}

let version = 0;

function configOf(changes: Partial<BrandDocument> = {}): SiteConfig {
  version += 1;
  const cms = {
    about_us: cmsEntry(true, hostile, '<h2>Tungkol sa amin</h2><p>Patas na laro.</p>'),
    privacy_policy: cmsEntry(true, '<p>Privacy</p>'),
    banking: cmsEntry(true, '<p>Banking</p>'),
    faqs: cmsEntry(false, '<p>FAQ</p>'),
    responsible_gaming: cmsEntry(true, '<p>Play responsibly.</p>'),
    term_condition: cmsEntry(true, ''),
  } satisfies Record<CmsKey, unknown>;
  return {
    id: 1,
    version,
    document: {
      site: { site_name: 'Lucky Casino', theme_code: 'casino1', theme_color: 'gold' },
      maintenance: { is_maintenance: false, start_date: null, end_date: null },
      languages: { default: 'EN', enabled: ['EN', 'PHP'] },
      cms,
      seo: [],
      ...changes,
    },
  } as unknown as SiteConfig;
}

function contextOf(config: SiteConfig | null): AppLoadContext {
  return {
    services: {
      siteConfigs: {
        forCall: async () => {
          if (!config) throw new Error('unknownDomain');
          return config;
        },
      },
    },
  } as unknown as AppLoadContext;
}

function answerOf(path: string, config: SiteConfig | null = configOf()) {
  const request = new Request(`http://lucky.localhost${path}`);
  return loader({ request, context: contextOf(config), params: {} } as Parameters<typeof loader>[0]);
}

/** The loader data, without the status a not-found answer carries. */
async function load(path: string, config: SiteConfig | null = configOf()) {
  const answer = await answerOf(path, config);
  return 'init' in answer ? answer.data : answer;
}

describe('content page loader', () => {
  it('serves the EN body sanitised on the server', async () => {
    const page = await load('/about');
    expect(page.html).toContain('<h2>Who we are</h2>');
    expect(page.html).toContain('Fair games.');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'steal()</script>'])
      expect(page.html).not.toContain(bad);
    expect(page.lang).toBeUndefined();
  });

  it('serves the local body to other languages, and the EN one (marked en) when it is empty', async () => {
    const filipino = await load('/php/about');
    expect(filipino.html).toBe('<h2>Tungkol sa amin</h2><p>Patas na laro.</p>');
    expect(filipino.lang).toBeUndefined();
    const fallback = await load('/php/privacy-policy');
    expect(fallback.html).toBe('<p>Privacy</p>');
    expect(fallback.lang).toBe('en');
  });

  it('is the not-found page, status 404, when the page is switched off', async () => {
    expect(await answerOf('/php/faqs')).toMatchObject({
      data: { notFound: '/php/faqs' },
      init: { status: 404 },
    });
  });

  it('serves nothing under maintenance or without a brand (the root shows its own screen)', async () => {
    const closed = configOf({ maintenance: { is_maintenance: true, start_date: null, end_date: null } });
    expect(await load('/about', closed)).toEqual({ html: '', lang: undefined, seo: null, notFound: null });
    expect(await load('/about', null)).toEqual({ html: '', lang: undefined, seo: null, notFound: null });
  });

  it('serves nothing, not even SEO, when the theme check refuses the brand', async () => {
    const base = configOf();
    const invalid = configOf({ site: { ...base.document.site, theme_code: 'casino99' as never } });
    expect(await load('/about', invalid)).toEqual({ html: '', lang: undefined, seo: null, notFound: null });
  });

  it("carries the page's SEO meta when the brand has an entry for it", async () => {
    const seo = [
      {
        page_name: 'about',
        en_item_name: 'About Lucky',
        en_body: '',
        local_item_name: '',
        local_body: '',
        meta_title: 'About Lucky Casino',
        meta_desc: 'Who we are.',
        meta_keywords: '',
        meta_url: '',
        meta_canonical: '/about',
        meta_author: '',
        meta_publisher: '',
        meta_lang: 'en',
        meta_image_url: '',
      },
    ];
    const page = await load('/about', configOf({ seo }));
    const pageSeo = page.seo ? readDataText(page.seo) : null;
    expect(pageSeo?.path).toBe('/about');
    expect(pageSeo?.meta).toContainEqual({ title: 'About Lucky Casino' });
    expect(pageSeo?.meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://lucky.localhost/about',
    });
  });
});

function renderAt(path: string, config: SiteConfig) {
  const Stub = createRoutesStub([
    {
      id: 'page:about',
      path: '/about',
      Component: ContentPage as never,
      HydrateFallback: () => null,
      loader: ({ request }) => loader({ request, context: contextOf(config), params: {} } as never),
    },
    {
      id: 'page:term-condition',
      path: '/term-condition',
      Component: ContentPage as never,
      HydrateFallback: () => null,
      loader: ({ request }) => loader({ request, context: contextOf(config), params: {} } as never),
    },
  ]);
  const i18n = createI18n('EN', { EN: { ui } });
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
}

describe('content page', () => {
  it('shows the translated title and only the sanitised prose', async () => {
    const { container } = renderAt('/about', configOf());
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    const prose = container.querySelector('.cms-prose');
    expect(prose?.querySelector('script, [onclick], [onerror]')).toBeNull();
    expect(prose?.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('says so when the operator wrote nothing', async () => {
    renderAt('/term-condition', configOf());
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getByText('This page has no content yet.')).toBeTruthy();
  });
});
