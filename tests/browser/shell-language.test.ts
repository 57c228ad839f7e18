import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/** Spec §4 Locale, §9 language cookie, §8 'Failed locale loading'. */

const { server, openPage } = browserSuite();

const day = 24 * 60 * 60;

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'lang');
}

async function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 }).first().innerText();
}

describe('switching language', () => {
  it('goes to the /cn path, keeps a year-long lax cookie, shows Chinese, survives a reload and switches back', async () => {
    const { page, context } = await openPage({ context: { locale: 'en-US' } });
    await page.goto(server.url('/slots'));
    await hydrated(page);
    expect(await pageHeading(page)).toBe('Slots');

    const switcher = page.getByTestId('language-switcher');
    expect(await switcher.count(), 'a language switcher in the header').toBe(1);
    expect(await switcher.isVisible()).toBe(true);
    expect(await switcher.inputValue()).toBe('EN');
    // Only the brand's languages are offered.
    expect(
      await switcher
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['EN', 'PHP', 'CN']);
    await switcher.selectOption('CN');
    await page.waitForURL(server.url('/cn/slots'));
    await expect.poll(() => pageHeading(page)).toBe('老虎机');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await page.locator('body').innerText()).toContain('登录');

    const cookie = await languageCookie(context);
    expect(cookie?.value).toBe('CN');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / day;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365.01);
    await screenshot(page, 'shell-language-cn');

    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/cn/slots');
    expect(await pageHeading(page)).toBe('老虎机');
    expect(await page.getByTestId('language-switcher').inputValue()).toBe('CN');

    await page.getByTestId('language-switcher').selectOption('EN');
    await page.waitForURL(server.url('/slots'));
    await expect.poll(() => pageHeading(page)).toBe('Slots');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect((await languageCookie(context))?.value).toBe('EN');
  });

  it('prefers the saved cookie over the browser language on the next visit', async () => {
    const { page, context } = await openPage({
      context: { locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN' } },
    });
    await context.addCookies([{ name: 'lang', value: 'EN', url: server.url('/') }]);
    await page.goto(server.url('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('data-language')).toBe('EN');
  });
});

describe('first visit', () => {
  it('sends a Chinese browser with no cookie from / to /cn', async () => {
    const { page } = await openPage({
      context: { locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN' } },
    });
    const response = await page.goto(server.url('/'));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/cn');
    expect(await page.locator('html').getAttribute('data-language')).toBe('CN');
    // The home page may show its preloader first.
    await expect.poll(() => page.locator('body').innerText(), { timeout: 5_000 }).toContain('首页');
  });

  it('keeps an English browser on the unprefixed path', async () => {
    const { page } = await openPage({ context: { locale: 'en-US' } });
    await page.goto(server.url('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('data-language')).toBe('EN');
  });
});

describe('locale files loaded on demand', () => {
  it("logs 'Failed locale loading' when a message file cannot be loaded", async () => {
    // The messages group is loaded on demand for the new-version notice (spec §4 build update).
    const { page, errors } = await openPage({
      allow: [/Failed locale loading/, /Failed to load resource/],
    });
    let localeRequests = 0;
    await page.route('**/locales/**/messages.json', (route) => {
      localeRequests += 1;
      return route.abort();
    });
    await page.route('**/build-info.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId: 'a-newer-build' }) }),
    );
    await page.clock.install();
    await page.goto(server.url('/'));
    await hydrated(page);
    // No call may be in flight when an hour of fake time passes at once: its 10 s timeout would fire first.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(60 * 60 * 1000 + 1_000);
    await expect.poll(() => errors.all.some((line) => line.includes('Failed locale loading'))).toBe(true);
    expect(localeRequests).toBeGreaterThan(0);
    await page.clock.runFor(500);
    // Whatever the page shows then (toasts included: their container mounts only once one is asked
    // for), it is not a bare message key.
    expect(await page.locator('body').innerText()).not.toMatch(/\bnewVersion\b/);
    // The page itself keeps working.
    expect(await page.locator('header').first().isVisible()).toBe(true);
  });
});
