import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 10: a brand that exists only because an operator applied its JSON document with
 * `npm run brand -- apply new-brand.json` (new code, domain, welcome reward, payment limits and
 * methods, country) works end to end in Chromium on the real built server: a player signs up with
 * a local-format phone number, the code goes to the E.164 number (demo outbox), the brand's own
 * welcome reward is claimed and the deposit page offers the brand's methods with its limits.
 */

const { server, browser } = browserSuite();
const brand = 'fortuna';

/** Lucky's document turned into a new brand, as an operator would start from `brand show lucky`. */
function newBrandDocument() {
  const lucky = JSON.parse(readFileSync(join(server.root, 'brands', 'lucky.json'), 'utf8')) as Record<
    string,
    unknown
  > & { site: Record<string, unknown> };
  return {
    ...lucky,
    code: brand,
    domains: [`${brand}.localhost`],
    site: { ...lucky.site, site_name: 'Fortuna Club', logo_text: 'FORTUNA', external_id: 'fortuna-php-001' },
    country: 'PH',
    time_zone: 'Asia/Manila',
    welcome_reward: { type: 'cash', amount: '88' },
    payments: {
      deposit_methods: [{ method: 'manual', min: '150', max: '15000' }],
      withdrawal: { min: '250', max: '20000' },
    },
  };
}

async function brandCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'scripts/brand-cli.ts', ...args], {
    cwd: server.root,
    // The server's own data folder: the command finds the running server there and goes through it.
    env: { ...process.env, DATA_DIR: join(server.root, '..', 'data'), LOG_LEVEL: 'silent' },
  });
  return stdout;
}

interface OutboxRow {
  account_id: string;
  phone: string;
  body: string;
}

async function outboxOf(accountId: string): Promise<OutboxRow[]> {
  const response = await fetchPage(server.port, `/dev/outbox?account_id=${accountId}`, {
    brand,
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { value: OutboxRow[] }).value;
}

describe('a brand added only with `npm run brand -- apply`', () => {
  it('signs a player up with a local number, texts E.164, pays its welcome reward and offers its deposit methods', async () => {
    const file = join(server.root, '..', 'new-brand.json');
    writeFileSync(file, JSON.stringify(newBrandDocument(), null, 2));
    expect(await brandCli('apply', file)).toMatch(/fortuna/);

    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await page.goto(server.url('/register', brand));
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 10_000 })
      .toBe('account_id');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Account ID').fill('fortuna_fan');
    await form.getByLabel('Password', { exact: true }).fill('Correct-Horse-42');
    await form.getByLabel('Confirm password').fill('Correct-Horse-42');
    // The local form a player in the Philippines types.
    await form.getByLabel('Phone number').fill('0917 123 4567');
    expect(await form.getByText('as you dial it at home', { exact: false }).count()).toBe(1);
    await screenshot(page, 'brand-onboarding-register-1280');
    await form.getByRole('button', { name: 'Sign Up' }).click();

    const codeForm = page.getByTestId('register-code-form');
    await codeForm.waitFor();
    let rows: OutboxRow[] = [];
    await expect.poll(async () => (rows = await outboxOf('fortuna_fan')).length, { timeout: 10_000 }).toBe(1);
    expect(rows[0]!.phone).toBe('+639171234567');
    expect(rows[0]!.body).toContain('Fortuna Club');
    const code = /\b(\d{6})\b/.exec(rows[0]!.body)![1]!;
    await codeForm.getByLabel('Verification code').fill(code);
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(server.url('/', brand));

    await page.goto(server.url('/inbox', brand));
    await hydrated(page);
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Welcome!' });
    await item.waitFor();
    expect(await item.innerText()).toContain('Reward: PHP 88.00');
    await item.getByRole('button', { name: /Welcome!/ }).click();
    const button = item.getByTestId('claim-button');
    await button.click();
    await expect.poll(() => button.innerText()).toBe('Claimed');
    await expect
      .poll(() => page.locator('.account-area__balance').first().innerText())
      .toMatch(/^PHP\s+88\.00$/);

    await page.goto(server.url('/deposit', brand));
    await hydrated(page);
    const deposit = page.getByTestId('deposit-form');
    await deposit.getByText('Min PHP 150.00 – Max PHP 15000.00').first().waitFor();
    // Only the brand's method: no online payment although the demo gateway runs on this server.
    expect(await deposit.getByRole('radio').count()).toBeLessThanOrEqual(1);
    expect(await deposit.getByRole('radio', { name: /Online payment/ }).count()).toBe(0);
    await deposit.getByLabel('Amount', { exact: true }).fill('100');
    await deposit
      .getByRole('button', { name: /Continue|Deposit|Submit/ })
      .first()
      .click();
    await deposit.getByText('The minimum amount is PHP 150.00.').waitFor();
    await deposit.getByLabel('Amount', { exact: true }).fill('200');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    const status = page.getByTestId('deposit-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('pending');
    expect(await status.innerText()).toContain('200.00');
    await screenshot(page, 'brand-onboarding-deposit-pending-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'brand-onboarding-deposit-pending-375');
  });
});
