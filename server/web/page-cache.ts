import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { languageCookieName, languagesFromAcceptLanguage } from '#shared/i18n/detect-language.ts';
import { isViewport } from '#shared/rules/breakpoints.ts';
import { readCookie, viewportCookieName } from '#app/features/device/browser-cookies.ts';
import { deviceInfoFromUserAgent } from '#app/features/device/device-info.ts';
import { sessionTokenFromCookieHeader } from '#server/features/accounts/player-auth.ts';
import { splicePage, type SplicedPage } from './nonce-splice.ts';

/** One rendered page kept for visitors without a session (decision 0038). */
export interface CachedPage {
  status: number;
  /** The page's own headers (content type, its Content-Security-Policy with `nonce`). */
  headers: readonly (readonly [string, string])[];
  /** The nonce of the render, replaced by a fresh one in every response. */
  nonce: string;
  spliced: SplicedPage;
  etag: string;
  storedAt: number;
}

export interface RenderedPage {
  status: number;
  headers: readonly (readonly [string, string])[];
  body: Buffer;
  /** The script nonce the page carries: left out of the ETag, so equal pages revalidate (304). */
  nonce: string;
}

/**
 * The key of an anonymous page: everything a server render of it reads from the request (the
 * brand's host, the path and query, the language choice, the remembered viewport and the device
 * class), or undefined when the request must be rendered for itself (a session cookie, not a GET).
 */
export function anonymousPageKey(
  method: string,
  host: string,
  url: string,
  headers: IncomingHttpHeaders,
): string | undefined {
  if (method !== 'GET') return undefined;
  const cookie = headers.cookie;
  if (sessionTokenFromCookieHeader(cookie)) return undefined;
  const cookieHeader = cookie ?? null;
  const acceptLanguage = headers['accept-language'];
  const viewport = readCookie(cookieHeader, viewportCookieName);
  return JSON.stringify([
    host.toLowerCase(),
    url,
    readCookie(cookieHeader, languageCookieName) ?? '',
    languagesPart(typeof acceptLanguage === 'string' ? acceptLanguage : ''),
    isViewport(viewport) ? viewport : '',
    devicePart(headers['user-agent'] ?? ''),
  ]);
}

/**
 * Key parts remembered per header value: a cached page is answered in well under a millisecond,
 * and reading the device class from a User-Agent (the crawler pattern list among it) was a tenth of
 * that; visitors send few distinct values. Bounded, as the values are the client's to choose.
 */
function remembered(read: (value: string) => string): (value: string) => string {
  const parts = new Map<string, string>();
  return (value) => {
    let part = parts.get(value);
    if (part === undefined) {
      part = read(value);
      if (parts.size >= rememberedHeaderValues) parts.clear();
      parts.set(value, part);
    }
    return part;
  };
}

const rememberedHeaderValues = 1_000;

const devicePart = remembered((userAgent) =>
  Object.entries(deviceInfoFromUserAgent(userAgent))
    .filter(([, on]) => on === true)
    .map(([name]) => name)
    .join(','),
);

const languagesPart = remembered((acceptLanguage) =>
  languagesFromAcceptLanguage(acceptLanguage || undefined).join(','),
);

function setsCookie(page: RenderedPage): boolean {
  return page.headers.some(([name]) => name.toLowerCase() === 'set-cookie');
}

/** Whether a render may be shown to other visitors: a plain HTML page that sets no cookie. */
function shareable(page: RenderedPage): boolean {
  if (page.status !== 200 && page.status !== 404) return false;
  let html = false;
  for (const [name, value] of page.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie' || lower === 'cache-control') return false;
    if (lower === 'content-type' && value.startsWith('text/html')) html = true;
  }
  return html;
}

/** True when an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

export interface PageCacheOptions {
  /**
   * How long a page is served from memory after its render. From half of it on, the first
   * request to find it starts a new render in the background and is still answered from memory.
   */
  ttlMs: number;
  /** Pages kept at most; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
  /** Told of a background render that failed; the stored page keeps being served until it expires. */
  onRefreshError?: (error: unknown) => void;
}

/**
 * Anonymous pages rendered once and served from memory for a short time: a campaign's crowd of
 * visitors costs one render per page and language instead of one each. Each response still gets
 * a nonce of its own (nonce-splice.ts). Concurrent misses of one
 * key wait for a single render. `clear` drops everything (a brand or catalogue change).
 *
 * A page past half its time to live is renewed in the background while visitors still get the
 * stored copy (stale-while-revalidate): under steady traffic nobody waits for a render, which
 * keeps the slowest answers of a busy page as fast as the rest, and no page served is older than
 * the time to live.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<CachedPage | RenderedPage>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #onRefreshError: (error: unknown) => void;
  /** Bumped by `clear`: a render started before a change must not be stored after it. */
  #generation = 0;

  constructor(options: PageCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
    this.#onRefreshError = options.onRefreshError ?? (() => {});
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /**
   * The cached page of `key`, or the result of one render shared by every request that missed
   * at the same time: a `CachedPage` when it could be kept, else the render itself.
   */
  async page(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage | RenderedPage> {
    const stored = this.#stored(key);
    if (stored) {
      if (this.#now() - stored.storedAt >= this.#ttlMs / 2 && !this.#rendering.has(key)) {
        this.#renderAndStore(key, render).catch(this.#onRefreshError);
      }
      return stored;
    }
    const pending = this.#rendering.get(key);
    if (pending) {
      const shared = await pending;
      // A render that set a cookie was meant for its own visitor only.
      return isCachedPage(shared) || !setsCookie(shared) ? shared : render();
    }
    return this.#renderAndStore(key, render);
  }

  #renderAndStore(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage | RenderedPage> {
    const generation = this.#generation;
    const rendering = (async () => {
      const page = await render();
      if (!shareable(page)) return page;
      const entry = await cachedPageOf(page, this.#now());
      if (generation === this.#generation) this.#store(key, entry);
      return entry;
    })().finally(() => this.#rendering.delete(key));
    this.#rendering.set(key, rendering);
    return rendering;
  }

  /** The stored page of `key` while it is within its time to live, marked most recently used. */
  #stored(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry as the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #store(key: string, entry: CachedPage): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}

export function isCachedPage(page: CachedPage | RenderedPage): page is CachedPage {
  return 'etag' in page;
}

async function cachedPageOf(page: RenderedPage, storedAt: number): Promise<CachedPage> {
  return {
    status: page.status,
    headers: page.headers,
    nonce: page.nonce,
    spliced: await splicePage(page.body, page.nonce),
    etag: etagOf(page),
    storedAt,
  };
}

/**
 * The page's ETag, its nonce left out: a browser revalidating after the entry was rendered anew
 * gets 304 when nothing but the nonce changed. A 304 sends no Content-Security-Policy, so the
 * browser keeps the policy stored with the body it keeps, and the two nonces still match.
 */
function etagOf(page: RenderedPage): string {
  const text = page.body.toString('utf8').replaceAll(page.nonce, '');
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}
