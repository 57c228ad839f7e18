import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite.ts';
import { fetchPage, htmlAttribute } from './support/fetch-page.ts';

/** Spec §4 Viewport and §9 viewport cookie and breakpoints. */

const { server, openPage } = browserSuite();

const day = 24 * 60 * 60;

async function viewportCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'viewport');
}

describe('viewport cookie', () => {
  it('is written for a 375 px phone as mobileMedium: path /, strict, secure, a year', async () => {
    const { page, context } = await openPage({ context: { viewport: { width: 375, height: 740 } } });
    await page.goto(server.url('/'));
    await expect.poll(async () => (await viewportCookie(context))?.value).toBe('mobileMedium');
    const cookie = await viewportCookie(context);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.secure).toBe(true);
    const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / day;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365.01);
  });

  it('is desktopMedium at 1280 px and follows the window across breakpoints', async () => {
    const { page, context } = await openPage({ context: { viewport: { width: 1280, height: 800 } } });
    await page.goto(server.url('/'));
    await expect.poll(async () => (await viewportCookie(context))?.value).toBe('desktopMedium');

    for (const [width, expected] of [
      [375, 'mobileMedium'],
      [800, 'tablet'],
      [1024, 'desktop'],
      [1700, 'desktopWide'],
      [330, 'mobile'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(async () => (await viewportCookie(context))?.value, { message: `${width} px`, timeout: 3_000 })
        .toBe(expected);
    }
  });

  it('is used by the server: the next page is rendered for the breakpoint it names', async () => {
    const { page, context } = await openPage({ context: { viewport: { width: 375, height: 740 } } });
    const first = await page.goto(server.url('/'));
    // No cookie on the first request: the default viewport (desktop).
    expect(htmlAttribute(await first!.text(), 'data-viewport')).toBe('desktop');
    await expect.poll(async () => (await viewportCookie(context))?.value).toBe('mobileMedium');
    const second = await page.reload();
    expect(htmlAttribute(await second!.text(), 'data-viewport')).toBe('mobileMedium');
    expect(await page.locator('html').getAttribute('data-viewport')).toBe('mobileMedium');
  });

  it('renders the breakpoint of the cookie for a plain request, and the default for a bad value', async () => {
    const tablet = await fetchPage(server.port, '/', { headers: { cookie: 'viewport=tablet' } });
    expect(htmlAttribute(tablet.body, 'data-viewport')).toBe('tablet');
    const bogus = await fetchPage(server.port, '/', { headers: { cookie: 'viewport=<script>' } });
    expect(htmlAttribute(bogus.body, 'data-viewport')).toBe('desktop');
  });
});
