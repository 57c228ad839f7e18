import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goallineBrand, luckyBrand } from '#server/db/seed/demo-brands.ts';
import { browserSuite } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';
import { screenshot } from './support/screenshot.ts';

/** Spec §2 floating elements on the real built site: rewards icon, partners button, live chat. */
const { server, browser } = browserSuite();

const notInitialised = /Live chat widget is not initialised/;
/** The local widget's chunk (Vite names it after its module). */
const widgetChunk = '**/assets/local-chat-widget-*.js';

function rewardsIcon(page: Page) {
  return page.getByTestId('rewards-icon');
}

/** Resolves once the app is hydrated (React attached its handlers), so clicks reach it. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('.floating');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__react'));
  });
}

describe('rewards icon', () => {
  it('logged out on template4 (spinpalace) opens the login modal', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/', 'spinpalace'), { waitUntil: 'networkidle' });
    await rewardsIcon(page).getByRole('button', { name: 'Rewards', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').innerText()).resolves.toBe('Log In');
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'floating-spinpalace-login-modal');
  });

  it('logged out on template1 (localhost) goes to /login', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await rewardsIcon(page).getByRole('link', { name: 'Rewards', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('hides on close and stays hidden after a reload (remembered per brand)', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await rewardsIcon(page).waitFor();
    await page.getByRole('button', { name: 'Hide the rewards icon' }).click();
    expect(await rewardsIcon(page).count()).toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await rewardsIcon(page).count()).toBe(0);
    // The partners button beside it is still there: only the rewards icon was closed.
    expect(await page.getByRole('button', { name: 'Partners' }).count()).toBe(1);

    // Another brand in the same browser keeps its own icon.
    await page.goto(server.url('/', 'spinpalace'), { waitUntil: 'networkidle' });
    await rewardsIcon(page).waitFor();
  });

  it('is not shown when gamify is off (goalline)', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/', 'goalline'), { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(goallineBrand.site.gamify_status).toBe(false);
    expect(await rewardsIcon(page).count()).toBe(0);
  });
});

describe('room for the buttons', () => {
  it('is kept from the first paint, before the buttons at the end of the body are parsed', async () => {
    // A browser may paint a page it has parsed only part of. Serve /slots cut just before its
    // buttons: the page must already keep their room, or making it later moves every tile.
    const whole = (await fetchPage(server.port, '/slots')).body;
    const cut = whole.indexOf('<aside class="floating"');
    expect(cut).toBeGreaterThan(whole.indexOf('</main>'));
    const { page } = await browser.newPage({
      context: { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    });
    const mainPadding = () =>
      page.locator('main.frame__main').evaluate((main) => getComputedStyle(main).paddingRight);
    await page.goto(server.url('/slots'));
    const room = await mainPadding();
    await page.route(server.url('/slots'), (route: Route) =>
      route.fulfill({ contentType: 'text/html', body: whole.slice(0, cut) }),
    );
    await page.goto(server.url('/slots'));
    expect(await page.locator('.floating').count()).toBe(0);
    await expect(mainPadding()).resolves.toBe(room);
    // The room is the buttons' column (56 px and its air), wider than the page's own gutter.
    expect(Number.parseFloat(room)).toBeGreaterThan(56);
  });
});

describe('partners button', () => {
  it('opens a modal listing each partner’s logo linked in a new tab, and its name (localhost)', async () => {
    const { page, context } = await browser.newPage();
    // The partners' real sites are outside this network: answer for them.
    await context.route(/^https:\/\/www\.(begambleaware|gamcare|gamblingtherapy)\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }),
    );
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Partners' }).click();
    // Named once its content (a chunk of its own) is in.
    const dialog = page.getByRole('dialog', { name: 'Partners' });
    await dialog.waitFor();
    const links = await dialog.locator('a').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href'),
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
        logo: anchor.querySelector('img')?.getAttribute('src'),
        text: anchor.textContent ?? '',
      })),
    );
    expect(links).toHaveLength(luckyBrand.partners.length);
    luckyBrand.partners.forEach((partner, index) => {
      expect(links[index]).toMatchObject({
        href: partner.href,
        target: '_blank',
        rel: 'noopener noreferrer',
        logo: partner.img_url,
      });
      expect(links[index]!.text).toContain(partner.partner_name);
    });
    await screenshot(page, 'floating-localhost-partners-modal');

    const [popup] = await Promise.all([context.waitForEvent('page'), dialog.locator('a').first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(luckyBrand.partners[0]!.href.replace(/\/$/, ''));
    // noopener: the partner's page gets no handle on ours.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  it('is not shown when the brand has no partners (spinpalace)', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/', 'spinpalace'), { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await page.getByRole('button', { name: 'Partners' }).count()).toBe(0);
  });
});

describe('live chat', () => {
  it('the button maximises the widget on localhost, where the player can write and gets an answer', async () => {
    const { page } = await browser.newPage();
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.LiveChatWidget !== undefined);
    const button = page.getByRole('button', { name: 'Live Chat' });
    expect(await button.locator('img').getAttribute('src')).toBe('/icons/live-chat.svg');
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Live Chat' });
    await panel.waitFor();
    await panel.getByLabel('Your message').fill('Is my deposit through?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const log = panel.getByRole('log');
    await expect(log.innerText()).resolves.toContain('Is my deposit through?');
    await log.getByText('An agent will reply shortly').waitFor();
    await screenshot(page, 'floating-localhost-live-chat');

    await panel.getByRole('button', { name: 'Minimise chat' }).click();
    expect(await panel.count()).toBe(0);
  });

  it('logs an error when the button is used before the widget is initialised', async () => {
    const { page, errors } = await browser.newPage({ allow: [notInitialised] });
    // Hold the widget's chunk until the test lets it through: the widget is not there yet.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Promise<void>[] = [];
    await page.route(widgetChunk, (route: Route) => {
      held.push(released.then(() => route.continue()));
    });
    await page.goto(server.url('/'), { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('button', { name: 'Live Chat' }).click();
    await expect.poll(() => errors.all.filter((line) => notInitialised.test(line)).length).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Once the chunk arrives the same button works.
    release();
    await Promise.all(held);
    await page.waitForFunction(() => window.LiveChatWidget !== undefined);
    await page.getByRole('button', { name: 'Live Chat' }).click();
    await page.getByRole('dialog', { name: 'Live Chat' }).waitFor();
  });

  it('neither loads the widget nor shows a button when live chat has no chat_id (goalline)', async () => {
    expect(goallineBrand.live_chat).toMatchObject({ status: true, chat_id: '' });
    const { page } = await browser.newPage();
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (/local-chat-widget|livechatinc/.test(request.url())) widgetRequests.push(request.url());
    });
    await page.goto(server.url('/', 'goalline'), { waitUntil: 'networkidle' });
    await hydrated(page);
    // Longer than the idle wait the widget would load after.
    await page.waitForTimeout(2_500);
    expect(widgetRequests).toEqual([]);
    expect(await page.evaluate(() => window.LiveChatWidget === undefined)).toBe(true);
    // A button that could open nothing is not offered (the partners button still floats).
    expect(await page.getByRole('button', { name: 'Live Chat' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Partners' }).count()).toBe(1);
    await screenshot(page, 'floating-goalline');
  });
});
