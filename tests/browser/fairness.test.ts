import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 12: /fairness recomputes a house round in the browser, from the values the bet history
 * links it with, and keeps doing so with the network gone (no server call is involved).
 */

const { browser, open } = browserSuite();

const serverSeed = '3b9f0c6de1a2547f8e0d9c7b6a5f4e3d2c1b0a99887766554433221100ffeedd';
const clientSeed = 'lucky-clover';
const commitment = createHash('sha256').update(serverSeed).digest('hex');

function expectedHash(nonce: number): string {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest('hex');
}

describe('/fairness', () => {
  it('recomputes a hash-game round from the linked values, and again offline after a change', async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    const query = new URLSearchParams({
      game: 'hash',
      server_seed: serverSeed,
      client_seed: clientSeed,
      nonce: '41',
      hash: commitment,
    });
    await open(page, `/fairness?${query.toString()}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Provably Fair');
    expect(await page.getByTestId('fair-seed-hash').innerText()).toBe(commitment);
    expect(await page.getByTestId('fair-commitment-check').getAttribute('data-matches')).toBe('true');
    const hash = expectedHash(41);
    expect(await page.getByTestId('fair-round-hash').innerText()).toBe(hash);
    const digit = Number.parseInt(hash.at(-1)!, 16);
    expect(await page.getByTestId('fair-digit').innerText()).toBe(String(digit));
    expect(await page.getByTestId('fair-odd-even').innerText()).toBe(digit % 2 === 1 ? 'Odd' : 'Even');
    expect(await page.getByTestId('fair-floats').locator('li').count()).toBe(8);
    await screenshot(page, 'fairness-1280');

    // The page's own requests after loading end first. One cut off by going offline opened the error
    // dialog, whose chunk could not load offline (seen with two test files at once on 2 cores).
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    // The wheel verifier below has fields of the same names.
    const verifier = page.getByTestId('fair-verifier');
    await verifier.getByLabel('Nonce').fill('42');
    await expect.poll(() => page.getByTestId('fair-round-hash').innerText()).toBe(expectedHash(42));
    await verifier.getByLabel('Server seed (revealed)').fill(serverSeed.replace(/^3/, '4'));
    await expect
      .poll(() => page.getByTestId('fair-commitment-check').getAttribute('data-matches'))
      .toBe('false');
    expect(await page.getByTestId('fair-commitment-check').innerText()).toBe(
      'Does not match the hash shown before play',
    );
    await page.context().setOffline(false);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'fairness-375');
  });

  it("shows a player's seeds, and changing the client seed reveals the server seed, ready to verify", async () => {
    const { page } = await browser.newPage({ context: { viewport: { width: 1280, height: 900 } } });
    await open(page, '/login?next=%2Ffairness');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('Account ID').fill('demo1');
    await form.getByLabel('Password', { exact: true }).fill(demoPassword);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/fairness$/);
    const seeds = page.getByTestId('fair-seeds');
    await seeds.getByTestId('fair-active-hash').waitFor();
    const committed = await seeds.getByTestId('fair-active-hash').innerText();
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    expect(await seeds.getByTestId('fair-active-nonce').innerText()).toBe('0');

    await seeds.getByLabel('New client seed').fill('bad seed!');
    await seeds.getByRole('button', { name: 'Change client seed' }).click();
    await seeds.getByRole('alert').waitFor();
    expect(await seeds.getByTestId('fair-active-hash').innerText()).toBe(committed);

    await seeds.getByLabel('New client seed').fill('my-own-seed');
    await seeds.getByRole('button', { name: 'Change client seed' }).click();
    await expect.poll(() => seeds.getByTestId('fair-active-client-seed').innerText()).toBe('my-own-seed');
    expect(await seeds.getByTestId('fair-active-hash').innerText()).not.toBe(committed);
    const revealed = await seeds.getByTestId('fair-revealed-seed').innerText();
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(committed);
    await screenshot(page, 'fairness-seeds-1280');

    await seeds.getByRole('button', { name: 'Verify these rounds' }).click();
    await expect
      .poll(() => page.getByTestId('fair-commitment-check').getAttribute('data-matches'))
      .toBe('true');
    expect(await page.getByTestId('fair-verifier').getByLabel('Server seed (revealed)').inputValue()).toBe(
      revealed,
    );
  });
});
