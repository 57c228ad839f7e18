import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeTable } from '#app/features/routing/route-table.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { localisedPath, stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 10: no page of any language shows a raw message key or reports a missing translation
 * (the translator logs `Missing translation: <group>:<key>`), every page has a title
 * in its language, and the 404 page is a translated page of the site. One server, one browser; one
 * sweep of every route of app/routes.ts per language, spread over the brands so that each demo
 * template is visited too (Royal Bay only ever shows its maintenance screen). Guarded pages are
 * visited signed in as the brand's demo1, the others signed out.
 */

interface Sweep {
  brand: string;
  language: LanguageCode;
  /** The browser's language, so that an unprefixed path is not redirected to another language. */
  locale: string;
  defaultLanguage: LanguageCode;
  /** The brand's local language (its local_ CMS and SEO texts); undefined for English-only brands. */
  local?: LanguageCode;
}

const sweeps: Sweep[] = [
  { brand: 'lucky', language: 'EN', locale: 'en-US', defaultLanguage: 'EN', local: 'PHP' },
  { brand: 'lucky', language: 'PHP', locale: 'fil', defaultLanguage: 'EN', local: 'PHP' },
  { brand: 'lucky', language: 'CN', locale: 'zh-CN', defaultLanguage: 'EN', local: 'PHP' },
  { brand: 'spinpalace', language: 'RUS', locale: 'ru-RU', defaultLanguage: 'EN', local: 'ESP' },
  { brand: 'goalline', language: 'ESP', locale: 'es-ES', defaultLanguage: 'ESP', local: 'ESP' },
  { brand: 'jadeslots', language: 'MMK', locale: 'my', defaultLanguage: 'CN', local: 'CN' },
];

