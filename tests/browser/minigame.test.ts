import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, hydrated, logInThroughForm } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 14 in Chromium on the built server: the rewards icon opens /minigame in a new tab for a
 * signed-in player; a spin stops the wheel on the segment the server decided and updates the
 * balance and tokens in the minigame bar without a reload; /fairness reproduces the spin once the
 * seed pair is revealed; /spin gives one free spin, then shows the time until the next.
 */

const { server, browser, open, post } = browserSuite();

const logIn = (page: Page, accountId: string) =>
  logInThroughForm(page, (path) => server.url(path), accountId);

interface SpinAnswer {
  value: {
    spin: {
      segment_index: number;
      segment_id: string;
      fairness: { client_seed: string; nonce: number; weights: number[]; sold_out: number[] };
    };
  };
  minigame: { token_balance: string };
}

describe('the rewards minigame', () => {
  it('opens from the rewards icon, spins where the server decided, updates the bar, and verifies', async () => {
    const { page, context } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    const token = await logIn(page, 'demo2');
    await hydrated(page);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('rewards-icon').locator('a').click(),
    ]);
    await tab.waitForURL('**/minigame');
    await hydrated(tab);
    const tokens = tab.getByTestId('minigame-tokens-value');
    const before = await tokens.innerText();
    expect(before).toBe('6');
    const balanceBefore = await tab.getByTestId('minigame-balance').innerText();
    await screenshot(tab, 'minigame-wheel-1280');

    const answered = tab.waitForResponse('**/api/minigame/spin');
    await tab.getByTestId('wheel-spin').click();
    const spin = (await (await answered).json()) as SpinAnswer;
    const wheel = tab.getByTestId('prize-wheel');
    await expect
      .poll(() => wheel.getAttribute('data-stopped'), { timeout: 10_000 })
      .toBe(String(spin.value.spin.segment_index));
    expect(await wheel.getAttribute('data-stop-segment')).toBe(spin.value.spin.segment_id);
    // The bar shows the answer's balances, without a reload.
    await expect.poll(() => tokens.innerText()).toBe(spin.minigame.token_balance);
    const won = spin.value.spin.segment_id;
    if (won.startsWith('cash'))
      await expect.poll(() => tab.getByTestId('minigame-balance').innerText()).not.toBe(balanceBefore);
    await screenshot(tab, 'minigame-spun-1280');
    await tab.setViewportSize({ width: 375, height: 812 });
    await screenshot(tab, 'minigame-spun-375');
    await tab.setViewportSize({ width: 1280, height: 900 });

    // Reveal the server seed (rotate the pair), then the verifier recomputes the stop.
    const rotated = (await post('/api/fair/rotate', { account_id: 'demo2', auth: token })) as {
      value: { previous: { server_seed: string } };
    };
    const verifyHref = await tab.getByTestId('wheel-verify').getAttribute('href');
    await open(tab, `${verifyHref!}&server_seed=${rotated.value.previous.server_seed}`);
    const verifier = tab.getByTestId('wheel-verifier');
    expect(await verifier.getByTestId('wheel-verified-segment').innerText()).toBe(
      String(spin.value.spin.segment_index),
    );
    expect(await verifier.getByTestId('wheel-commitment-check').getAttribute('data-matches')).toBe('true');
    await screenshot(tab, 'minigame-verifier-1280');
  });

  it('gives one free daily spin, then shows when the next one comes', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 375, height: 812 } } });
    await logIn(page, 'demo1');
    await open(page, '/spin');
    expect(await page.getByTestId('spin-ready').count()).toBe(1);
    const answered = page.waitForResponse('**/api/spin/spin');
    await page.getByTestId('wheel-spin').click();
    const spin = (await (await answered).json()) as SpinAnswer;
    await expect
      .poll(() => page.getByTestId('prize-wheel').getAttribute('data-stopped'), { timeout: 10_000 })
      .toBe(String(spin.value.spin.segment_index));
    await expect.poll(() => page.getByTestId('spin-next').innerText()).toMatch(/^Next free spin: .*left$/);
    expect(await page.getByTestId('wheel-spin').isDisabled()).toBe(true);
    await screenshot(page, 'spin-taken-375');
    // A reload shows the same: the spin is the period's, on the server.
    await open(page, '/spin');
    expect(await page.getByTestId('spin-next').count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'spin-taken-1280');
  });
});
