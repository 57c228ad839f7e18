import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { browserSuite, hydrated, logInThroughForm } from './support/browser-suite.ts';
import { applyBrandChange } from './support/brand-change.ts';
import { fetchPage } from './support/fetch-page.ts';

/**
 * Decisions 0052 and 0062: pages render on threads beside the event loop, which owns the database and
 * answers the threads' loaders. Every page is rendered here (no page cache), on two threads.
 */

const { server, openPage } = browserSuite({
  server: { env: { RENDER_THREADS: '2', PAGE_CACHE_SECONDS: '0', LOG_LEVEL: 'info' } },
});

function nonceOf(policy: string | string[] | undefined): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy));
  if (!match) throw new Error(`no nonce in ${String(policy)}`);
  return match[1]!;
}

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

describe('pages on render threads', () => {
  it('are rendered there, each with its own brand, status and nonce, many at once', async () => {
    expect(server.output()).toContain('"threads":2');
    expect(server.output()).toContain('pages render on their own threads');
    const asks = [
      { brand: undefined, path: '/', status: 200, title: /^Lucky Casino \|/ },
      { brand: 'spinpalace', path: '/', status: 200, title: /^Spin Palace/ },
      { brand: 'jadeslots', path: '/slots', status: 200, title: /Jade/ },
      { brand: 'goalline', path: '/', status: 200, title: /Goal ?Line/i },
      { brand: undefined, path: '/no-such-page', status: 404, title: /./ },
    ];
    // Forty pages in flight across brands: no render may see another's brand or nonce.
    const pages = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const ask = asks[index % asks.length]!;
        return fetchPage(server.port, ask.path, { brand: ask.brand }).then((page) => ({ ask, page }));
      }),
    );
    for (const { ask, page } of pages) {
      expect(page.status, `${ask.brand ?? 'lucky'} ${ask.path}`).toBe(ask.status);
      expect(titleOf(page.body), `${ask.brand ?? 'lucky'} ${ask.path}`).toMatch(ask.title);
      const nonce = nonceOf(page.headers['content-security-policy']);
      expect(page.body).toContain(`nonce="${nonce}"`);
      expect(page.body.match(/nonce="([^"]+)"/g)?.every((found) => found === `nonce="${nonce}"`)).toBe(true);
    }
  });

  it('are compressed as the browser asks, on the thread, and a HEAD request gets no body', async () => {
    const plain = await fetchPage(server.port, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<!DOCTYPE html>');
    // Compressed by the render thread (decision 0068): the whole document, to its last byte.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await fetchPage(server.port, '/', { headers: { 'accept-encoding': encoding } });
      expect(page.headers['content-encoding'], encoding).toBe(encoding);
      expect(Number(page.headers['content-length']), encoding).toBe(page.raw.length);
      expect(page.headers.vary, encoding).toBe('Accept-Encoding');
      expect(page.raw.length, encoding).toBeLessThan(plain.raw.length / 3);
      const html = decode(page.raw).toString('utf8');
      expect(titleOf(html), encoding).toBe(titleOf(plain.body));
      expect(html.trimEnd().endsWith('</html>'), encoding).toBe(true);
      expect(html, encoding).toContain(`nonce="${nonceOf(page.headers['content-security-policy'])}"`);
    }
    const head = await new Promise<{ status: number; bytes: number; encoding?: string }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/slots',
            method: 'HEAD',
            headers: { host: 'localhost', 'accept-encoding': 'br' },
          },
          (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                bytes,
                encoding: response.headers['content-encoding'],
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(head).toEqual({ status: 200, bytes: 0, encoding: undefined });
  });

  it('hydrate in the browser and navigate on the client', async () => {
    const { page } = await openPage();
    await page.goto(server.url('/'));
    await hydrated(page);
    await page.locator('a[href="/slots"]').first().click();
    await page.waitForURL('**/slots');
    await expect.poll(() => page.title()).toMatch(/Lucky Casino/);
  });

  it("show an operator's brand change at once, in the parts rendered once per brand too", async () => {
    // Rendered, then reused (decision 0066): the footer's HTML is kept after the first page.
    for (let load = 0; load < 2; load += 1) {
      const before = await fetchPage(server.port, '/', { brand: 'spinpalace' });
      expect(before.body).toContain('@SpinPalace');
    }
    await applyBrandChange(server, 'spinpalace', (document) => {
      const home = document.seo.find((entry) => entry.page_name === 'home')!;
      home.meta_title = 'Spin Palace renders on every core';
      document.social_accounts.find((account) => account.type === 'x')!.name = '@SpinPalaceLive';
    });
    const after = await fetchPage(server.port, '/', { brand: 'spinpalace' });
    expect(titleOf(after.body)).toBe('Spin Palace renders on every core');
    expect(after.body).toContain('@SpinPalaceLive');
    expect(after.body).not.toContain('@SpinPalace<');
  });

  it('reuse the menus, categories and footer byte for byte, and they hydrate and work', async () => {
    // A reused part asks for its eager images' preloads itself, so they sit a few tags later in
    // the head than React puts them when it renders the images: compared apart.
    const imagePreload = /<link rel="preload" (?:as="image" href="([^"]+)"|href="([^"]+)" as="image")\/>/g;
    const preloadedImages = (body: string) =>
      [...body.matchAll(imagePreload)].map((match) => match[1] ?? match[2]).sort();
    const comparable = (body: string) =>
      body.replaceAll(/nonce="[^"]+"/g, 'nonce=""').replaceAll(imagePreload, '');
    // Each address's first page renders its parts; the later ones reuse them on either thread.
    for (const path of ['/about', '/slots?category=table', '/cn/slots']) {
      const first = await fetchPage(server.port, path);
      const later = await Promise.all(Array.from({ length: 4 }, () => fetchPage(server.port, path)));
      for (const part of ['menu', 'categories', 'footer'])
        expect(first.body).toContain(`data-part="${part}"`);
      for (const page of later) {
        expect(comparable(page.body), path).toBe(comparable(first.body));
        expect(preloadedImages(page.body), path).toEqual(preloadedImages(first.body));
      }
    }
    expect(preloadedImages((await fetchPage(server.port, '/slots')).body)).toHaveLength(6);
    // The home page's shelves are kept per catalogue list, which the threads hold as one object.
    const shelfOf = (body: string) => /<section[^>]*data-part="home-hot".*?<\/section>/s.exec(body)?.[0];
    const homes = [];
    for (let load = 0; load < 4; load += 1) homes.push(await fetchPage(server.port, '/'));
    expect(shelfOf(homes[0]!.body)).toContain('game-tile');
    for (const home of homes.slice(1)) expect(shelfOf(home.body)).toBe(shelfOf(homes[0]!.body));

    const { page } = await openPage();
    await page.goto(server.url('/about'));
    await hydrated(page);
    // The category strip's links navigate on the client: the page never reloads.
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.locator('[data-part="categories"] a[href="/slots"]').first().click();
    await page.waitForURL('**/slots');
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => page.locator('[data-part="categories"] [aria-current="page"]').count()).toBe(1);
  });

  it("render a signed-in player's page with their own data, never cached, and it hydrates signed in", async () => {
    const { page } = await openPage();
    await logInThroughForm(page, (path) => server.url(path), 'player4');
    const response = await page.context().request.get(server.url('/'));
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).toContain('player4');
    // A whole load of a player-only page: rendered on a thread with their session, it stays theirs
    // once hydrated (a guest would be sent to log in).
    await page.goto(server.url('/account'));
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/account');
    await expect.poll(() => page.locator('main').innerText()).toContain('player4');
  });
});
