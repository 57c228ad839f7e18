import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 12, item 4 in Chromium on the built server: a player builds a three-leg parlay on /sports
 * (a quarter-line handicap, an over/under and a 1X2 leg), places it, an operator enters the three
 * results with `npm run sports -- result …` against the running server, and the parlay shows in
 * /bet-history, settled, with its lines under the spec's display names and the exact payout.
 */

const { server, browser, open } = browserSuite();

function sports(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)('node', ['--import', 'tsx', 'scripts/sports-cli.ts', ...args], {
    cwd: server.root,
    // The server's own data folder: the command finds the running server there and goes through it.
    env: { ...process.env, DATA_DIR: join(server.root, '..', 'data'), LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
}

const toCents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const headerBalance = (page: Page) => page.locator('.account-area__balance').first();

function pick(page: Page, event: string, betType: string, name: string) {
  return page
    .locator(`[data-event="${event}"] [data-bet-type="${betType}"]`)
    .getByRole('button', { name: new RegExp(`^${name} `) });
}

describe('sportsbook', () => {
  it('places a three-leg parlay, settles it by operator results and shows it in the bet history', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await open(page, '/login');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('demo1');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(server.url('/'));

    await open(page, '/sports');
    await page.getByTestId('sports-event').first().waitFor();
    expect(await page.getByTestId('sports-event').count()).toBe(7);
    await pick(page, 'fb-1', 'HDP', 'Arsenal -0.25').click();
    await pick(page, 'fb-2', 'OU', 'Over 2.75').click();
    await pick(page, 'fb-3', '1X2', 'Bayern Munich').click();
    const slip = page.getByTestId('bet-slip');
    expect(await slip.getByTestId('bet-slip-pick').count()).toBe(3);
    await slip.getByRole('radio', { name: 'Parlay' }).check();
    await slip.getByTestId('bet-slip-stake').fill('10');
    // 10 × 1.95 × 1.92 × 1.65 = 61.776, rounded down.
    await expect.poll(() => slip.getByTestId('bet-slip-odds').innerText()).toBe('6.177');
    expect(await slip.getByTestId('bet-slip-payout').innerText()).toBe('PHP 61.77');
    await expect.poll(() => headerBalance(page).innerText(), { timeout: 15_000 }).toMatch(/^PHP [\d,.]+$/);
    const before = toCents(await headerBalance(page).innerText());
    await screenshot(page, 'sports-slip-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    // On a phone the slip is a bar at the bottom of the screen that opens over the events.
    const toggle = slip.getByRole('button', { name: /Bet slip/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await slip.getByTestId('bet-slip-place').isVisible()).toBe(false);
    await page.screenshot({ path: await screenshot(page, 'sports-slip-375') });
    await toggle.click();
    await slip.getByTestId('bet-slip-place').waitFor();
    await page.screenshot({ path: await screenshot(page, 'sports-slip-open-375') });
    await page.setViewportSize({ width: 1280, height: 900 });

    await slip.getByTestId('bet-slip-place').click();
    await slip.getByText('Tap the odds of a selection').waitFor();
    await expect
      .poll(async () => toCents(await headerBalance(page).innerText()), { timeout: 15_000 })
      .toBe(before - 1000);

    expect((await sports('result', 'fb-1', '2-1', '--half', '1-0')).stdout).toMatch(
      /1 waiting for other events/,
    );
    expect((await sports('result', 'fb-2', '2-1')).stdout).toMatch(/1 waiting for other events/);
    const last = await sports('result', 'fb-3', '3-0', '--half', '2-0');
    // 10 × 1.95 × (1 + 1.92) / 2 × 1.65 = 46.9755: the over 2.75 at three goals wins half.
    expect(last.stdout).toMatch(/Settled sb-[\w-]+: paid 46\.97 PHP/);
    // Safe to run twice: nothing more is paid.
    expect((await sports('result', 'fb-3', '3-0', '--half', '2-0')).stdout).toMatch(/0 bet\(s\) settled/);

    await open(page, '/bet-history');
    const round = page.getByTestId('bet-rounds').locator('tr.bet-round').first();
    expect(await round.getAttribute('data-status')).toBe('settled');
    expect(toCents(await round.locator('td').nth(2).innerText())).toBe(1000);
    expect(toCents(await round.locator('td').nth(3).innerText())).toBe(4697);
    await round.getByRole('button', { name: 'Details' }).click();
    const lines = page.getByTestId('bet-lines');
    await lines.waitFor();
    expect(await lines.locator('.bet-lines__title').innerText()).toBe('Parlay (3)');
    expect(await lines.getByTestId('bet-line-name').allInnerTexts()).toEqual([
      'Arsenal -0.25',
      'Over 2.75',
      'Bayern Munich',
    ]);
    expect(await lines.getByTestId('bet-line-result').allInnerTexts()).toEqual(['Won', 'Half won', 'Won']);
    await expect
      .poll(async () => toCents(await headerBalance(page).innerText()), { timeout: 15_000 })
      .toBe(before - 1000 + 4697);
    await screenshot(page, 'sports-bet-history-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await hydrated(page);
    await lines.scrollIntoViewIfNeeded();
    await page.screenshot({ path: await screenshot(page, 'sports-bet-history-375') });
  });

  it('speaks the reader language: GoalLine in Spanish, with the Spanish team names and market words', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 375, height: 812 } } });
    await open(page, '/esp/sports', 'goalline');
    await page.getByRole('heading', { name: 'Apuestas deportivas' }).waitFor();
    // An event the first test leaves open; Świątek is spelt the Spanish way here.
    const swiatek = page.locator('[data-event="tn-2"]');
    await swiatek.getByRole('heading', { name: /Iga Świątek/ }).waitFor();
    await swiatek
      .locator('[data-bet-type="OU"]')
      .getByRole('button', { name: /^Más de 2\.5 / })
      .click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByRole('button', { name: /Boleto de apuestas/ }).click();
    expect(await slip.getByTestId('bet-slip-pick').innerText()).toMatch(
      /Más de 2\.5[\s\S]*Iga Świątek vs Aryna Sabalenka/,
    );
    await page.screenshot({ path: await screenshot(page, 'sports-goalline-375') });
  });
});
