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

    // The round is in the bet history, newest first, and opens to show the transactions that moved it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/bet-history');
    const round = page.getByTestId('bet-rounds').locator('tr.bet-round').first();
    expect(await round.getAttribute('data-status')).toBe('settled');
    expect(await round.innerText()).toMatch(/Super Ace Royale\s+JILI Games/);
    expect(toCents(await round.locator('td').nth(2).innerText())).toBe(500);
    if (win) expect(toCents(await round.locator('td').nth(3).innerText())).toBe(toCents(win));
    await round.getByRole('button', { name: 'Details' }).click();
    const details = page.locator('.bet-round__details').first();
    await details.waitFor();
    const lines = details.locator('.bet-round__transaction');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).innerText()).toMatch(/Bet[\s\S]*PHP -5\.00[\s\S]*:bet$/);
    expect(await lines.nth(1).innerText()).toMatch(/Win[\s\S]*:win/);
    expect(await round.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'bet-history-round-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'bet-history-round-375');

    const filters = page.getByTestId('bet-filters');
    await filters.getByLabel('Status').selectOption('open');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(server.url('/bet-history?status=open'));
    await page.getByTestId('bet-history-empty').waitFor();
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
