import { describe, expect, it, vi } from 'vitest';
import { identityWith } from './nonce-splice.ts';
import {
  anonymousPageKey,
  isCachedPage,
  matchesEtag,
  PageCache,
  type CachedPage,
  type RenderedPage,
} from './page-cache.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function page(body: string, nonce = 'n0nce', headers: [string, string][] = []): RenderedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html'], ...headers],
    body: Buffer.from(body.replaceAll('NONCE', nonce)),
    nonce,
  };
}

describe('anonymousPageKey: what a server render of a page reads from its request', () => {
  const key = (headers: Record<string, string>, url = '/', method = 'GET', host = 'localhost') =>
    anonymousPageKey(method, host, url, { 'user-agent': desktop, ...headers });

  it('has no key for a signed-in player or for anything but GET', () => {
    expect(key({ cookie: 'viewport=mobile; theme=x' })).toBeDefined();
    expect(key({ cookie: 'viewport=mobile; marquee_session=3f9a' })).toBeUndefined();
    expect(key({}, '/', 'HEAD')).toBeUndefined();
  });

  it('separates brands, paths, language choices, viewports and device classes', () => {
    const base = key({});
    expect(key({}, '/', 'GET', 'spinpalace.localhost')).not.toBe(base);
    expect(key({}, '/slots')).not.toBe(base);
    expect(key({}, '/?ref=abc')).not.toBe(base);
    expect(key({ cookie: 'lang=CN' })).not.toBe(base);
    expect(key({ 'accept-language': 'zh-CN,zh;q=0.9' })).not.toBe(base);
    expect(key({ cookie: 'viewport=mobile' })).not.toBe(base);
    expect(key({ 'user-agent': iphone })).not.toBe(base);
  });

  it('does not split on what the render ignores', () => {
    const base = key({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(key({ 'accept-language': 'en-US,en;q=0.8' })).toBe(base);
    expect(key({ 'accept-language': 'en-GB,en;q=0.9', cookie: '_fbp=fb.1.2.3; viewport=nonsense' })).toBe(
      base,
    );
    expect(key({}, '/', 'GET', 'LOCALHOST')).toBe(key({}));
  });
});

describe('matchesEtag', () => {
  it('accepts the strong tag, its weak form, a list and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('PageCache', () => {
  it('renders once for many concurrent misses and serves the stored page in every encoding', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 10 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page('<html>hello NONCE</html>');
    };
    const pages = await Promise.all(Array.from({ length: 50 }, () => cache.page('k', render)));
    expect(renders).toBe(1);
    const first = pages[0] as CachedPage;
    expect(isCachedPage(first)).toBe(true);
    expect(pages.every((p) => p === first)).toBe(true);
    expect(first.nonce).toBe('n0nce');
    expect(identityWith(first.spliced, 'f1rst').toString()).toBe('<html>hello f1rst</html>');
    await cache.page('k', render);
    expect(renders).toBe(1);
  });

  it('never serves a page older than its time to live: an expired page is rendered again before answering', async () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    let renders = 0;
    const render = async () => page(`<p>${++renders}</p>`);
    const text = async () =>
      identityWith(((await cache.page('k', render)) as CachedPage).spliced, 'm0nce').toString();
    expect(await text()).toBe('<p>1</p>');
    now += 4_999;
    expect(await text()).toBe('<p>1</p>');
    expect(renders).toBe(1);
    now += 5_001;
    expect(await text()).toBe('<p>2</p>');
  });

  it('renews a page past half its time to live in the background, answering from memory meanwhile', async () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    let renders = 0;
    let release: () => void = () => {};
    const render = async () => {
      const number = ++renders;
      if (number > 1) await new Promise<void>((resolve) => (release = resolve));
      return page(`<p>${number}</p>`);
    };
    const text = async () =>
      identityWith(((await cache.page('k', render)) as CachedPage).spliced, 'm0nce').toString();
    await text();
    now += 5_000;
    // Every visitor of the renewal's time is answered at once, from the stored page, by one render.
    const during = await Promise.all(Array.from({ length: 20 }, text));
    expect(during.every((body) => body === '<p>1</p>')).toBe(true);
    expect(renders).toBe(2);
    release();
    await vi.waitFor(async () => expect(await text()).toBe('<p>2</p>'));
    expect(renders).toBe(2);
  });

  it('reports a failed renewal and keeps serving the stored page until it expires', async () => {
    let now = 0;
    const failures: unknown[] = [];
    const cache = new PageCache({
      ttlMs: 10_000,
      maxEntries: 10,
      now: () => now,
      onRefreshError: (error) => failures.push(error),
    });
    let renders = 0;
    const render = async () => {
      renders += 1;
      if (renders === 2) throw new Error('database away');
      return page(`<p>${renders}</p>`);
    };
    const text = async () =>
      identityWith(((await cache.page('k', render)) as CachedPage).spliced, 'm0nce').toString();
    await text();
    now += 6_000;
    expect(await text()).toBe('<p>1</p>');
    await vi.waitFor(() => expect(failures).toEqual([new Error('database away')]));
    now += 3_999;
    expect(await text()).toBe('<p>1</p>');
    expect(renders).toBe(3);
    await vi.waitFor(async () => expect(await text()).toBe('<p>3</p>'));
  });

  it('keeps the ETag of an unchanged page across renders with new nonces, and changes it with the page', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    const a = (await cache.page('k', async () => page('<p>NONCE same</p>', 'first'))) as CachedPage;
    now += 1_000;
    const b = (await cache.page('k', async () => page('<p>NONCE same</p>', 'second'))) as CachedPage;
    now += 1_000;
    const c = (await cache.page('k', async () => page('<p>NONCE other</p>', 'third'))) as CachedPage;
    expect(b.nonce).not.toBe(a.nonce);
    expect(b.etag).toBe(a.etag);
    expect(c.etag).not.toBe(a.etag);
  });

  it('drops everything on clear, and a render under way when it clears is not kept', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 10 });
    let renders = 0;
    await cache.page('k', async () => page(`<p>${++renders}</p>`));
    cache.clear();
    expect(cache.size).toBe(0);
    let release: () => void = () => {};
    const slow = cache.page('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return page(`<p>${++renders}</p>`);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.clear();
    release();
    await slow;
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 2 });
    let renders = 0;
    const render = async () => page(`<p>${++renders}</p>`);
    await cache.page('a', render);
    await cache.page('b', render);
    await cache.page('a', render);
    await cache.page('c', render);
    expect(cache.size).toBe(2);
    expect(renders).toBe(3);
    await cache.page('a', render);
    expect(renders).toBe(3);
    await cache.page('b', render);
    expect(renders).toBe(4);
  });

  it('never keeps a redirect, an outage page or a page that sets a cookie', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 10 });
    const redirect: RenderedPage = {
      status: 302,
      headers: [['location', '/cn']],
      body: Buffer.alloc(0),
      nonce: 'x',
    };
    const outage: RenderedPage = { ...page('<p>down</p>'), status: 503 };
    const cookie = page('<p>hi</p>', 'n', [['set-cookie', 'a=1']]);
    for (const rendered of [redirect, outage, cookie]) {
      const result = await cache.page('k', async () => rendered);
      expect(isCachedPage(result)).toBe(false);
      expect(cache.size).toBe(0);
    }
  });

  it('lets a visitor who joined a render that set a cookie render for themselves', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 10 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page(`<p>${renders}</p>`, 'n', [['set-cookie', `visitor=${renders}`]]);
    };
    const [a, b] = await Promise.all([cache.page('k', render), cache.page('k', render)]);
    expect(renders).toBe(2);
    expect(a).not.toBe(b);
  });
});
