import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, hydrated } from './support/browser-suite.ts';
import { recordTimeline, timelineOf } from './support/page-timeline.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Spec §8 outcomes of a call (session-expired flow, error dialog), §2 one modal at a time, §8 chunk
 * failures and §4 build update. The call the shell makes on every visit is the ads visit
 * (/api/settings/adsvisit, once per browser session); its failure goes to the global error handler
 * (spec §8), so answering it differently drives each outcome.
 */

const { server, openPage } = browserSuite();

/** Answers the page's ads-visit call with `answer`, after `delayMs`; resolves with the number of calls. */
async function answerAdsVisit(page: Page, answer: object, delayMs = 0): Promise<() => number> {
  let calls = 0;
  await page.route('**/api/settings/adsvisit', async (route: Route) => {
    calls += 1;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  return () => calls;
}

/** A marker on `window` that only a full document load removes. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __shellMarker?: boolean }).__shellMarker = true;
  });
}

async function isMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __shellMarker?: boolean }).__shellMarker === true);
}

describe('session-expired flow', () => {
  it('shows the translated warning bottom-right for about 10 s and sends the player to /login', async () => {
    const { page } = await openPage({ context: { viewport: { width: 1280, height: 800 } } });
    const warningSelector = '.Toastify__toast--warning';
    await recordTimeline(page, [warningSelector]);
    const calls = await answerAdsVisit(page, { statusCode: 0, message: 'sessionExpired' });
    await page.goto(server.url('/'));

    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Invalid session' });
    await toast.waitFor({ state: 'visible', timeout: 10_000 });
    expect(calls()).toBe(1);
    expect(await toast.innerText()).toContain('Your session has expired. Please log in again.');
    expect(await toast.getAttribute('class')).toMatch(/Toastify__toast--warning/);
    // Bottom-right: once it has slid in, its box sits in the right half, at the bottom of the window.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box ? box.x + box.width : Infinity;
      })
      .toBeLessThanOrEqual(1280);
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThan(1280 / 2);
    expect(box.y + box.height).toBeGreaterThan(800 - 120);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // With a progress bar.
    expect(await toast.locator('.Toastify__progress-bar').count()).toBe(1);

    // Redirected to the login entry of template1.
    await page.waitForURL(server.url('/login'), { timeout: 12_000 });
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe('Log In');
    await screenshot(page, 'shell-feedback-session-expired');

    // Shown for about 10 s (on the page's own clock): still there at 9 s, gone by 12 s.
    await toast.waitFor({ state: 'detached', timeout: 15_000 });
    const timeline = await timelineOf(page);
    const shownFor = timeline.disappeared[warningSelector]! - timeline.appeared[warningSelector]!;
    expect(shownFor, `still shown at 9 s: ${JSON.stringify(timeline)}`).toBeGreaterThanOrEqual(9_000);
    expect(shownFor, 'gone by 12 s').toBeLessThanOrEqual(12_000);
  });

  it('sends the player of a modal template (spinpalace) to / and opens the login modal', async () => {
    const { page } = await openPage();
    await answerAdsVisit(page, { statusCode: 0, message: 'BLOCK' });
    await page.goto(server.url('/slots', 'spinpalace'));
    await page
      .locator('.Toastify__toast')
      .filter({ hasText: 'Invalid session' })
      .waitFor({ timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/', { timeout: 12_000 });
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 3_000 });
    expect(await page.getByRole('dialog').getByRole('heading').first().innerText()).toBe('Log In');
  });
});

describe('error dialog', () => {
  it('titles a server error with the translated errorTitle and shows the translated message', async () => {
    const { page } = await openPage();
    await answerAdsVisit(page, { statusCode: 0, message: 'siteDisabled' });
    await page.goto(server.url('/'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog.getByRole('heading').first().innerText()).toBe('Error');
    expect(await dialog.innerText()).toContain('This site is currently unavailable.');
    expect(await dialog.innerText()).not.toContain('siteDisabled');
    await screenshot(page, 'shell-feedback-error-dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('translates it in the page language', async () => {
    const { page } = await openPage();
    await answerAdsVisit(page, { statusCode: 0, message: 'siteDisabled' });
    await page.goto(server.url('/cn'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog.getByRole('heading').first().innerText()).toBe('错误');
    expect(await dialog.innerText()).toContain('本站点暂时无法使用。');
  });

  it('shows a message with non-letters as it is', async () => {
    const { page } = await openPage();
    await answerAdsVisit(page, { statusCode: 0, message: 'Daily limit of 5 visits reached!' });
    await page.goto(server.url('/'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog.getByRole('heading').first().innerText()).toBe('Error');
    expect(await dialog.innerText()).toContain('Daily limit of 5 visits reached!');
  });

  it('falls back to unknownError for a key it has no text for', async () => {
    const { page } = await openPage();
    await answerAdsVisit(page, { statusCode: 0, message: 'somethingNobodyDefined' });
    await page.goto(server.url('/'));
    // Named once its content is in.
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog.innerText()).toContain('An unknown error occurred. Please try again.');
    expect(await dialog.innerText()).not.toContain('somethingNobodyDefined');
  });

  it('only logs serviceUnavailable: no dialog, no toast', async () => {
    const { page } = await openPage();
    const calls = await answerAdsVisit(page, { statusCode: -503, message: 'serviceUnavailable' });
    await page.goto(server.url('/'));
    await hydrated(page);
    await expect.poll(calls).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('modals', () => {
  it('keeps one open at a time: the error dialog replaces the login modal', async () => {
    const { page } = await openPage();
    // The visit's answer arrives after the login modal (1 s after mount) has opened.
    await answerAdsVisit(page, { statusCode: 0, message: 'siteDisabled' }, 3_000);
    await page.goto(server.url('/?modal=login', 'spinpalace'));
    const dialogs = page.getByRole('dialog');
    await dialogs.first().waitFor({ state: 'visible', timeout: 5_000 });
    expect(await dialogs.count()).toBe(1);
    expect(await dialogs.getByRole('heading').first().innerText()).toBe('Log In');

    await dialogs.filter({ hasText: 'This site is currently unavailable.' }).waitFor({ timeout: 10_000 });
    expect(await dialogs.count()).toBe(1);
    expect(await dialogs.getByRole('heading').first().innerText()).toBe('Error');
    expect(await page.locator('body').innerText()).not.toContain('Log in to your account');
    await page
      .locator('.modal-backdrop')
      .count()
      .then((count) => expect(count).toBe(1));

    // Closing it leaves no modal: the replaced one does not come back.
    await dialogs.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialogs.count()).toBe(0);
  });
});

describe('chunk failures', () => {
  const chunkErrors = [
    /Failed to load resource/,
    /Error loading route module/,
    /Failed to fetch dynamically imported module/,
    /Layout chunk failed to load/,
    /Minified React error/,
  ];

  it('reloads once when a page chunk fails, and not again for a second failure within 10 s', async () => {
    const { page } = await openPage({ allow: chunkErrors });
    await page.route(/\/assets\/promotions-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto(server.url('/'));
    await hydrated(page);
    await markWindow(page);

    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await expect
      .poll(() => loads.length, { message: 'the first failure reloads the page', timeout: 5_000 })
      .toBe(1);
    expect(await isMarked(page)).toBe(false);

    await hydrated(page);
    await markWindow(page);
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await page.waitForTimeout(3_000);
    expect(loads.length, 'no second reload within 10 s').toBe(1);
    expect(await isMarked(page)).toBe(true);
  });

  it('does not keep reloading or re-requesting when the frame chunk of the page cannot load', async () => {
    const { page } = await openPage({ allow: chunkErrors });
    let frameRequests = 0;
    await page.route(/\/assets\/top-nav-frame-[^/]*\.js$/, (route) => {
      frameRequests += 1;
      return route.abort();
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(server.url('/slots'), { waitUntil: 'load' });
    await page.waitForTimeout(6_000);
    // At most one reload for the path within 10 s (spec §8), and no request storm.
    expect(loads).toBeLessThanOrEqual(2);
    expect(frameRequests).toBeLessThanOrEqual(6);
  });
});

describe('build update', () => {
  it('reloads on the next navigation once the hourly check sees a new build id, and not before', async () => {
    const { page } = await openPage();
    let buildChecks = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/build-info.json') buildChecks += 1;
    });
    await page.clock.install();
    await page.goto(server.url('/'));
    await hydrated(page);
    await markWindow(page);
    // An hour of fake time passes in one step: a call still in flight then (the ads visit is sent after
    // hydration) would meet its 10 s timeout before its answer and open the error dialog.
    await page.waitForLoadState('networkidle');

    // An hour later the build is the same: navigation stays client-side.
    await page.clock.runFor(60 * 60 * 1000 + 1_000);
    await expect.poll(() => buildChecks).toBe(1);
    await page.getByRole('link', { name: 'Slots' }).first().click();
    await page.waitForURL(server.url('/slots'));
    expect(await isMarked(page), 'same build: no reload').toBe(true);

    // A deploy: the next hourly check sees another id; nothing reloads until the player navigates.
    await page.route('**/build-info.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId: 'next-deploy' }) }),
    );
    await page.clock.runFor(60 * 60 * 1000);
    await expect.poll(() => buildChecks).toBe(2);
    await page.waitForTimeout(500);
    expect(await isMarked(page), 'no reload under the player').toBe(true);

    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await page.waitForURL(server.url('/promotions'));
    await expect.poll(() => isMarked(page), { message: 'a full page load', timeout: 5_000 }).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe('Promotions');
  });
});
