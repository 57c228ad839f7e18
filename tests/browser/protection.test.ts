import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 15 in Chromium on the real built server: Lucky's player6 sets a deposit limit on
 * /responsible-gaming and is refused above it with the message naming the limit; Lucky's demo1
 * self-excludes and is refused at login on Spin Palace, where demo2 has the same phone (set before
 * the server starts: the same person on two brands).
 */
const sharedPhone = '+639171234501';
const { server, browser, open } = browserSuite({
  prepare: async (db) => {
    await db.execute(
      sql`update accounts set contact_phone = ${sharedPhone} where account_id = 'demo2' and brand_id = (select id from brands where code = 'spinpalace')`,
    );
  },
});

async function logIn(page: Page, accountId: string, next: string) {
  await open(page, `/login?next=${encodeURIComponent(next)}`);
  const form = page.getByTestId('login-password-form');
  await form.getByLabel('Account ID').fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill(demoPassword);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(server.url(next));
  await hydrated(page);
}

describe('player protection', () => {
  it('sets a deposit limit and is refused above it with the message naming the limit', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await logIn(page, 'player6', '/account');
    // One click from the account menu.
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Responsible Gaming' })
      .click();
    await page.waitForURL(server.url('/responsible-gaming'));
    const tools = page.getByTestId('protection-tools');
    await tools.waitFor();
    await tools.locator('select[name=limit-kind]').selectOption('deposit');
    await tools.locator('select[name=limit-period]').selectOption('day');
    await tools.locator('input[name=limit-amount]').fill('100');
    await tools.getByRole('button', { name: 'Set limit' }).click();
    await expect.poll(() => page.getByTestId('protection-limits').innerText()).toContain('100.00 PHP');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await screenshot(page, `protection-tools-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await open(page, '/deposit');
    expect(await page.getByRole('link', { name: 'Set a deposit limit or take a break' }).count()).toBe(1);
    // player6 has never deposited: the page offers a limit before the first deposit.
    const offer = page.getByTestId('first-deposit-limit');
    await offer.waitFor();
    expect(await offer.getByRole('link', { name: 'Set a deposit limit' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    );
    await screenshot(page, 'protection-first-deposit-1280');
    const form = page.getByTestId('deposit-form');
    await form.getByLabel('Amount', { exact: true }).fill('150');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('This deposit is above your 24-hour deposit limit of 100.00 PHP.').waitFor();
    await screenshot(page, 'protection-deposit-refused-1280');
  });

  it('shows a reality check after the chosen interval (fake clock) and Stop leaves the game', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await logIn(page, 'player4', '/responsible-gaming');
    const tools = page.getByTestId('protection-tools');
    await tools.waitFor();
    await tools.locator('select[name=reality-check]').selectOption('15');
    await page.getByText('Saved.').first().waitFor();
    await page.clock.install();
    await open(page, '/playnow?game=house-marquee-lights');
    await page.locator('.play-now iframe').first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Reality check' }).count()).toBe(0);
    // Moving the clock before the setting has arrived would pass the interval before it is armed.
    await page.getByTestId('reality-check-armed').waitFor({ state: 'attached' });
    await page.clock.fastForward('15:00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor();
    expect(await check.innerText()).toMatch(/You have played for 1\d minutes this session\./);
    expect(await check.innerText()).toMatch(/Your net result since the session began: -?[\d,.]+ PHP\./);
    await screenshot(page, 'protection-reality-check-1280');
    await check.getByRole('button', { name: 'Stop playing' }).click();
    await page.waitForURL(server.url('/'));
  });

  it('self-excludes on Lucky Casino and is refused at login on Spin Palace with the same phone', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await logIn(page, 'demo1', '/responsible-gaming');
    const tools = page.getByTestId('protection-tools');
    await tools.waitFor();
    await tools.getByRole('button', { name: 'Self-exclude' }).click();
    await tools.getByRole('alertdialog').waitFor();
    await screenshot(page, 'protection-confirm-1280');
    await tools.getByRole('button', { name: 'Yes, start now' }).click();
    await page.waitForURL(server.url('/'));

    await page.goto(server.url('/login', 'spinpalace'));
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    const form = dialog.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('demo2');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.getByText(/You have taken a time-out or self-excluded/).waitFor();
    await screenshot(page, 'protection-login-refused-spinpalace-1280');
  });
});
