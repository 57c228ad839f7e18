import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated, logInThroughForm } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Spec §8 session-expired flow driven by the real session: the session ends on the server (another
 * device logs it out, or the password changes), and the tab finds out through check_status, when it
 * regains focus or on its one-minute check.
 */

const { server, browser, post, externalIdOf } = browserSuite();

/** Logs in on /login and answers the session token, once the header shows the balance. */
async function logIn(page: Page, accountId: string): Promise<string> {
  const token = await logInThroughForm(page, (path) => server.url(path), accountId);
  await expect.poll(() => page.locator('.account-area__balance').first().innerText()).toMatch(/^PHP/);
  // Tests that jump the fake clock by a minute need no call in flight: its 10 s timeout would fire first.
  await page.waitForLoadState('networkidle');
  return token;
}

function sessionToast(page: Page) {
  return page.locator('.Toastify__toast').filter({ hasText: 'Invalid session' });
}

describe('session expired (spec §8)', () => {
  it('a session ended elsewhere shows the 10 s warning when the tab regains focus, then logs out and redirects', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 800 } } });
    const token = await logIn(page, 'demo1');
    await page.goto(server.url('/account'));
    await hydrated(page);
    // The account data loads right after hydration; a logout answered before those calls would be
    // found by them (get_balance answers sessionExpired) rather than by the check this test is about.
    await page.waitForLoadState('networkidle');

    // Another device logs this session out with its token.
    expect(await post('/api/auth/logout', { account_id: 'demo1', auth: token })).toMatchObject({
      statusCode: 1,
    });
    const check = page.waitForResponse('**/api/settings/check_status', { timeout: 75_000 });
    // The focus listener comes with the account services' hydration, which may still be under way
    // on a busy machine: return to the tab until the check goes out (later returns within the
    // check gap ask nothing more).
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/settings/check_status')) asked = true;
    });
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            window.dispatchEvent(new Event('focus'));
            document.dispatchEvent(new Event('visibilitychange'));
          });
          return asked;
        },
        // The minute's own check is the backstop when the returns are not heard in time.
        { timeout: 70_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await (await check).json()).toMatchObject({ statusCode: 0, message: 'sessionExpired' });

    const toast = sessionToast(page);
    await toast.waitFor({ state: 'visible' });
    expect(await toast.innerText()).toContain('Your session has expired. Please log in again.');
    expect(await toast.getAttribute('class')).toMatch(/Toastify__toast--warning/);
    // The 10-second warning (spec §9), with its progress bar.
    const duration = await toast
      .locator('.Toastify__progress-bar')
      .evaluate((bar) => getComputedStyle(bar).animationDuration);
    expect(duration).toBe('10s');

    await page.waitForURL(server.url('/login'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Log In');
    expect(await page.locator('.account-area__login').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('marquee:user'))).toBeNull();
    await screenshot(page, 'accounts-session-expired');
  }, 150_000);

  it('the one-minute check finds a session ended by a password change on another device', async () => {
    const { page } = await browser.newPage();
    await page.clock.install();
    const token = await logIn(page, 'demo2');

    // A second device of the same player changes the password: every other session ends.
    const other = await post('/api/auth/login', {
      account_id: 'demo2',
      password: demoPassword,
      domain_name: 'localhost',
      external_id: await externalIdOf(),
    });
    const otherToken = (other as unknown as { token: string }).token;
    expect(otherToken).toBeTruthy();
    expect(otherToken).not.toBe(token);
    expect(
      await post('/api/auth/update_password', {
        account_id: 'demo2',
        auth: otherToken,
        password: demoPassword,
        new_password: 'Second-Device-Secret-1',
      }),
    ).toMatchObject({ statusCode: 1 });

    const check = page.waitForResponse('**/api/settings/check_status');
    await page.clock.fastForward(61_000);
    expect(await (await check).json()).toMatchObject({ message: 'sessionExpired' });
    await sessionToast(page).waitFor({ state: 'visible' });
    await page.waitForURL(server.url('/login'));
  });

  it('while the session holds, the checks change nothing', async () => {
    const { page } = await browser.newPage();
    await page.clock.install();
    await logIn(page, 'player3');
    const check = page.waitForResponse('**/api/settings/check_status');
    await page.clock.fastForward(61_000);
    expect(await (await check).json()).toMatchObject({ statusCode: 1 });
    await page.waitForTimeout(300);
    expect(await sessionToast(page).count()).toBe(0);
    expect(await page.locator('.account-area__balance').first().isVisible()).toBe(true);
  });

  it('a password change on /change-password keeps this device logged in and ends the other one', async () => {
    const phone = await browser.newPage();
    const laptop = await browser.newPage();
    await logIn(phone.page, 'player4');
    await logIn(laptop.page, 'player4');

    await laptop.page.goto(server.url('/change-password'));
    await hydrated(laptop.page);
    const form = laptop.page.getByTestId('change-password-form');
    expect(await laptop.page.locator('.account-page__lead').innerText()).toContain(
      'Every other device where you are logged in is logged out.',
    );
    await form.getByLabel('Current password').fill(demoPassword);
    await form.getByLabel('New password', { exact: true }).fill(demoPassword);
    await form.getByLabel('Confirm new password').fill(demoPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    expect(await form.locator('.account-field__problem').innerText()).toBe(
      'The new password must be different from the current one.',
    );
    await form.getByLabel('New password', { exact: true }).fill('Laptop-Secret-2026');
    await form.getByLabel('Confirm new password').fill('Laptop-Secret-2026');
    await form.getByRole('button', { name: 'Change Password' }).click();
    const done = form.getByTestId('password-changed');
    await done.waitFor();
    expect(await done.innerText()).toContain('every other device has been logged out');

    // This device stays logged in; the other finds out at its next check.
    await laptop.page.reload();
    await hydrated(laptop.page);
    expect(new URL(laptop.page.url()).pathname).toBe('/change-password');
    await phone.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await sessionToast(phone.page).waitFor({ state: 'visible' });
    await phone.page.waitForURL(server.url('/login'));
  });
});
