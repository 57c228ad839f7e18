import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserSuite, logInThroughForm } from './support/browser-suite.ts';
import { applyBrandChange } from './support/brand-change.ts';
import { fetchPage } from './support/fetch-page.ts';

/**
 * Issue 16: anonymous pages come from the page cache with an ETag (304 to a revalidating browser),
 * a signed-in player's page never does, and an operator's brand change shows at once.
 */

const { server, browser } = browserSuite();

function nonceOf(policy: string | string[] | undefined): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy));
  if (!match) throw new Error(`no nonce in ${String(policy)}`);
  return match[1]!;
}

describe('the anonymous page cache (issue 16)', () => {
  it('answers a revalidating browser 304 while the page is unchanged, and each page carries its own nonce', async () => {
    const first = await fetchPage(server.port, '/slots');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    // The scripts of the page run with the nonce of the policy it came with.
    expect(first.body).toContain(`nonce="${nonceOf(first.headers['content-security-policy'])}"`);

    // From the cache, yet with a nonce of its own: one visitor cannot learn another's.
    const again = await fetchPage(server.port, '/slots', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBe('gzip');
    const nonce = nonceOf(again.headers['content-security-policy']);
    expect(nonce).not.toBe(nonceOf(first.headers['content-security-policy']));
    const html = gunzipSync(again.raw).toString('utf8');
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.replaceAll(nonce, 'N')).toBe(
      first.body.replaceAll(nonceOf(first.headers['content-security-policy']), 'N'),
    );

    const revalidated = await fetchPage(server.port, '/slots', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    // The browser keeps the policy stored with the body it keeps: a new nonce would block its scripts.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();

    const otherBrand = await fetchPage(server.port, '/slots', { brand: 'spinpalace' });
    expect(otherBrand.headers.etag).not.toBe(etag);
    expect(otherBrand.body).toContain('Spin Palace');
  });

  it("never caches a signed-in player's page", async () => {
    const { page } = await browser.newPage();
    await logInThroughForm(page, (path) => server.url(path), 'player4');
    const response = await page.context().request.get(server.url('/'));
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(response.headers().etag).toBeUndefined();
    expect(await response.text()).toContain('player4');
  });

  it("shows an operator's brand change at once", async () => {
    const before = await fetchPage(server.port, '/');
    expect(before.body).toContain('<title>Lucky Casino | Online Casino, Slots and Sports Betting</title>');
    await applyBrandChange(server, 'lucky', (document) => {
      const home = document.seo.find((entry) => entry.page_name === 'home')!;
      home.meta_title = 'Lucky Casino welcomes the campaign crowd';
    });
    const after = await fetchPage(server.port, '/');
    expect(after.body).toContain('<title>Lucky Casino welcomes the campaign crowd</title>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
