import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 10 item 7 (decision 0022): a player page's first HTML already holds the player's data, so
 * nothing flashes in after the scripts run; and a client navigation shows the data as well.
 * player6 of the default brand (lucky) is used by no other browser test.
 */

const { server, browser, post, externalIdOf } = browserSuite();
let token: string;
let inbox: { title: string }[];
let statement: { value: { reference: string; kind: string }[] };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** What the server rendered, before any script ran: the HTML up to the first script tag. */
async function firstHtml(path: string, cookie?: string) {
  const page = await fetchPage(server.port, path, cookie ? { headers: { cookie } } : {});
  return { ...page, markup: page.body.split('<script')[0] ?? '' };
}

beforeAll(async () => {
  const login = await post('/api/auth/login', {
    account_id: 'player6',
    password: demoPassword,
    domain_name: 'localhost',
    external_id: await externalIdOf(),
  });
  expect(login.statusCode).toBe(1);
  token = String(login.token);
  const player = { account_id: 'player6', auth: token };
  inbox = (await post('/api/settings/get_inbox', player)).value as typeof inbox;
  statement = (await post('/api/wallet/statement', { ...player, page: 1 })) as unknown as typeof statement;
  expect(inbox.length).toBeGreaterThan(0);
  expect(statement.value.length).toBeGreaterThan(0);
});

describe('player pages render their data on the server', () => {
  it('the first HTML of /inbox holds the messages, not a loading text', async () => {
    const page = await firstHtml('/inbox', `marquee_session=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    for (const message of inbox) expect(page.markup).toContain(escapeHtml(message.title));
    // The header's balance too: no "PHP 0.00" until the browser has asked.
    expect(page.markup).toMatch(/account-area__balance[\s\S]{0,400}250\.00/);
    expect(page.markup).not.toContain('Loading');
  });

  it('the first HTML of /statement holds the ledger lines', async () => {
    const page = await firstHtml('/statement', `marquee_session=${token}`);
    expect(page.status).toBe(200);
    expect(page.markup).toContain('data-testid="statement-table"');
    expect(page.markup.match(/<tr data-kind=/g)?.length).toBe(statement.value.length);
  });

  it('the first HTML of /deposit and /bank-details shows the form and the (empty) bank list', async () => {
    const deposit = await firstHtml('/deposit', `marquee_session=${token}`);
    expect(deposit.status).toBe(200);
    expect(deposit.markup).toContain('PHP');
    expect(deposit.markup).not.toContain('Loading');
    const banks = await firstHtml('/bank-details', `marquee_session=${token}`);
    expect(banks.markup).toContain('data-testid="add-bank-link"');
  });

  it('the first HTML of /transaction-history holds the history without a date range', async () => {
    const page = await firstHtml('/transaction-history', `marquee_session=${token}`);
    expect(page.status).toBe(200);
    expect(page.markup).toMatch(/data-testid="history-(table|empty)"/);
    expect(page.markup).not.toContain('Loading');
  });

  it('a guest, or an ended session, still goes to the login page', async () => {
    const guest = await firstHtml('/inbox');
    expect(guest.status).toBe(302);
    expect(guest.location).toBe('/login?next=%2Finbox');
    const ended = await firstHtml('/statement', `marquee_session=${'a'.repeat(43)}`);
    expect(ended.status).toBe(302);
    expect(ended.location).toBe('/login?next=%2Fstatement');
  });

  it('a client navigation from /inbox to /statement shows the lines with no effect fetch', async () => {
    const guarded = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    const { page, context } = guarded;
    await context.addCookies([
      { name: 'marquee_session', value: token, url: server.url('/'), httpOnly: true },
    ]);
    await page.goto(server.url('/inbox'));
    await hydrated(page);
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/wallet/statement')) apiCalls.push(sent.url());
    });
    await page.locator('.wallet-tabs').getByRole('link', { name: 'Statement' }).click();
    await page.waitForURL(server.url('/statement'));
    await expect
      .poll(() => page.getByTestId('statement-table').locator('tbody tr').count())
      .toBe(statement.value.length);
    expect(apiCalls).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await screenshot(page, `player-page-data-statement-${width}`);
    }
  });
});
