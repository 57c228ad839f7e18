import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import type { GuardedPage } from './support/launch-browser.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 6 in Chromium on the real built server: a player (lucky's player5, PHP 500.00 to start,
 * used by no other browser test) deposits through the demo gateway's hosted page, adds bank
 * details, asks for a withdrawal (held at once), claims the welcome reward once, and finds all of
 * it in the transaction history and the statement. One page and one session for the whole file:
 * each step builds on the one before.
 */

const { server, browser, open } = browserSuite();
let player: GuardedPage;

const headerBalance = (page: Page) => page.locator('.account-area__balance').first();

async function expectHeaderBalance(page: Page, amount: string) {
  await expect.poll(() => headerBalance(page).innerText(), { timeout: 15_000 }).toBe(`PHP ${amount}`);
}

/** Full-page screenshots of a path at a phone's and a desktop's width. */
async function shoot(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await open(page, path);
    await ready(page);
    await screenshot(page, `wallet-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('wallet pages', () => {
  it('logs player5 in', async () => {
    player = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    const { page } = player;
    await open(page, '/login?next=%2Fdeposit');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('player5');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(server.url('/deposit'));
    await expectHeaderBalance(page, '500.00');
  });

  it('deposits through the demo gateway: limits checked, paid on the hosted page, balance up', async () => {
    const { page } = player;
    await open(page, '/deposit');
    const form = page.getByTestId('deposit-form');
    await form.getByText('Min PHP 10.00 – Max PHP 50000.00').first().waitFor();
    expect(await form.getByRole('radio', { name: /Online payment/ }).isChecked()).toBe(true);
    // Below the method's minimum: refused on the page, nothing sent.
    let deposits = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/wallet/deposit') deposits += 1;
    });
    await form.getByLabel('Amount', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await form.getByText('The minimum amount is PHP 10.00.').waitFor();
    expect(deposits).toBe(0);
    // A preset fills the amount.
    await form.getByRole('button', { name: '200', exact: true }).click();
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('200');
    await form.getByLabel('Amount', { exact: true }).fill('250');
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    // The gateway's hosted page (same host), then back to the site.
    await page.waitForURL(/\/payments\/demo\/pay\/DEP-[0-9A-F]{16}$/);
    expect(deposits).toBe(1);
    const reference = /DEP-[0-9A-F]{16}/.exec(page.url())![0];
    expect(await page.locator('body').innerText()).toContain('250.00 PHP');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment paid' }).waitFor();
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await page.waitForURL(server.url(`/deposit?reference=${reference}`));
    await hydrated(page);
    const status = page.getByTestId('deposit-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');
    expect(await status.innerText()).toContain(reference);
    expect(await status.innerText()).toContain('Paid: the amount is in your balance.');
    await expectHeaderBalance(page, '750.00');
  });

  it('asks for bank details before a withdrawal, then saves them after checking each field', async () => {
    const { page } = player;
    await open(page, '/withdrawal');
    const noBank = page.getByTestId('no-bank');
    await noBank.waitFor();
    await noBank.getByRole('link', { name: 'Add Bank Account' }).click();
    await page.waitForURL(server.url('/add-bank'));
    const form = page.getByTestId('bank-form');
    await form.getByRole('button', { name: 'Save bank account' }).click();
    await expect.poll(() => form.getByText('This field is required.').count()).toBe(3);
    await form.getByLabel('Bank name').fill('BDO Unibank');
    await form.getByLabel("Account holder's name").fill('Kristine 2 Mendoza');
    await form.getByLabel('Account number').fill('12ab3');
    // The number field takes digits only.
    expect(await form.getByLabel('Account number').inputValue()).toBe('123');
    await form.getByRole('button', { name: 'Save bank account' }).click();
    await form.getByText('The account number must be 6 to 20 digits.').waitFor();
    await form
      .getByText("Enter the account holder's name using letters and spaces only (2 to 80 characters).")
      .waitFor();
    await form.getByLabel("Account holder's name").fill('Kristine Mendoza');
    await form.getByLabel('Account number').fill('001234567890');
    await form.getByRole('button', { name: 'Save bank account' }).click();
    await page.waitForURL(server.url('/bank-details'));
    const list = page.getByTestId('bank-list');
    await list.waitFor();
    const text = await list.innerText();
    expect(text).toContain('BDO Unibank');
    expect(text).toContain('Kristine Mendoza');
    expect(text).toContain('••••7890');
    expect(text).not.toContain('001234567890');
  });

  it('requests a withdrawal: the amount is held at once and the pending withdrawal is listed', async () => {
    const { page } = player;
    await open(page, '/withdrawal');
    const form = page.getByTestId('withdrawal-form');
    await form.waitFor();
    await expect.poll(() => page.getByTestId('available-balance').innerText()).toBe('PHP 750.00');
    expect(await form.getByText('Min PHP 100.00 – Max PHP 50000.00').count()).toBe(1);
    await form.getByLabel('Amount', { exact: true }).fill('800');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await form.getByText('The amount is more than your available balance.').waitFor();
    await form.getByLabel('Amount', { exact: true }).fill('300');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    const requested = page.getByTestId('withdrawal-requested');
    await requested.waitFor();
    expect(await requested.innerText()).toMatch(/PHP\s+300\.00\s+Pending/);
    await expectHeaderBalance(page, '450.00');
    await expect.poll(() => page.getByTestId('available-balance').innerText()).toBe('PHP 450.00');
    const pending = page.getByTestId('recent-withdrawals').locator('tr[data-status="pending"]');
    await expect.poll(() => pending.count()).toBe(1);
    expect(await pending.innerText()).toContain('300.00');
  });

  it('claims the welcome reward once: a second click sends nothing and the balance changes once', async () => {
    const { page } = player;
    const claims: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/settings/claim_inbox') claims.push(request.url());
    });
    await open(page, '/inbox');
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Welcome!' });
    await item.waitFor();
    expect(await item.getByTestId('unread-marker').count()).toBe(1);
    expect(await item.innerText()).toContain('Reward: PHP 100.00');
    // Opening the message marks it read.
    const read = page.waitForResponse('**/api/settings/read_inbox');
    await item.getByRole('button', { name: /Welcome!/ }).click();
    await read;
    expect(await item.getByText('Thank you for joining.', { exact: false }).isVisible()).toBe(true);
    expect(await item.getByTestId('unread-marker').count()).toBe(0);
    const button = item.getByTestId('claim-button');
    expect(await button.innerText()).toBe('Claim');
    // Two clicks in the same moment, before React re-renders, and one more after.
    await button.evaluate((element: HTMLButtonElement) => {
      element.click();
      element.click();
    });
    await expect.poll(() => button.innerText()).toBe('Claimed');
    expect(await button.isDisabled()).toBe(true);
    await button.click({ force: true });
    await expectHeaderBalance(page, '550.00');
    await page.waitForTimeout(500);
    expect(claims).toHaveLength(1);
    await expectHeaderBalance(page, '550.00');

    // After a reload the reward stays claimed.
    await open(page, '/inbox');
    await expect
      .poll(() =>
        page
          .getByTestId('inbox-item')
          .filter({ hasText: 'Welcome!' })
          .getByTestId('claim-button')
          .innerText(),
      )
      .toBe('Claimed');
  });

  it('lists the deposit, the withdrawal and the claim in the history, filtered by type', async () => {
    const { page } = player;
    await open(page, '/transaction-history');
    const table = page.getByTestId('history-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const deposit = table.locator('tr[data-type="deposit"]');
    expect(await deposit.innerText()).toMatch(/Deposit[\s\S]*DEP-[0-9A-F]{16}[\s\S]*\+250\.00[\s\S]*Paid/);
    const withdrawal = table.locator('tr[data-type="withdrawal"]');
    expect(await withdrawal.innerText()).toMatch(/Withdrawal[\s\S]*-300\.00[\s\S]*Pending/);
    const claim = table.locator('tr[data-type="claim"]');
    expect(await claim.innerText()).toMatch(/Reward claim[\s\S]*\+100\.00[\s\S]*Done/);

    await page.getByRole('combobox', { name: 'Type' }).selectOption('claim');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(server.url('/transaction-history?type=claim'));
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-type')).toBe('claim');

    // A range that ended before today finds nothing.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('history-empty').waitFor();
  });

  it('shows the cash ledger with the running balance in the statement', async () => {
    const { page } = player;
    await open(page, '/statement');
    const table = page.getByTestId('statement-table');
    await table.waitFor();
    const lines = table.locator('tbody tr');
    // Newest first: claim, deposit, opening balance (a hold is no cash line until it is paid).
    await expect.poll(() => lines.count()).toBe(3);
    const text = (await lines.allInnerTexts()).join('\n');
    expect(await lines.nth(0).innerText()).toMatch(/Reward claim[\s\S]*\+100\.00[\s\S]*850\.00/);
    expect(await lines.nth(1).innerText()).toMatch(/Deposit[\s\S]*\+250\.00[\s\S]*750\.00/);
    expect(text).toContain('Opening balance');
  });

  it('shows the methods with their limits under the banking text', async () => {
    const { page } = player;
    await open(page, '/banking');
    const methods = page.getByTestId('banking-methods');
    await methods.waitFor();
    const text = await methods.innerText();
    expect(text).toContain('Online payment (demo gateway)');
    expect(text).toContain('Bank transfer');
    expect(text).toContain('Min PHP 100.00 – Max PHP 500000.00');
  });

  it('looks right at 375 and 1280 px', async () => {
    const { page } = player;
    await shoot(page, '/deposit', 'deposit', (p) => p.getByTestId('deposit-form').waitFor());
    await shoot(page, '/withdrawal', 'withdrawal', (p) => p.getByTestId('recent-withdrawals').waitFor());
    await shoot(page, '/inbox', 'inbox', (p) => p.getByTestId('inbox-list').waitFor());
    await shoot(page, '/transaction-history', 'transaction-history', (p) =>
      p.getByTestId('history-table').waitFor(),
    );
    // Nothing wider than the phone's screen.
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/deposit', '/withdrawal', '/inbox', '/transaction-history', '/statement']) {
      await open(page, path);
      // A frame change after the viewport cookie settles cross-fades old and new for a moment.
      await expect.poll(() => page.locator('.wallet-tabs').count()).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
