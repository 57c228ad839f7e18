import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptsEncoding, contentEncodingFor, type ContentEncoding } from '#server/http/content-encoding.ts';
import { newScriptNonce } from './content-security-policy.ts';
import { compressPageInPool, isCompressibleType, streamingCompressor } from './page-compression.ts';
import { gzipWith, identityWith } from './nonce-splice.ts';
import { pageTextOf } from '#app/features/builds/page-body.server.ts';
import { isCachedPage, matchesEtag, type CachedPage, type RenderedPage } from './page-cache.ts';

/** A Node request's headers as name and value pairs, as a Fetch API request takes them. */
export function headerPairsOf(headers: IncomingHttpHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else if (value !== undefined) pairs.push([name, value]);
  }
  return pairs;
}

/** A Fetch API request for a Node request (GET and HEAD: pages have no actions). */
export function webRequestOf(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  signal: AbortSignal,
): Request {
  return new Request(url, { method, headers: headerPairsOf(headers), signal });
}

/** Status and headers of a page, and the encoding its body is sent in (null: as it is). */
function writePageHead(
  res: ServerResponse,
  status: number,
  headers: Iterable<[string, string]>,
  acceptEncoding: string | undefined,
  sendsBody: boolean,
): ContentEncoding | null {
  res.statusCode = status;
  const cookies: string[] = [];
  let type = '';
  let encoded = false;
  for (const [name, value] of headers) {
    if (name === 'set-cookie') cookies.push(value);
    else res.setHeader(name, value);
    if (name === 'content-type') type = value;
    else if (name === 'content-encoding') encoded = true;
  }
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!isCompressibleType(type)) return null;
  res.setHeader('vary', 'Accept-Encoding');
  return sendsBody && !encoded ? contentEncodingFor(acceptEncoding) : null;
}

/**
 * A page's body as bytes. A render thread sends a whole document as text, and the event loop,
 * which has time to spare while the threads render, encodes it (decision 0064).
 */
export function pageBytes(body: ArrayBuffer | string): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
}

/** Sends a page a render thread answered (render-pool.ts): whole, compressed when accepted. */
export async function sendThreadPage(
  page: { status: number; headers: [string, string][]; body: ArrayBuffer | string | null },
  res: ServerResponse,
  acceptEncoding: string | undefined,
  head: boolean,
): Promise<void> {
  const encoding = writePageHead(res, page.status, page.headers, acceptEncoding, page.body !== null && !head);
  if (!page.body || head) {
    res.end();
    return;
  }
  await sendWhole(res, pageBytes(page.body), encoding);
}

/** Writes a Fetch API response to Node's, compressed when the client accepts it and the type is text. */
export async function sendWebResponse(
  response: Response,
  res: ServerResponse,
  acceptEncoding: string | undefined,
  head: boolean,
): Promise<void> {
  // A whole document's text comes beside the response, which then has no body (decision 0064).
  const whole = pageTextOf(response);
  const encoding = writePageHead(
    res,
    response.status,
    response.headers,
    acceptEncoding,
    (whole !== undefined || response.body !== null) && !head,
  );
  if (whole !== undefined && !head) {
    await sendWhole(res, pageBytes(whole), encoding);
    return;
  }
  if (!response.body || head) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    const ready = await readWhatIsReady(reader);
    if (ready.rest === undefined) {
      await sendWhole(res, Buffer.concat(ready.chunks), encoding);
      return;
    }
    const body = Readable.from(streamOf(ready.chunks, ready.rest, reader), { objectMode: false });
    if (encoding) {
      res.setHeader('content-encoding', encoding);
      res.removeHeader('content-length');
      await pipeline(body, streamingCompressor(encoding), res);
    } else {
      await pipeline(body, res);
    }
  } catch {
    // The client went away mid-stream: nothing left to answer.
    if (!res.writableEnded) res.destroy();
  }
}

type Read = ReadableStreamReadResult<Uint8Array>;

/**
 * What the body holds by the next turn of the event loop. A page that renders without waiting on
 * anything is complete by then (the renderer writes it in one turn), and is sent in one piece: one
 * compression of the whole page costs about half the CPU of the streaming compressor's (0.7 against
 * 1.4 ms for the home page at brotli quality 4, decision 0045) and needs no stream plumbing. `rest`
 * is the read still pending when the body was not complete by then: the page is then streamed,
 * parts as they come.
 */
async function readWhatIsReady(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<{ chunks: Uint8Array[]; rest?: Promise<Read> }> {
  const chunks: Uint8Array[] = [];
  let nextTurn: Promise<undefined> | undefined;
  for (;;) {
    const read = reader.read();
    nextTurn ??= new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)));
    const result = await Promise.race([read, nextTurn]);
    if (result === undefined) {
      // Handled where it is awaited, later: a failure before then must not count as unhandled.
      read.catch(() => undefined);
      return { chunks, rest: read };
    }
    if (result.done) return { chunks };
    chunks.push(result.value);
  }
}

async function* streamOf(
  ready: Uint8Array[],
  rest: Promise<Read>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  try {
    yield* ready;
    for (let result = await rest; !result.done; result = await reader.read()) yield result.value;
  } finally {
    // If the response ended early (the client went away), this stops the render behind the body;
    // once the body has been read to its end it does nothing.
    reader.cancel().catch(() => undefined);
  }
}

async function sendWhole(
  res: ServerResponse,
  whole: Buffer,
  encoding: ContentEncoding | null,
): Promise<void> {
  const body = encoding ? await compressPageInPool(whole, encoding) : whole;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * Sends a page from the page cache: with its ETag and `no-cache` (a browser revalidates each visit
 * and gets 304 while the page is unchanged), gzipped from the pieces compressed when it was stored,
 * with a fresh nonce in the page and its policy. A render that could not be kept (a redirect, an
 * outage page) is sent as it is.
 */
export function sendCachedPage(
  page: CachedPage | RenderedPage,
  res: ServerResponse,
  headers: IncomingHttpHeaders,
): void {
  res.statusCode = page.status;
  res.setHeader('vary', 'Accept-Encoding');
  if (!isCachedPage(page)) {
    setPageHeaders(res, page.headers);
    const encoding = contentEncodingFor(headers['accept-encoding']);
    // Rare and small (redirects, outage pages): compressed here, once.
    const compress = encoding !== null && page.body.length > 1024;
    const body = !compress
      ? page.body
      : encoding === 'br'
        ? brotliCompressSync(page.body)
        : gzipSync(page.body);
    if (compress) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(body);
    return;
  }
  res.setHeader('etag', page.etag);
  res.setHeader('cache-control', 'no-cache');
  if (matchesEtag(headers['if-none-match'], page.etag)) {
    // No Content-Security-Policy: the browser keeps the one stored with the body it keeps.
    res.statusCode = 304;
    res.end();
    return;
  }
  const nonce = newScriptNonce();
  setPageHeaders(
    res,
    page.headers.map(([name, value]) =>
      name.toLowerCase() === 'content-security-policy'
        ? [name, value.replaceAll(page.nonce, nonce)]
        : [name, value],
    ),
  );
  const gzipped = acceptsEncoding(headers['accept-encoding'], 'gzip');
  const body = gzipped ? gzipWith(page.spliced, nonce) : identityWith(page.spliced, nonce);
  if (gzipped) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  res.end(body);
}

function setPageHeaders(res: ServerResponse, headers: readonly (readonly [string, string])[]): void {
  const cookies: string[] = [];
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'set-cookie') cookies.push(value);
    else res.setHeader(name, value);
  }
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
}
