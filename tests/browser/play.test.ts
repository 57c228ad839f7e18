import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 11 in Chromium on the built server: a guest who taps a game logs in at the template's login
 * entry and comes back to the game; the game (the demo providers' local driver) plays in /playnow
 * inside the site frame, its rounds go through the signed wallet API, and the header's balance
 * follows; EVOPLAY opens in a window of its own.
 */

const { server, browser, open } = browserSuite();

const jiliGame = 'jili-super-ace-royale';
const evoplayGame = 'evoplay-dragons-tavern';

async function logIn(scope: Locator, accountId: string) {
  const form = scope.getByTestId('login-password-form');
  await form.getByLabel('Account ID').fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill(demoPassword);
  await form.getByRole('button', { name: 'Log In' }).click();
}

const headerBalance = (page: Page) => page.locator('.account-area__balance').first();

describe('play', () => {
  it('sends a guest who taps a game to the login page and back to the game, which plays in the site frame', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await page.goto(server.url(`/playnow?game=${jiliGame}`));
    expect(page.url()).toBe(server.url(`/login?next=${encodeURIComponent(`/playnow?game=${jiliGame}`)}`));
    await hydrated(page);
    await logIn(page.locator('body'), 'demo1');
    await page.waitForURL(server.url(`/playnow?game=${jiliGame}`));
    await page.getByRole('heading', { name: 'Super Ace Royale' }).waitFor();

    const game = page.frameLocator('iframe.play-now__frame');
    await game.getByRole('button', { name: 'Spin' }).waitFor();
    await expect.poll(() => headerBalance(page).innerText(), { timeout: 15_000 }).toMatch(/^PHP [\d,.]+$/);
    const before = await headerBalance(page).innerText();
    const shown = await game.locator('[data-balance]').innerText();
    expect(shown.replace(/ PHP$/, '')).toBe(before.replace(/^PHP /, '').replace(/,/g, ''));

    await game.getByRole('radio', { name: '5 PHP' }).check();
    await game.getByRole('button', { name: 'Spin' }).click();
    await game.getByText(/You won|No win this time/).waitFor();
    const result = await game.getByRole('status').innerText();
    // The header follows the round: 5.00 staked, the win (if any) paid.
    const toCents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    const win = /You won ([\d.]+)/.exec(result)?.[1];
    const expected = toCents(before) - 500 + (win ? toCents(win) : 0);
    await expect
      .poll(async () => toCents(await headerBalance(page).innerText()), { timeout: 15_000 })
      .toBe(expected);

    await screenshot(page, 'play-embedded-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await game.getByRole('button', { name: 'Spin' }).waitFor();
    await screenshot(page, 'play-embedded-375');
  });

  it('opens EVOPLAY in a window of its own', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await open(page, '/login');
    await logIn(page.locator('body'), 'demo2');
    await page.waitForURL(server.url('/'));
    await hydrated(page);
    const popup = page.context().waitForEvent('page');
    await open(page, `/playnow?game=${evoplayGame}`);
    await page.getByText("Dragon's Tavern is open in a window of its own.").waitFor();
    // Opened on arrival if the browser allowed it, else by the button.
    const opened = await Promise.race([popup, page.waitForTimeout(2_000).then(() => null)]);
    const gameWindow =
      opened ??
      (
        await Promise.all([
          page.context().waitForEvent('page'),
          page.getByRole('button', { name: 'Open the game again' }).click(),
        ])
      )[0];
    await gameWindow.waitForLoadState();
    expect(new URL(gameWindow.url()).pathname).toBe('/demo-provider/evoplay/play');
    await gameWindow.getByRole('button', { name: 'Spin' }).waitFor();
  });
});
