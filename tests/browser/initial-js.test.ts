import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assetReader, scriptsOfPage } from '../../scripts/bench/bundle-size.ts';
import { browserSuite } from './support/browser-suite.ts';
import { fetchPage } from './support/fetch-page.ts';

/**
 * Issue 16, decision 0039: zod and the contract schemas (every contract module imports zod) are not
 * in a page's first JavaScript; the client names calls by light references and loads the schemas
 * once the browser is idle after hydrating.
 */

const { server, openPage, open } = browserSuite();
const readAsset = assetReader(fileURLToPath(new URL('../../build/client', import.meta.url)));

/** A string zod's own code carries however it is minified: the name of its error class. */
const zodMarker = '"ZodError"';

describe("a page's first JavaScript (issue 16)", () => {
  it.each([
    ['/', undefined],
    ['/slots', undefined],
    ['/', 'spinpalace'],
  ])(
    '%s of %s carries no zod and loads at most 130 KiB of gzipped JavaScript up front',
    async (path, brand) => {
      const page = await fetchPage(server.port, path, { brand });
      expect(page.status).toBe(200);
      const scripts = scriptsOfPage(page.body, readAsset);
      expect(scripts.files.length).toBeGreaterThan(5);
      const withZod = scripts.files.filter((file) =>
        readAsset(file.path).toString('utf8').includes(zodMarker),
      );
      expect(withZod.map((file) => file.path)).toEqual([]);
      // React, React DOM and React Router alone are about 107 KiB of it.
      expect(scripts.totalGzipBytes).toBeGreaterThan(100 * 1024);
      expect(scripts.totalGzipBytes).toBeLessThanOrEqual(130 * 1024);
    },
  );

  it('loads the call schemas once the browser is idle after hydrating, one contract at a time', async () => {
    const { page } = await openPage();
    const contracts: string[] = [];
    page.on('response', (response) => {
      const name = /\/assets\/([a-z-]+-contract)-[\w-]+\.js$/.exec(response.url())?.[1];
      if (name && response.status() === 200) contracts.push(name);
    });
    // The last one the contract index loads.
    const last = page.waitForResponse((response) =>
      /\/assets\/minigame-contract-[\w-]+\.js$/.test(response.url()),
    );
    await open(page, '/');
    expect((await last).status()).toBe(200);
    expect(contracts).toEqual(
      expect.arrayContaining(['site-contract', 'account-contract', 'payment-contract']),
    );
  });

  it("makes the page's calls in a worker: zod and the contracts never load on the page's own thread", async () => {
    // Decision 0053: building zod and a contract was the longest task after the first paint.
    const { page } = await openPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const adsVisit = page.waitForRequest((request) => request.url().endsWith('/api/settings/adsvisit'));
    const lastContract = page.waitForResponse((response) =>
      /\/assets\/minigame-contract-[\w-]+\.js$/.test(response.url()),
    );
    await open(page, '/');
    const visit = await adsVisit;
    expect(visit.method()).toBe('POST');
    expect(((await visit.response()) ?? { status: () => 0 }).status()).toBe(200);
    await lastContract;
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/call-worker-[\w-]+\.js$/)]);
    // What the page's own thread loaded: the worker's chunks are not among them.
    const pageScripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(pageScripts.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(5);
    const withZod = pageScripts.filter(
      (path) => path.endsWith('.js') && readAsset(path).toString('utf8').includes(zodMarker),
    );
    expect(withZod).toEqual([]);
  });

  it("hydrates without adding, then removing, the module preloads the server's head leaves out", async () => {
    const { page } = await openPage();
    // Decision 0011 keeps React Router's modulepreload links out of the served head. Rendering them
    // while hydrating only added about a dozen links, and removed them on the next render: DOM work
    // in the hydration's own tasks that preloads nothing, since the page has imported them by then.
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { modulePreloadChanges: changes });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const [sign, nodes] of [
            ['+', record.addedNodes],
            ['-', record.removedNodes],
          ] as const) {
            for (const node of nodes) {
              // Vite's own preloads of lazily loaded chunks say as="script"; React Router's do not.
              if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && !node.hasAttribute('as'))
                changes.push(`${sign} ${node.getAttribute('href')}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, '/');
    // A render after hydration is what removed them: let the page settle first.
    await page.waitForLoadState('networkidle');
    const changes = await page.evaluate(
      () => (window as unknown as { modulePreloadChanges: string[] }).modulePreloadChanges,
    );
    expect(changes).toEqual([]);
    expect(await page.locator('head link[rel="modulepreload"]:not([as])').count()).toBe(0);
  });

  it.each(['/', '/slots'])(
    '%s links each stylesheet once, after its lazy chunks have loaded too (decision 0072)',
    async (path) => {
      const { page } = await openPage();
      // Each of these lazy chunks imports the shell, whose stylesheet the root route links.
      const lastContract = page.waitForResponse((response) =>
        /\/assets\/minigame-contract-[\w-]+\.js$/.test(response.url()),
      );
      const chatWidget = page.waitForResponse((response) =>
        /\/assets\/local-chat-widget-[\w-]+\.js$/.test(response.url()),
      );
      await open(page, path);
      await Promise.all([lastContract, chatWidget]);
      await page.waitForLoadState('networkidle');
      const linked = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
      expect(linked).toContainEqual(expect.stringMatching(/^\/assets\/shell-[\w-]+\.css$/));
      expect(linked.filter((href, index) => linked.indexOf(href) !== index)).toEqual([]);
    },
  );

  it("never ships the brand document's schema: the site calls' answers need only its site parts", () => {
    // Error keys only the whole brand document's schema (shared/brand/brand-schema.ts) uses.
    const assets = readdirSync(fileURLToPath(new URL('../../build/client/assets', import.meta.url)));
    const scripts = assets.filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(20);
    const withBrandDocument = scripts.filter((name) => {
      const code = readAsset(`/assets/${name}`).toString('utf8');
      return code.includes('invalidTimeZone') || code.includes('invalidCountry');
    });
    expect(withBrandDocument).toEqual([]);
  });

  it("keeps the page's game cards a year, and sends an old card address on to the current card", async () => {
    const html = (await fetchPage(server.port, '/')).body;
    const card = /src="(\/games\/([a-z0-9-]+)\.[0-9a-f]{12}\.webp)"/.exec(html);
    expect(card).not.toBeNull();
    const [, url = '', code = ''] = card ?? [];
    const answer = await fetchPage(server.port, url);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const old = await fetchPage(server.port, `/games/${code}.svg`);
    expect([old.status, old.location]).toEqual([301, url]);
  });

  it("reads the shell's messages from the one file the page preloads, kept for a year", async () => {
    const html = (await fetchPage(server.port, '/')).body;
    expect(html).not.toContain('id="page-messages"');
    const url = /data-messages="(\/page-messages\/en\.[\w-]{16}\.json)"/.exec(html)?.[1];
    expect(url).toBeDefined();
    expect(html).toContain(`<link rel="preload" as="fetch" href="${url}" crossorigin="anonymous"/>`);

    const { page } = await openPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/(page-messages|locales)\//.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    const answer = page.waitForResponse((response) => response.url().endsWith(url ?? '-'));
    await open(page, '/');
    expect((await answer).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The preload is the fetch the page reads before hydrating, not a second download.
    expect(fetched).toEqual([url]);
    await expect.poll(() => page.getByRole('link', { name: 'Promotions' }).first().isVisible()).toBe(true);
  });

  it("falls back to the language's files when the messages file fails, and stays server-rendered when they fail too", async () => {
    const fallback = await openPage({
      allow: [/Failed to load resource: the server responded with a status of 503/],
    });
    await fallback.page.route('**/page-messages/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    const groupFiles = fallback.page.waitForResponse((response) =>
      response.url().endsWith('/locales/en/ui.json'),
    );
    await open(fallback.page, '/');
    expect((await groupFiles).status()).toBe(200);
    await expect
      .poll(() => fallback.page.getByRole('link', { name: 'Promotions' }).first().isVisible())
      .toBe(true);

    const down = await openPage({ allow: [/503|Failed to load resource|could not be loaded/] });
    await down.page.route(/\/(page-messages|locales)\//, (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    const failure = down.page.waitForEvent('console', (message) =>
      message.text().includes("The page's messages could not be loaded"),
    );
    await down.page.goto(server.url('/'));
    await failure;
    // The server's page is still there, in English, and was not hydrated.
    await expect
      .poll(() => down.page.getByRole('link', { name: 'Promotions' }).first().isVisible())
      .toBe(true);
    expect(await down.page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
  });
});
