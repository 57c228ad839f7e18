import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGames } from '#server/db/seed/demo-catalogue.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';
import { screenshot } from './support/screenshot.ts';
import { startTestProvider, type TestProvider } from './support/test-provider.ts';

/**
 * Issue 11 with a provider from outside: a game provider of the test's own on another origin
 * (support/test-provider.ts) is added to Lucky Casino the way an operator adds one, with
 * `npm run catalogue -- apply` and `enable`, against the running built server. A player opens its
 * game from the slots lobby; it plays in the site frame (so the page's frame-src allows the
 * provider's origin, computed from the brand's catalogue), its server moves the money through the
 * signed wallet API, and the header's balance follows by exactly stake − win. Then the conformance
 * suite's command line drives the same server as that provider, getting its game session the way
 * an integrator does (log in, launch, token from the launch address).
 *
 * Every browser test file starts a server and database of its own, so the provider added here is
 * seen by no other file.
 */

const { server, browser } = browserSuite();

const providerCode = 'TESTPROV';
const gameCode = 'testprov-lucky-strike';
const secret = randomBytes(24).toString('hex');
const stake = 500;
const win = 200;

let provider: TestProvider;

function cli(script: string, ...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)('node', ['--import', 'tsx', script, ...args], {
    cwd: server.root,
    // The server's own data folder: the command finds the running server there and goes through it.
    env: { ...process.env, DATA_DIR: join(server.root, '..', 'data'), LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
}

beforeAll(async () => {
  provider = await startTestProvider({
    marqueeOrigin: `http://127.0.0.1:${server.port}`,
    providerCode,
    secret,
    stake,
    win,
  });
  const file = join(server.root, '..', 'testprov.json');
  writeFileSync(
    file,
    JSON.stringify({
      code: providerCode,
      name: 'Test Provider',
      slug: 'testprov',
      logo_url: '/providers/house.svg',
      launch_url: provider.launchUrl,
      wallet_secret: secret,
      games: [
        {
          game_code: gameCode,
          game_name: 'Lucky Strike',
          game_type: 'slots',
          // A shipped card: the page must not ask for a picture that is not there.
          img_url: demoGames.find((game) => game.game_code === 'house-marquee-lights')!.img_url,
        },
      ],
    }),
  );
  expect((await cli('scripts/catalogue-cli.ts', 'apply', file)).stdout).toMatch(/created TESTPROV: 1 games/);
  expect((await cli('scripts/catalogue-cli.ts', 'enable', 'lucky', providerCode)).stdout).toMatch(
    /enabled TESTPROV on lucky/,
  );
});
afterAll(async () => {
  await provider?.stop();
});

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const headerBalance = (page: Page) => page.locator('.account-area__balance').first();
const toCents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

describe('a game provider on another origin', () => {
  it("frames the brand's own providers' origins, and no other brand frames them", async () => {
    const framing = (policy: string | string[] | undefined) =>
      /frame-src ([^;]*)/.exec(String(policy))?.[1]?.split(' ') ?? [];
    const lucky = await fetchPage(server.port, '/');
    expect(framing(lucky.headers['content-security-policy'])).toContain(provider.origin);
    const spinPalace = await fetchPage(server.port, '/', { brand: 'spinpalace' });
    expect(framing(spinPalace.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://secure.livechatinc.com',
    ]);
  });

  it('plays in the site frame from the slots lobby, and the header balance moves by stake − win', async () => {
    const { page } = await browser.newPage({
      // The provider's certificate is made for this run.
      context: { viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true },
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await page.goto(server.url('/login'));
    await hydrated(page);
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('demo1');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(server.url('/'));

    await page.goto(server.url('/slots?provider=testprov'));
    await hydrated(page);
    const tile = page.locator(`a.game-tile[href$="?game=${gameCode}"]`);
    await expect.poll(() => tile.innerText()).toContain('Lucky Strike');
    await tile.click();
    await page.waitForURL(server.url(`/playnow?game=${gameCode}`));

    const frame = page.locator('iframe.play-now__frame');
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).toBe(provider.origin);
    const game = page.frameLocator('iframe.play-now__frame');
    await game.getByRole('heading', { name: `Test Provider: ${gameCode}` }).waitFor();
    await expect.poll(() => headerBalance(page).innerText(), { timeout: 15_000 }).toMatch(/^PHP [\d,.]+$/);
    const before = toCents(await headerBalance(page).innerText());
    expect(toCents(await game.locator('[data-balance]').innerText())).toBe(before);

    await game.getByRole('button', { name: /^Bet 5\.00 PHP$/ }).click();
    await game.getByRole('status').filter({ hasText: 'Round 1: bet 5.00 PHP, won 2.00 PHP' }).waitFor();
    expect(provider.rounds).toHaveLength(1);
    expect(provider.rounds[0]).toMatchObject({
      bet: { status: 'OK', balance: before - stake },
      win: { status: 'OK', balance: before - stake + win },
    });
    await expect
      .poll(async () => toCents(await headerBalance(page).innerText()), { timeout: 15_000 })
      .toBe(before - stake + win);
    expect(toCents(await game.locator('[data-balance]').innerText())).toBe(before - stake + win);
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);

    await screenshot(page, 'external-provider-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await game.getByRole('button', { name: /^Bet/ }).waitFor();
    await screenshot(page, 'external-provider-375');
  });

  it('passes the conformance suite run from its command line against the built server', async () => {
    const { stdout } = await cli(
      'scripts/provider-conformance.ts',
      `http://127.0.0.1:${server.port}`,
      providerCode,
      secret,
      '--player',
      'demo2',
      '--password',
      demoPassword,
      '--domain',
      `localhost:${server.port}`,
    );
    const lines = stdout.trim().split('\n');
    const summary = lines.pop() ?? '';
    const passed = Number(/^(\d+) passed, 0 failed$/.exec(summary)?.[1] ?? 0);
    expect(passed).toBeGreaterThanOrEqual(20);
    expect(lines).toHaveLength(passed);
    for (const line of lines) expect(line).toMatch(/^PASS {2}\S/);
  });
});
