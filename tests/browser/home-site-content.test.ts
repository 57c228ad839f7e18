import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { luckyBrand } from '#server/db/seed/demo-brands.ts';
import { fetchPage } from './support/fetch-page.ts';
import { browserSuite } from './support/browser-suite.ts';

/**
 * What the server renders around the pages: CMS pages in two languages (with a hostile body that
 * must not run), the SEO tags, and the brand's analytics snippets running once in their section.
 */
const xssBody = '<p>hi</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

const { server, browser } = browserSuite({
  prepare: async (db) => {
    await db.execute(
      sql`update brands set document = jsonb_set(document, '{cms,about_us,en_body}', to_jsonb(${xssBody}::text)) where code = 'lucky'`,
    );
  },
});

describe('CMS pages', () => {
  it('/about shows the English body, sanitised: the payload does not run and leaves no script or handler', async () => {
    const { page } = await browser.newPage({ allow: [/Failed to load resource/] });
    const response = await page.goto(server.url('/about'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const article = page.locator('article .cms-prose');
    await expect(article.innerText()).resolves.toContain('hi');
    const markup = await article.innerHTML();
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/onerror/i);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // Nor did the server send it anywhere in the page.
    const html = await response!.text();
    expect(html).not.toContain('window.__xss=2');
    expect(html).not.toMatch(/onerror="window.__xss/);
  });

  it('/php/about shows the Filipino body in its language', async () => {
    const { page } = await browser.newPage();
    const response = await page.goto(server.url('/php/about'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    const prose = page.locator('article .cms-prose');
    // The local body, in the page's own language (no lang override as for an English fallback).
    expect(await prose.getAttribute('lang')).toBeNull();
    const text = await prose.innerText();
    expect(text).toContain('Tungkol sa Lucky Casino');
    expect(text).not.toMatch(/^hi$/m);
    // The Filipino page title comes from the PHP message set.
    await expect(page.locator('article h1').innerText()).resolves.not.toBe('About Us');
  });
});

describe('SEO tags in the server HTML', () => {
  function tag(html: string, pattern: RegExp): string | undefined {
    return pattern.exec(html)?.[1];
  }

  it.each(['/', '/about'])(
    '%s has title, description, canonical, og:title and hreflang alternates',
    async (path) => {
      const page = await fetchPage(server.port, path);
      expect(page.status).toBe(200);
      const { body } = page;
      const seo = luckyBrand.seo.find((entry) => entry.page_name === (path === '/' ? 'home' : 'about'))!;
      expect(tag(body, /<title>([^<]*)<\/title>/)).toBe(seo.meta_title.replace(/&/g, '&amp;'));
      expect(tag(body, /<meta name="description" content="([^"]*)"/)).toMatch(/\S/);
      expect(tag(body, /<link rel="canonical" href="([^"]*)"/)).toBe(
        `http://localhost:${server.port}${path}`,
      );
      expect(tag(body, /<meta property="og:title" content="([^"]*)"/)).toMatch(/\S/);
      const alternates = [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
      const base = `http://localhost:${server.port}`;
      const suffix = path === '/' ? '' : path;
      expect(alternates).toEqual(
        expect.arrayContaining([
          `en ${base}${path}`,
          `fil ${base}/php${suffix}`,
          `zh-CN ${base}/cn${suffix}`,
          `x-default ${base}${path}`,
        ]),
      );
    },
  );
});

describe('analytics snippets', () => {
  it('run once, each in its section, and not again on client navigations', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (window as { __marqueeAnalytics?: number }).__marqueeAnalytics === 1);
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll('script')]
        .filter((script) => /__marquee(Body)?Analytics/.test(script.textContent ?? ''))
        .map((script) => ({
          parent: script.closest('head') ? 'HEAD' : script.closest('body') ? 'BODY' : 'none',
          body: /__marqueeBodyAnalytics/.test(script.textContent ?? ''),
        })),
    );
    expect(sections).toEqual(
      expect.arrayContaining([
        { parent: 'HEAD', body: false },
        { parent: 'BODY', body: true },
      ]),
    );
    expect(
      await page.evaluate(() => (window as { __marqueeBodyAnalytics?: number }).__marqueeBodyAnalytics),
    ).toBe(1);

    await page.locator('a[href="/slots"]').first().click();
    await page.waitForURL((url) => url.pathname === '/slots');
    await page.locator('a.brand').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#home-hot').waitFor();
    const counts = await page.evaluate(() => [
      (window as { __marqueeAnalytics?: number }).__marqueeAnalytics,
      (window as { __marqueeBodyAnalytics?: number }).__marqueeBodyAnalytics,
    ]);
    expect(counts).toEqual([1, 1]);
  });
});
