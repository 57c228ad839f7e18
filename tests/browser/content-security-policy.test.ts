import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite.ts';

/**
 * Every page carries a Content-Security-Policy whose scripts run only with the page's nonce. A
 * violation means a script of ours (or an operator's snippet) silently did not run: the site
 * would look fine in a test that does not listen for it, and be broken for players.
 */

const { server, browser } = browserSuite();

const demoPassword = 'Marquee-demo-2026!';

declare global {
  interface Window {
    __cspViolations?: string[];
    __marqueeAnalytics?: number;
  }
}

/** A page that records every CSP violation the browser reports, from the first byte on. */
async function watchedPage(options: { maintenance?: boolean } = {}): Promise<Page> {
  const { page } = await browser.newPage({
    context: { viewport: { width: 1280, height: 900 } },
    // A brand in maintenance answers every page with 503, which Chromium logs as a failed load.
    allow: options.maintenance ? [/Failed to load resource: the server responded with a status of 503/] : [],
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return page;
}

async function settled(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.waitForLoadState('networkidle');
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

function nonceOf(policy: string): string {
  const match = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy);
  if (!match) throw new Error(`no script nonce in ${policy}`);
  return match[1]!;
}

interface DemoBrand {
  code: string;
  /** Where /login leads: the login page, or the home page with the login or sign-in modal. */
  loginForm: 'page' | 'modal';
  /** Royal Bay is in maintenance: only the maintenance screen, no login. */
  maintenance?: boolean;
}

const brands: DemoBrand[] = [
  { code: 'lucky', loginForm: 'page' },
  { code: 'spinpalace', loginForm: 'modal' },
  { code: 'goalline', loginForm: 'page' },
  { code: 'jadeslots', loginForm: 'modal' },
  { code: 'royalbay', loginForm: 'page', maintenance: true },
];

describe('Content-Security-Policy', () => {
  it('is sent with a fresh nonce on every page, and every script of the page carries it', async () => {
    const first = await fetch(server.url('/'));
    const second = await fetch(server.url('/'));
    const policy = first.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "default-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    const nonce = nonceOf(policy);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonceOf(second.headers.get('content-security-policy') ?? '')).not.toBe(nonce);
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) {
      // Data blocks (JSON-LD) never run, so they need no nonce; everything else does.
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    await second.text();
  });

  it.each(brands)(
    '$code: home, a category, the login entry and the deposit page report no violation',
    async (brand) => {
      const page = await watchedPage({ maintenance: brand.maintenance });
      const home = await page.goto(server.url('/', brand.code));
      expect(home?.headers()['content-security-policy']).toMatch(/script-src 'nonce-/);
      // Anonymous pages hold nothing private.
      expect(home?.headers()['cache-control'] ?? '').not.toContain('no-store');
      await settled(page);
      expect(await violations(page)).toEqual([]);

      await page.goto(server.url('/slots', brand.code));
      await settled(page);
      expect(await violations(page)).toEqual([]);
      if (brand.maintenance) {
        await page.goto(server.url('/login', brand.code));
        await settled(page);
        expect(await violations(page)).toEqual([]);
        return;
      }

      await page.goto(server.url('/login', brand.code));
      await settled(page);
      const scope = brand.loginForm === 'modal' ? page.getByRole('dialog') : page.locator('body');
      const form = scope.getByTestId('login-password-form');
      await form.waitFor({ timeout: 10_000 });
      expect(await violations(page)).toEqual([]);
      await form.locator('input[name="account_id"]').fill('demo1');
      await form.locator('input[name="password"]').fill(demoPassword);
      const login = page.waitForResponse('**/api/auth/login');
      await form.locator('button[type="submit"]').click();
      expect(((await (await login).json()) as { statusCode: number }).statusCode).toBe(1);
      await page.waitForLoadState('networkidle');

      const deposit = await page.goto(server.url('/deposit', brand.code));
      // A signed-in player's page is never stored by a browser or a proxy.
      expect(deposit?.headers()['cache-control']).toBe('private, no-store');
      await page.getByTestId('deposit-form').waitFor();
      await settled(page);
      expect(await violations(page)).toEqual([]);
    },
  );

  it("runs the operator's analytics snippets under the policy (Lucky Casino has two)", async () => {
    const page = await watchedPage();
    await page.goto(server.url('/'));
    await settled(page);
    await expect.poll(() => page.evaluate(() => window.__marqueeAnalytics)).toBe(1);
    expect(await violations(page)).toEqual([]);
  });
});
