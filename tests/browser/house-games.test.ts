import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 12 in Chromium on the built server: the house slot opens from /slots in the /playnow frame,
 * shows its rules, spins through the house game server (balance and the session's result move),
 * and the round in /bet-history links to /fairness, whose verifier recomputes the same outcome once
 * the seed is revealed; the next round uses the new client seed.
 */

const { browser, open } = browserSuite();

const game = (page: Page) => page.frameLocator('iframe.play-now__frame');

async function rotateSeed(page: Page, clientSeed: string) {
  await open(page, '/fairness');
  const seeds = page.getByTestId('fair-seeds');
  await seeds.getByTestId('fair-active-hash').waitFor();
  await seeds.getByLabel('New client seed').fill(clientSeed);
  await seeds.getByRole('button', { name: 'Change client seed' }).click();
  await expect.poll(() => seeds.getByTestId('fair-active-client-seed').innerText()).toBe(clientSeed);
}

describe('house games', () => {
  it('plays the house slot from /slots, and its round verifies on /fairness', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await open(page, '/login?next=%2Fslots%3Fsearch%3DMarquee%2BLights');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('demo2');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/slots\?search=/);
    await page.locator('main a.game-tile[href$="game=house-marquee-lights"]').first().click();
    await page.waitForURL(/\/playnow\?game=house-marquee-lights$/);

    const frame = game(page);
    await frame.getByTestId('house-rules').waitFor();
    expect(await frame.getByTestId('house-rules-rtp').innerText()).toContain('96.04 %');
    expect(await frame.getByTestId('house-rules-free-spins').innerText()).toContain('10 free spins');
    expect(await frame.getByTestId('house-engine-note').innerText()).toBe(
      'Marquee Lights plays the house slot.',
    );
    await screenshot(page, 'house-rules-1280');
    await frame.getByRole('button', { name: 'Play' }).click();
    expect(await frame.getByTestId('house-session-net').getAttribute('data-net')).toBe('0');
    const balanceBefore = await frame.getByTestId('house-balance').innerText();

    await frame.getByRole('radio', { name: '1.00 PHP' }).check();
    await frame.getByTestId('house-play').click();
    await frame.getByTestId('house-result').waitFor();
    const timesBet = (await frame.getByTestId('house-result').getAttribute('data-times-bet'))!;
    const stops = (await frame.getByTestId('house-window').getAttribute('data-stops'))!;
    expect(stops).toMatch(/^\d+( \d+){4}$/);
    // The stake was 1.00 PHP = 100 minor units; the session's result is the win minus it.
    const net = Number(await frame.getByTestId('house-session-net').getAttribute('data-net'));
    expect(net).toBe(Math.round(Number(timesBet) * 100) - 100);
    // The balance moves by exactly that result (a win of 1× the bet leaves it where it was).
    const minorUnits = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
    await expect
      .poll(async () => minorUnits(await frame.getByTestId('house-balance').innerText()))
      .toBe(minorUnits(balanceBefore) + net);
    // The next spin waits: the server's interval is shown.
    expect(await frame.getByTestId('house-play').isDisabled()).toBe(true);
    expect(await frame.getByTestId('house-wait').innerText()).toMatch(/Next spin in \d\.\d s/);
    await screenshot(page, 'house-slot-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'house-slot-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await rotateSeed(page, 'browser-seed');
    await open(page, '/bet-history');
    await page.getByRole('button', { name: 'Details' }).first().click();
    await page.getByTestId('bet-round-verify').first().click();
    await page.waitForURL(/\/fairness\?game=slot/);
    await page.getByTestId('fair-slot').waitFor();
    expect(await page.getByTestId('fair-commitment-check').getAttribute('data-matches')).toBe('true');
    expect(await page.getByTestId('fair-slot-stops').first().innerText()).toBe(stops);
    expect(await page.getByTestId('fair-slot-win').innerText()).toBe(`${timesBet} × bet`);
    await screenshot(page, 'house-verify-1280');

    // The next round plays on the new pair: the client seed the player chose, nonce 0.
    await open(page, '/playnow?game=house-marquee-lights');
    await game(page).getByRole('button', { name: 'Play' }).click();
    expect(await game(page).getByTestId('house-seeds').innerText()).toContain(
      'client seed browser-seed, next nonce 0',
    );
    await game(page).getByTestId('house-play').click();
    await game(page).getByTestId('house-result').waitFor();
    await expect
      .poll(() => game(page).getByTestId('house-seeds').innerText())
      .toContain('client seed browser-seed, next nonce 1');
  });

  it('plays the hash game and says which house game a lottery plays', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 375, height: 812 } } });
    await open(page, '/login?next=%2Fplaynow%3Fgame%3Dhouse-grand-lotto-6-55');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('player3');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/playnow\?game=house-grand-lotto-6-55$/);
    const frame = game(page);
    await frame.getByTestId('house-rules').waitFor();
    expect(await frame.getByTestId('house-engine-note').innerText()).toContain('plays the house hash game');
    expect(await frame.getByTestId('house-rules-pays').innerText()).toContain('1.95×');
    await frame.getByRole('button', { name: 'Play' }).click();
    await frame.getByRole('radio', { name: 'Big (8–f)' }).check();
    await frame.getByTestId('house-play').click();
    await frame.getByTestId('house-round-hash').waitFor();
    expect(await frame.getByTestId('house-round-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
    await screenshot(page, 'house-hash-375');
  });

  it('plays a crash round: bets, cashes out before the crash, and verifies a round on /fairness', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 375, height: 812 } } });
    await open(page, '/login?next=%2Fplaynow%3Fgame%3Dhouse-marquee-moonshot');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('player4');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/playnow\?game=house-marquee-moonshot$/);
    const frame = game(page);
    await frame.getByTestId('house-rules').waitFor();
    expect(await frame.getByTestId('house-engine-note').innerText()).toContain('plays the house crash game');
    expect(await frame.getByTestId('house-rules-rtp').innerText()).toContain('99 %');
    await frame.getByRole('button', { name: 'Play' }).click();
    const panel = frame.getByTestId('crash-panel');
    await panel.waitFor();
    const balanceBefore = await frame.getByTestId('house-balance').innerText();

    // A round may crash before the cash-out lands (about 1 in 20 below 1.05×): then play the next one.
    let cashed = false;
    for (let attempt = 0; attempt < 5 && !cashed; attempt++) {
      await expect
        .poll(() => frame.getByTestId('crash-bet').isEnabled(), { timeout: 30_000, interval: 200 })
        .toBe(true);
      await frame.getByTestId('crash-bet').click();
      await expect.poll(() => frame.getByTestId('crash-mine').getAttribute('data-state')).toBe('open');
      await expect
        .poll(() => panel.getAttribute('data-phase'), { timeout: 15_000, interval: 100 })
        .not.toBe('betting');
      if (await frame.getByTestId('crash-cashout').isVisible()) {
        await screenshot(page, 'house-crash-running-375');
        await frame.getByTestId('crash-cashout').click();
      }
      await expect
        .poll(() => frame.getByTestId('crash-mine').getAttribute('data-state'), { timeout: 60_000 })
        .toMatch(/cashed|lost/);
      cashed = (await frame.getByTestId('crash-mine').getAttribute('data-state')) === 'cashed';
    }
    expect(cashed).toBe(true);
    expect(await frame.getByTestId('crash-mine').innerText()).toMatch(/You cashed out at \d+\.\d\d× and won/);
    await expect.poll(() => frame.getByTestId('house-balance').innerText()).not.toBe(balanceBefore);

    // Once the round has crashed it heads the list of last rounds, linked to the verifier.
    await expect.poll(() => panel.getAttribute('data-phase'), { timeout: 90_000 }).not.toBe('running');
    const chip = frame.getByTestId('crash-history').getByRole('link').first();
    await chip.waitFor();
    await screenshot(page, 'house-crash-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'house-crash-1280');
    const point = (await chip.innerText()).trim();
    const href = (await chip.getAttribute('href'))!;
    expect(href).toMatch(/^\/fairness\?game=crash&crash_hash=[0-9a-f]{64}&salt=/);
    await open(page, href);
    const verifier = page.getByTestId('crash-verifier');
    expect(await verifier.getByTestId('crash-verified-point').innerText()).toBe(point);
    expect(await verifier.getByTestId('crash-verified-chain').innerText()).toMatch(
      /Steps to the terminating hash: \d+\. This round belongs to the published chain\./,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'fairness-crash-1280');
  }, 240_000);
});
