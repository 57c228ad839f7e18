import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import type { GuardedPage } from './support/launch-browser.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 11 in Chromium on the real built server: a lobby's first page is server-rendered, "Load
 * more" adds the next, the provider chips and the search box narrow it (in the address), and every
 * tile carries a favourite star: a signed-in player's star is right on first paint and the game
 * shows on the home page's favourites shelf after a reload; a guest's star opens the login entry.
 */

const { server, browser, open, post, externalIdOf } = browserSuite();
let player: GuardedPage;

const desktop = { width: 1280, height: 900 };
const tiles = (page: Page) => page.locator('main .game-tile');
const tileCodes = (page: Page, scope = 'main') =>
  page
    .locator(`${scope} .game-tile`)
    .evaluateAll((links) =>
      links.map(
        (link) => new URL(link.getAttribute('href') ?? '', location.href).searchParams.get('game') ?? '',
      ),
    );
const starOf = (page: Page, gameCode: string, scope = 'main') =>
  page.locator(`${scope} li:has(a.game-tile[href$="game=${gameCode}"]) .game-tile__star`).first();

async function slotsOf(search: Record<string, unknown> = {}) {
  const answer = await post('/api/product/get_games', {
    domain_name: 'localhost',
    external_id: await externalIdOf(),
    game_type: 'slots',
    page_size: 60,
    ...search,
  });
  return answer as {
    value: { game_code: string; game_name: string; provider_code: string }[];
    total: number;
  };
}

describe('a guest in the lobby', () => {
  it('lists the first 30 slots server-rendered, and the star sends a guest to the login page', async () => {
    const { page } = await browser.newPage({ context: { viewport: desktop } });
    const { total } = await slotsOf();
    expect(total).toBeGreaterThan(30);
    await open(page, '/slots');
    expect(await tiles(page).count()).toBe(30);
    await expect(page.locator('.lobby-more__count').innerText()).resolves.toBe(`30 of ${total} games`);
    expect(await page.locator('main .game-tile__star[aria-pressed="true"]').count()).toBe(0);
    await page.locator('main .game-tile__star').first().click();
    await page.waitForURL(server.url('/login'));
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
  });

  it('on a template whose login entry is a modal (spinpalace), the star opens the login modal', async () => {
    const { page } = await browser.newPage({ context: { viewport: desktop } });
    await open(page, '/slots', 'spinpalace');
    await page.locator('main .game-tile__star').first().click();
    await page.getByTestId('login-password-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/slots');
    await screenshot(page, 'lobby-guest-star-modal-1280');
  });
});

describe('a signed-in player in the lobby', () => {
  it('logs demo1 in', async () => {
    player = await browser.newPage({ context: { viewport: desktop } });
    const { page } = player;
    await open(page, '/login?next=%2Fslots');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('demo1');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(server.url('/slots'));
    await page.locator('.account-area--player').first().waitFor();
  });

  it('loads more games, in lobby order, without repeats', async () => {
    const { page } = player;
    const { value, total } = await slotsOf();
    await open(page, '/slots');
    await page.waitForLoadState('networkidle');
    expect(await tileCodes(page)).toEqual(value.slice(0, 30).map((game) => game.game_code));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => tiles(page).count()).toBe(Math.min(60, total));
    expect(await tileCodes(page)).toEqual(value.slice(0, 60).map((game) => game.game_code));
    await expect(page.locator('.lobby-more__count').innerText()).resolves.toBe(
      `${Math.min(60, total)} of ${total} games`,
    );
  });

  it('filters by a provider chip (its slug in the address) and searches by name', async () => {
    const { page } = player;
    await open(page, '/slots');
    await page.locator('.lobby-providers').getByRole('link', { name: 'PG Soft' }).click();
    await page.waitForURL(server.url('/slots?provider=pgsoft'));
    await page.waitForLoadState('networkidle');
    const providers = await page.locator('main .game-tile__provider').allInnerTexts();
    expect(providers.length).toBeGreaterThan(0);
    expect(new Set(providers)).toEqual(new Set(['PGSOFT']));
    await expect(page.locator('h1').innerText()).resolves.toContain('PG Soft');

    const pg = (await slotsOf({ provider_code: 'PGSOFT' })).value;
    const word = pg[1]!.game_name.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const expected = pg.filter((game) => game.game_name.toLowerCase().includes(word.toLowerCase()));
    await page.getByRole('searchbox', { name: 'Search games' }).fill(word.toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('search') === word.toLowerCase());
    await page.waitForLoadState('networkidle');
    await expect.poll(() => tileCodes(page)).toEqual(expected.map((game) => game.game_code));
    expect(new URL(page.url()).searchParams.get('provider')).toBe('pgsoft');
    await screenshot(page, 'lobby-pgsoft-search-1280');

    await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game at all');
    await page.getByText('No games match your search.').waitFor();
    expect(await tiles(page).count()).toBe(0);
  });

  it('stars a game: the star is on at first paint after a reload, and the game is on the favourites shelf', async () => {
    const { page } = player;
    await open(page, '/slots');
    await page.waitForLoadState('networkidle');
    const off = page.locator('main .game-tile__star[aria-pressed="false"]').first();
    const code = await off
      .locator('xpath=..')
      .locator('a.game-tile')
      .evaluate((link) => new URL(link.getAttribute('href')!, location.href).searchParams.get('game')!);
    await off.click();
    await expect.poll(() => starOf(page, code).getAttribute('aria-pressed')).toBe('true');

    // First paint: the server's HTML already shows the star on, before any script runs.
    const html = await page.evaluate(async () => (await fetch(location.href)).text());
    const tileHtml = html.slice(html.indexOf(`game=${code}"`));
    expect(tileHtml.slice(0, tileHtml.indexOf('</li>'))).toContain('aria-pressed="true"');

    await page.goto(server.url('/'));
    await hydrated(page);
    await page.locator('#home-favourites').waitFor();
    expect(await tileCodes(page, '#home-favourites')).toContain(code);
    await screenshot(page, 'lobby-home-favourites-1280');

    // Removed from the shelf's own star: gone after a reload.
    await starOf(page, code, '#home-favourites').click();
    await expect.poll(() => tileCodes(page, '#home-favourites')).not.toContain(code);
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const shelf = (await page.locator('#home-favourites').count())
      ? await tileCodes(page, '#home-favourites')
      : [];
    expect(shelf).not.toContain(code);
  });

  it('looks right at 375 and 1280 px', async () => {
    const { page } = player;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await open(page, '/slots');
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `lobby-slots-${width}`);
      await open(page, '/casino');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `lobby-casino-${width}`);
    }
  });
});
