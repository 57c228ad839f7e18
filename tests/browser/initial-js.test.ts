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
  ])('%s of %s carries no zod', async (path, brand) => {
    const page = await fetchPage(server.port, path, { brand });
    expect(page.status).toBe(200);
    const scripts = scriptsOfPage(page.body, readAsset);
    expect(scripts.files.length).toBeGreaterThan(5);
    const withZod = scripts.files.filter((file) => readAsset(file.path).toString('utf8').includes(zodMarker));
    expect(withZod.map((file) => file.path)).toEqual([]);
  });

  it('loads the call schemas once the browser is idle after hydrating', async () => {
    const { page } = await openPage();
    const schemas = page.waitForResponse((response) =>
      /\/assets\/all-calls-[\w-]+\.js$/.test(response.url()),
    );
    await open(page, '/');
    expect((await schemas).status()).toBe(200);
  });
});