const uiOf = (language: LanguageCode) =>
  JSON.parse(
    readFileSync(new URL(`../../public/locales/${language.toLowerCase()}/ui.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
const enUi = uiOf('EN');
const siteNames: Record<string, string> = {
  lucky: 'Lucky Casino',
  spinpalace: 'Spin Palace',
  goalline: 'GoalLine',
  jadeslots: 'Jade Slots',
};

/** A camelCase word (`pageAboutDefault`) or a group-qualified key (`ui:vipLevel`): an untranslated key. */
const rawKey = /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b|\b(?:ui|gm|errors|messages|validation):[A-Za-z]\w*/g;

const { server, browser } = browserSuite();

/** Logs demo1 in through the API on the brand's own host: the session cookie is that host's. */
async function logIn(page: Page, brand: string) {
  await page.goto(server.url('/', brand === 'lucky' ? undefined : brand));
  await hydrated(page);
  const domain = baseDomainOf(new URL(page.url()).hostname);
  const answer = await page.evaluate(
    async ({ domain, password }) => {
      const post = async (path: string, body: unknown) =>
        (await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.json())) as Record<string, unknown>;
      const startup = await post('/api/startup', { domain_name: domain });
      const site = startup.site as { external_id: string };
      return post('/api/auth/login', {
        account_id: 'demo1',
        password,
        domain_name: domain,
        external_id: site.external_id,
      });
    },
    { domain, password: demoPassword },
  );
  expect(answer.statusCode, JSON.stringify(answer)).toBe(1);
}

interface Visit {
  path: string;
  /** Where the page ended up after any redirect, without its language prefix. */
  shown: string;
  status: number;
  title: string;
  rawKeys: string[];
  framed: boolean;
}

async function visit(page: Page, path: string, settle = false): Promise<Visit> {
  const response = await page.goto(path);
  await hydrated(page);
  // The account screens load their groups (validation, messages) after mount and render again.
  if (settle) await page.waitForLoadState('networkidle');
  const { text, title, framed } = await page.evaluate(() => ({
    text: document.body.innerText,
    title: document.title,
    framed: document.querySelector('header') !== null && document.querySelector('footer') !== null,
  }));
  return {
    path,
    shown: stripLanguagePrefix(new URL(page.url()).pathname),
    status: response?.status() ?? 0,
    title,
    rawKeys: [...new Set([...text.matchAll(rawKey), ...title.matchAll(rawKey)].map((match) => match[0]))],
    framed,
  };
}

describe.each(sweeps)('$brand in $language', (sweep) => {
  const ui = { ...enUi, ...uiOf(sweep.language) };
  const pathOf = (path: string) => localisedPath(path, sweep.language, sweep.defaultLanguage);
  const host = (path: string) => server.url(pathOf(path), sweep.brand === 'lucky' ? undefined : sweep.brand);
  const reported: string[] = [];

  function watch(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 404'))
        reported.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
  }

  it('every route, signed out and signed in, shows no raw key and reports no missing one', async () => {
    const { page, context } = await browser.newPage({
      context: { viewport: { width: 1280, height: 900 }, locale: sweep.locale },
      // The browser logs the 404 answer of the not-found page itself.
      allow: [/status of 404/],
    });
    watch(page);
    const visits: Visit[] = [];
    const open = (entry: (typeof routeTable)[number]) => !entry.middleware?.includes('auth');
    for (const entry of routeTable.filter(open)) visits.push(await visit(page, host(entry.path)));
    await logIn(page, sweep.brand);
    for (const entry of routeTable.filter((candidate) => !open(candidate)))
      visits.push(await visit(page, host(entry.path), true));
    visits.push(await visit(page, host('/no-such-page')));
    await context.close();

    expect(reported, 'console errors (missing translations)').toEqual([]);
    expect(
      visits.filter((v) => v.rawKeys.length > 0).map((v) => `${v.path}: ${v.rawKeys.join(', ')}`),
      'raw keys',
    ).toEqual([]);
    expect(
      visits.filter((v) => !v.title.trim()).map((v) => v.path),
      'pages without a title',
    ).toEqual([]);
    // Away from EN and the brand's local language no SEO entry has a title: every page wears its own.
    if (sweep.language !== 'EN' && sweep.language !== sweep.local) {
      for (const v of visits.slice(0, -1)) {
        const entry = routeTable.find((candidate) => candidate.path === v.shown);
        // A CMS page the brand switched off (Jade Slots' FAQs) is the not-found page.
        const key = v.status === 404 ? 'notFoundTitle' : (entry?.title ?? 'home');
        expect(v.title, v.path).toBe(`${ui[key]} | ${siteNames[sweep.brand]}`);
      }
    }
    const notFound = visits.at(-1)!;
    expect(notFound.status).toBe(404);
    expect(notFound.framed, 'the 404 page has the site header and footer').toBe(true);
    expect(notFound.title.startsWith(`${ui['notFoundTitle']} | `)).toBe(true);
  }, 600_000);
});

describe('the 404 page', () => {
  it('is a page of the site in the language of its prefix, with status 404 and a Back link', async () => {
    const { page } = await browser.newPage({
      context: { viewport: { width: 375, height: 812 } },
      allow: [/status of 404/],
    });
    const response = await page.goto(server.url('/cn/no-such-page'));
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.title()).toBe('页面未找到 | Lucky Casino');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('页面未找到');
    expect(await page.locator('.error-page__message').innerText()).toBe('页面未找到：/cn/no-such-page');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh/);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').count()).toBeGreaterThan(0);
    await screenshot(page, 'i18n-not-found-cn-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'i18n-not-found-cn-1280');
    // Back goes to the home page in the same language.
    await page.getByRole('link', { name: '返回' }).first().click();
    await page.waitForURL(server.url('/cn'));
  });
});

describe('CMS pages', () => {
  async function cmsText(page: Page, path: string) {
    await page.goto(server.url(path));
    await hydrated(page);
    const prose = page.locator('.cms-prose');
    return { text: await prose.innerText(), lang: await prose.getAttribute('lang') };
  }

  it('show the local_ body only in the brand local language, the en_ body in any other', async () => {
    const { page } = await browser.newPage();
    for (const page_ of ['/about', '/faqs']) {
      const english = await cmsText(page, page_);
      const filipino = await cmsText(page, `/php${page_}`);
      const chinese = await cmsText(page, `/cn${page_}`);
      expect(filipino.text).not.toBe(english.text);
      expect(filipino.lang).toBeNull();
      // Lucky's local language is Filipino: the Chinese page reads the English body, marked as such.
      expect(chinese.text).toBe(english.text);
      expect(chinese.lang).toBe('en');
    }
  });
});
