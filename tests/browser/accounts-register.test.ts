import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Spec §4 registration followed by the verification code, §5 keyboard filters and form messages,
 * /forgot-password end to end: on the real built server, reading the codes from the demo SMS
 * outbox (GET /dev/outbox) as a demo player would.
 */

const { server, browser } = browserSuite();

interface OutboxRow {
  account_id: string;
  phone: string;
  body: string;
}

async function outbox(query: string, brand?: string): Promise<OutboxRow[]> {
  const response = await fetchPage(server.port, `/dev/outbox?${query}`, {
    brand,
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { value: OutboxRow[] }).value;
}

/** The code of the newest SMS to an account, once there are more than `seen` of them. */
async function codeFor(accountId: string, seen = 0, brand?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const rows = await outbox(`account_id=${accountId}`, brand);
    if (rows.length > seen) {
      const code = /\b(\d{6})\b/.exec(rows[0]!.body)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${accountId} in the outbox`);
}

/** The header's balance (the account area of every frame), e.g. 'PHP 12.50'; zero shows as 'PHP' (spec §5). */
function headerBalance(page: Page) {
  return page.locator('.account-area__balance').first();
}

describe('registration (spec §4: signup, then the verification code)', () => {
  it('registers with the tracking ids, verifies the SMS code and arrives logged in with the balance in the header', async () => {
    const { page, context } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await context.addCookies([
      { name: '_fbp', value: 'fb.1.1596403881668.1116446470', url: server.url('/') },
    ]);
    // A visit from an ad keeps its appsflyer_id for the signup (spec §7 tracking), even when the
    // visitor moves on before the tracking code has loaded (held back here).
    let releaseTracking = () => {};
    const trackingHeld = new Promise<void>((resolve) => (releaseTracking = resolve));
    await page.route('**/use-tracking-*.js', async (route) => {
      await trackingHeld;
      await route.continue();
    });
    await page.goto(server.url('/?appsflyer_id=af-1596403881668'));
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('appsflyer_id'))).toBe('af-1596403881668');
    releaseTracking();
    await page.goto(server.url('/register?ref=FRIEND01&ch=tiktok&cm=spring&pp=p7&affiliate_code=aff42'));
    await hydrated(page);

    const form = page.getByTestId('register-form');
    expect(await form.getByLabel('Referral code').inputValue()).toBe('FRIEND01');
    // Player protection is offered at registration (issue 15).
    expect(await form.getByTestId('register-protection-note').innerText()).toContain(
      'set deposit, loss and time limits',
    );

    // The form has hydrated once its first field is focused (autoFocus): a click before that is
    // lost, and the blur it causes would validate the first field alone.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 10_000 })
      .toBe('account_id');
    // Sent empty: every required field says why, next to it, announced to assistive technology.
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const accountId = form.getByLabel('Account ID', { exact: true });
    await expect.poll(() => accountId.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await accountId.getAttribute('aria-describedby')) ?? '';
    const problem = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
    expect(await problem.innerText()).toBe('This field is required.');
    // The other fields' messages may render a moment after the first on a busy machine.
    await expect.poll(() => form.locator('.account-field__problem').count()).toBe(4);

    await accountId.fill('Newbie_01');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm password').fill('shorter');
    // The phone is taken as the player types it; the server reads it with the brand's country.
    const phone = form.getByLabel('Phone number');
    await phone.pressSequentially('+63 917-000-9001');
    expect(await phone.inputValue()).toBe('+63 917-000-9001');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect
      .poll(() => form.locator('.account-field__problem').allInnerTexts())
      .toEqual([
        'The password must be 8 to 64 characters long.',
        'The passwords do not match.',
        'Enter a valid email address.',
      ]);

    await form.getByLabel('Password', { exact: true }).fill('Correct-Horse-42');
    await form.getByLabel('Confirm password').fill('Correct-Horse-42');
    await form.getByLabel('Email address').fill('newbie@example.com');
    const signup = page.waitForRequest('**/api/auth/signup');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const body = (await signup).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      account_id: 'newbie_01',
      contact_phone: '+63 917-000-9001',
      contact_email: 'newbie@example.com',
      referrer_code: 'FRIEND01',
      ch: 'tiktok',
      cm: 'spring',
      pp: 'p7',
      affiliate_code: 'aff42',
      fbp: 'fb.1.1596403881668.1116446470',
      appsflyer_id: 'af-1596403881668',
      domain_name: 'localhost',
    });
    expect(body.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.visitor_id).toBe(await page.evaluate(() => localStorage.getItem('visitor_id')));

    // The code step: the code went out, a resend waits for its countdown.
    const codeForm = page.getByTestId('register-code-form');
    await codeForm.waitFor();
    expect(await codeForm.getByRole('status').innerText()).toBe(
      'A 6-digit verification code has been sent to your phone.',
    );
    const resend = codeForm.getByTestId('resend-code');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.innerText()).toMatch(/^Resend in \d+ s$/);

    const code = await codeFor('newbie_01');
    const tac = codeForm.getByLabel('Verification code');
    await tac.pressSequentially(`a${code}9`);
    expect(await tac.inputValue()).toBe(code);
    await screenshot(page, 'accounts-register-code');
    await codeForm.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(server.url('/'));
    await expect.poll(() => headerBalance(page).innerText()).toMatch(/^PHP\s*$/);
    await page
      .locator('.Toastify__toast')
      .filter({ hasText: 'Your account has been created. Welcome!' })
      .waitFor();
    await screenshot(page, 'accounts-register-logged-in');

    // The session is the server's too: a reload renders the page logged in.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => headerBalance(page).innerText()).toMatch(/^PHP\s*$/);
  });

  it('shows the form messages in the page language (/cn/register)', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/cn/register'));
    await hydrated(page);
    const form = page.getByTestId('register-form');
    await form.getByLabel('账户ID').fill('ab');
    await form.getByRole('button', { name: '注册' }).click();
    const texts = await form.locator('.account-field__problem').allInnerTexts();
    expect(texts[0]).toBe('账户ID须为4至20位字母或数字。');
    expect(texts).toContain('此项为必填项。');
  });

  it('a second signup of a taken account id is refused with the translated error dialog', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/register'));
    await hydrated(page);
    const form = page.getByTestId('register-form');
    await form.getByLabel('Account ID', { exact: true }).fill('demo1');
    await form.getByLabel('Password', { exact: true }).fill('Another-Secret-77');
    await form.getByLabel('Confirm password').fill('Another-Secret-77');
    await form.getByLabel('Phone number').fill('639170009999');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('This account ID is already registered.');
    // Still on the form, with what was typed.
    expect(await form.getByLabel('Account ID', { exact: true }).inputValue()).toBe('demo1');
  });
});

describe('forgot password (/forgot-password)', () => {
  it('sends a code only to the matching phone, answers the same either way, and resets the password', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/forgot-password'));
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Forgot Password');

    // A phone that is not demo2's: the same answer, and no SMS.
    let form = page.getByTestId('forgot-form');
    await form.getByLabel('Account ID').fill('demo2');
    await form.getByLabel('Phone number').fill('639181234599');
    await form.getByRole('button', { name: 'Send code' }).click();
    const sameAnswer =
      'If the account ID and phone number match an account, we have sent a code to that phone. Enter it below with your new password.';
    await expect.poll(() => page.getByTestId('reset-form').getByRole('status').innerText()).toBe(sameAnswer);
    expect(await outbox('account_id=demo2')).toEqual([]);

    // Again with demo2's own phone (README demo players: +639181234502), typed the local way as
    // at signup: the server reads it with the brand's country (PH).
    await page.goto(server.url('/forgot-password'));
    await hydrated(page);
    form = page.getByTestId('forgot-form');
    await form.getByLabel('Account ID').fill('demo2');
    await form.getByLabel('Phone number').fill('0918 123 4502');
    await form.getByRole('button', { name: 'Send code' }).click();
    const reset = page.getByTestId('reset-form');
    await expect.poll(() => reset.getByRole('status').innerText()).toBe(sameAnswer);
    const code = await codeFor('demo2');

    await reset.getByLabel('Verification code').fill(code);
    await reset.getByLabel('New password', { exact: true }).fill('Brand-New-Secret-9');
    await reset.getByLabel('Confirm new password').fill('Brand-New-Secret-9');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    const done = page.getByTestId('reset-done');
    await done.waitFor();
    expect(await done.getByRole('status').innerText()).toContain('Your password has been reset');

    await done.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(server.url('/login'));
    const login = page.getByTestId('login-password-form');
    await login.getByLabel('Account ID').fill('demo2');
    // The old password no longer opens the account.
    await login.getByLabel('Password', { exact: true }).fill(demoPassword);
    await login.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Incorrect account ID or password.');
    await page.keyboard.press('Escape');

    await login.getByLabel('Password', { exact: true }).fill('Brand-New-Secret-9');
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(server.url('/'));
    await expect.poll(() => headerBalance(page).innerText()).toMatch(/^PHP\s+[\d,.]+$/);

    // Logged in, the guest-only page sends the player home.
    await page.goto(server.url('/forgot-password'));
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('/dev/outbox page (demo mode)', () => {
  it("lists the brand's SMS newest first and filters them by account ID and phone", async () => {
    // Two codes for one pending account, one for another.
    const { page } = await browser.newPage();
    await page.goto(server.url('/'));
    await hydrated(page);
    const external = await page.evaluate(async () => {
      const answer = await fetch('/api/startup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: 'localhost' }),
      });
      return ((await answer.json()) as { site: { external_id: string } }).site.external_id;
    });
    for (const [account, phone] of [
      ['outbox_one', '+639170004001'],
      ['outbox_two', '+639170004002'],
      ['outbox_one', '+639170004001'],
    ] as const) {
      const status = await page.evaluate(
        async (body) => {
          const answer = await fetch('/api/auth/signup', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return ((await answer.json()) as { statusCode: number }).statusCode;
        },
        {
          domain_name: 'localhost',
          external_id: external,
          account_id: account,
          password: 'Outbox-Secret-11',
          contact_phone: phone,
          contact_email: '',
          referrer_code: '',
          ch: '',
          cm: '',
          pp: '',
          affiliate_code: '',
          fbp: '',
          appsflyer_id: '',
          visitor_id: '',
        },
      );
      expect(status).toBe(1);
    }

    // The server answers a document request for /dev/outbox itself; inside the app it is a page.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/dev/outbox'),
    );
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('SMS outbox (demo)');
    const table = page.getByTestId('outbox-table');
    await table.waitFor();
    const accounts = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const all = await accounts();
    expect(all.slice(0, 3)).toEqual(['outbox_one', 'outbox_two', 'outbox_one']);
    expect(await table.locator('tbody tr').first().innerText()).toMatch(/code is \d{6}/);

    await page.getByLabel('Account ID').fill('outbox_two');
    await expect.poll(accounts).toEqual(['outbox_two']);
    await page.getByLabel('Account ID').fill('');
    await page.getByLabel('Phone number').pressSequentially('+639170004001');
    await expect.poll(accounts).toEqual(['outbox_one', 'outbox_one']);
    await screenshot(page, 'accounts-dev-outbox');
  });
});
