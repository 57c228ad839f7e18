import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Spec §2 login entry by template and the guard, §4 login (password or code) with balance, VIP and
 * favourites after it, the account screens, and logout across tabs; on the real built server with
 * the seeded demo players (README "Demo players", one shared demo password).
 */

const { server, browser } = browserSuite();

/** The code of the newest SMS to an account of a brand. */
async function codeFor(accountId: string, brand?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetchPage(server.port, `/dev/outbox?account_id=${accountId}`, {
      brand,
      headers: { accept: 'application/json' },
    });
    const rows = (JSON.parse(response.body) as { value: { body: string }[] }).value;
    const code = rows[0] && /\b(\d{6})\b/.exec(rows[0].body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${accountId} in the outbox`);
}

function headerBalance(page: Page) {
  return page.locator('.account-area__balance').first();
}

/** Logs in on the password tab of the login form inside `scope` (the page or a modal). */
async function logInWithPassword(page: Page, accountId: string, scope = page.locator('body')) {
  const form = scope.getByTestId('login-password-form');
  await form.getByLabel('Account ID').fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill(demoPassword);
  await form.getByRole('button', { name: /^(Log In|Iniciar sesión|登录)$/ }).click();
}

describe('login page (default templates)', () => {
  it('logs a demo player in with the demo password and loads balance, VIP and favourites', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/auth/') || pathname.startsWith('/api/home/')) calls.push(pathname);
    });
    await page.goto(server.url('/login'));
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Log In');
    // The field is focused for typing straight away: once the page's layout has hydrated, which may
    // come a moment after the root's effects that hydrated() waits for.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 5_000 })
      .toBe('account_id');
    await screenshot(page, 'accounts-login-page');

    const login = page.waitForResponse('**/api/auth/login');
    await logInWithPassword(page, 'demo1');
    const answer = (await (await login).json()) as { statusCode: number; token: string };
    expect(answer.statusCode).toBe(1);
    await page.waitForURL(server.url('/'));
    await expect.poll(() => headerBalance(page).innerText()).toMatch(/^PHP\s+[\d,]+(\.\d+)?$/);
    expect(await headerBalance(page).innerText()).not.toMatch(/^PHP\s+0$/);
    // Spec §4: after the login, the balance, the VIP data and the favourites.
    await expect
      .poll(() => calls)
      .toEqual(expect.arrayContaining(['/api/auth/get_balance', '/api/auth/vip', '/api/home/fav_list']));
    expect(calls.indexOf('/api/auth/login')).toBeLessThan(calls.indexOf('/api/auth/get_balance'));
    // The token stays in memory: localStorage keeps the profile only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain('Maria Santos');
    expect(stored).not.toContain(answer.token);

    // The account overview: name, balance, VIP level with progress capped at 100 %.
    await page.getByRole('link', { name: /Balance/ }).click();
    await page.waitForURL(server.url('/account'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('My Account');
    expect(await page.locator('.account-page__lead').innerText()).toBe('Welcome, Maria Santos');
    expect(await page.getByTestId('account-balance').innerText()).toMatch(/^[\d,]+(\.\d+)?$/);
    const bars = page.getByTestId('vip-card').getByRole('progressbar');
    await expect.poll(() => bars.count()).toBe(2);
    for (const bar of await bars.all()) {
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      const width = await bar.evaluate((element) => {
        const inner = element.firstElementChild as HTMLElement;
        return inner.getBoundingClientRect().width / element.getBoundingClientRect().width;
      });
      expect(width).toBeLessThanOrEqual(1.0001);
    }
    expect(await page.getByTestId('vip-current').innerText()).not.toBe('');
    await screenshot(page, 'accounts-account-overview');
  });

  it('logs in by code: request_login, the SMS code, login_tac', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/login'));
    await hydrated(page);
    await page.getByRole('tab', { name: 'Log in by code' }).click();
    const form = page.getByTestId('login-code-form');
    await form.getByLabel('Account ID').fill('player3');
    await form.getByRole('button', { name: 'Send code' }).click();
    const tac = form.getByLabel('Verification code');
    await tac.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('tac');
    expect(await form.getByTestId('resend-code').isDisabled()).toBe(true);
    await tac.fill(await codeFor('player3'));
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(server.url('/'));
    await expect.poll(() => headerBalance(page).innerText()).toMatch(/^PHP\s+[\d,.]+$/);
  });

  it('a wrong code is refused with the translated error and the player stays a guest', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/login'));
    await hydrated(page);
    await page.getByRole('tab', { name: 'Log in by code' }).click();
    const form = page.getByTestId('login-code-form');
    await form.getByLabel('Account ID').fill('player4');
    await form.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFor('player4');
    await form.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('The verification code is incorrect.');
    expect(await page.locator('.account-area__login').first().isVisible()).toBe(true);
  });

  it('sends a guest from a guarded page to /login?next= and back there after the login', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/profile'));
    expect(page.url()).toBe(server.url('/login?next=%2Fprofile'));
    await hydrated(page);
    await logInWithPassword(page, 'demo1');
    await page.waitForURL(server.url('/profile'));
    await expect.poll(() => page.getByTestId('profile-full-name').innerText()).toBe('Maria Santos');
    expect(await page.getByTestId('profile-card').innerText()).toContain('+63');

    // Edit profile: the alphabet-only name field, then the stored name follows value[0].
    await page.getByRole('link', { name: 'Edit Profile' }).first().click();
    await page.waitForURL(server.url('/edit-profile'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Edit Profile');
    const form = page.getByTestId('edit-profile-form');
    const name = form.getByLabel('Full name');
    await name.fill('');
    await name.pressSequentially('Maria 2 Santos-Cruz');
    expect(await name.inputValue()).toBe('Maria  SantosCruz');
    await name.fill('Maria Santos Cruz');
    await form.getByLabel('Email address').fill('maria.cruz@example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(server.url('/profile'));
    await expect.poll(() => page.getByTestId('profile-full-name').innerText()).toBe('Maria Santos Cruz');
    expect(await page.getByTestId('profile-email').innerText()).toBe('maria.cruz@example.com');
    await page.locator('.Toastify__toast').filter({ hasText: 'Your profile has been updated.' }).waitFor();
    // The server stored it: a fresh render says the same.
    await page.reload();
    expect(await page.getByTestId('profile-full-name').innerText()).toBe('Maria Santos Cruz');
  });
});

describe('login entry of the modal templates (spec §2)', () => {
  it('spinpalace (slot2) has no /login page: / and the login modal after about 1 s', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/login', 'spinpalace'));
    expect(page.url()).toBe(server.url('/?modal=login', 'spinpalace'));
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    const arrived = Date.now();
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    expect(Date.now() - arrived).toBeGreaterThan(300);
    expect(await dialog.getByRole('heading').first().innerText()).toBe('Log In');
    await screenshot(page, 'accounts-login-modal-spinpalace');

    await logInWithPassword(page, 'demo1', dialog);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(server.url('/', 'spinpalace'));
    await expect.poll(() => headerBalance(page).innerText()).toMatch(/^USD\s+[\d,.]+$/);
    // A reload does not open the modal again: the entry parameters are gone.
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a guarded page on spinpalace opens the modal and returns there after the login', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/security', 'spinpalace'));
    expect(page.url()).toBe(server.url('/?modal=login&next=%2Fsecurity', 'spinpalace'));
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    await logInWithPassword(page, 'demo2', dialog);
    await page.waitForURL(server.url('/security', 'spinpalace'));
    const session = page.getByTestId('session-card');
    await session.waitFor();
    expect(await session.innerText()).toContain('127.0.0.1');
    expect(await session.innerText()).toContain('Chrome');
    expect(await page.getByRole('heading', { name: 'Log out everywhere' }).isVisible()).toBe(true);
  });

  it('jadeslots (slot5) opens the sign-in modal', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/login', 'jadeslots'));
    // The browser asks for English (jadeslots' default is Chinese): the entry keeps the language.
    expect(page.url()).toBe(server.url('/en?modal=signin', 'jadeslots'));
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await dialog.getAttribute('class')).toContain('modal--signin');
    await dialog.getByTestId('login-password-form').waitFor();
    await logInWithPassword(page, 'demo1', dialog);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page).innerText()).toMatch(/^CNY\s+[\d,.]+$/);
  });
});

describe('logout (spec §4)', () => {
  it('logs out in one tab; the other tab of the browser resets and reloads', async () => {
    const context = await browser.browser.newContext();
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      failOnPageErrors(first);
      failOnPageErrors(second);
      await first.goto(server.url('/login'));
      await hydrated(first);
      await logInWithPassword(first, 'player4');
      await first.waitForURL(server.url('/'));
      await expect.poll(() => headerBalance(first).innerText()).toMatch(/^PHP/);

      // The second tab shares the session cookie: rendered logged in.
      await second.goto(server.url('/account'));
      await hydrated(second);
      await expect.poll(() => headerBalance(second).innerText()).toMatch(/^PHP/);
      await second.evaluate(() => {
        (window as unknown as { __tabMarker?: boolean }).__tabMarker = true;
      });

      await first.goto(server.url('/account'));
      await hydrated(first);
      const reloaded = second.waitForEvent('load');
      await first.getByTestId('logout').first().click();
      await first.waitForURL(server.url('/login'));
      await first.locator('.Toastify__toast').filter({ hasText: 'You have logged out.' }).waitFor();
      expect(await first.locator('.account-area__login').first().isVisible()).toBe(true);
      expect(await first.evaluate(() => localStorage.getItem('marquee:user'))).toBeNull();

      await reloaded;
      await hydrated(second);
      expect(await second.evaluate(() => '__tabMarker' in window)).toBe(false);
      // Reloaded as a guest, the guarded page sent it to the login.
      expect(second.url()).toBe(server.url('/login?next=%2Faccount'));
      expect(await second.locator('.account-area__login').first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
