import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';
import type { NewPageOptions } from './support/launch-browser.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Decision 0017 on the real built server: royalbay (seeded in maintenance) shows the maintenance
 * screen with 503 on every path, unknown and language-prefixed ones too, and its API refuses a
 * login with `maintenance` while start-up still reports the window.
 */

const { server, browser } = browserSuite();

/** Chromium logs the 503 document (and the refused API call) as failed loads. */
const maintenanceLoads: NewPageOptions = {
  allow: [/Failed to load resource: the server responded with a status of 503/],
};

const paths = ['/', '/no-such-page', '/nowhere/at/all', '/cn/whatever', '/zz/slots', '/slots', '/account'];

describe('royalbay in maintenance', () => {
  it('renders the maintenance screen with 503 for every path on the server, never the 404 page', async () => {
    for (const path of paths) {
      const answer = await fetchPage(server.port, path, { brand: 'royalbay' });
      expect([path, answer.status, answer.location]).toEqual([path, 503, undefined]);
      expect(answer.body.includes('data-testid="maintenance-screen"'), path).toBe(true);
      // The 404 page would render the path into its text (the message itself ships in the page's
      // translations, so the bare words are in every page).
      expect(answer.body.includes(`Page not found: ${path}`), path).toBe(false);
    }
  });

  it('shows only the maintenance screen in the browser on unknown and guarded paths', async () => {
    for (const path of ['/no-such-page', '/cn/whatever', '/account']) {
      const { page } = await browser.newPage(maintenanceLoads);
      page.setDefaultTimeout(10_000);
      const response = await page.goto(server.url(path, 'royalbay'));
      expect(response?.status(), path).toBe(503);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByTestId('maintenance-screen').isVisible()).toBe(true);
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(await page.locator('header, nav, footer, [data-template]').count(), path).toBe(0);
      expect(await page.locator('body').innerText(), path).not.toContain('Page not found');
      if (path === '/no-such-page') await screenshot(page, 'maintenance-unknown-path-royalbay');
      await page.context().close();
    }
  });

  it('refuses a login with maintenance while start-up still reports the window', async () => {
    const { page } = await browser.newPage(maintenanceLoads);
    page.setDefaultTimeout(10_000);
    await page.goto(server.url('/', 'royalbay'));
    const answers = await page.evaluate(async () => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: (await response.json()) as Record<string, unknown> };
      };
      const domain = location.hostname;
      const startup = await post('/api/startup', { domain_name: domain });
      const login = await post('/api/auth/login', {
        account_id: 'demo1',
        password: 'whatever-password',
        domain_name: domain,
        external_id: (startup.json.site as { external_id: string }).external_id,
      });
      return { startup, login };
    });
    expect(answers.startup.status).toBe(200);
    expect(answers.startup.json.statusCode).toBe(1);
    expect((answers.startup.json.maintenance as { is_maintenance: boolean }).is_maintenance).toBe(true);
    expect(answers.login.status).toBe(503);
    expect(answers.login.json).toEqual({ statusCode: 0, message: 'maintenance' });
  });
});
