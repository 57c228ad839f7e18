import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { contentEncodingFor, type ContentEncoding } from '#server/http/content-encoding.ts';

const compressible = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;

/**
 * A compressor that flushes every chunk it is given: server rendering streams the page (the shell
 * first, suspended parts later), and each part must reach the browser when it is written, not when
 * the compressor's buffer happens to fill.
 */
function streamingCompressor(encoding: ContentEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

/** A Fetch API request for a Node request (GET and HEAD: pages have no actions). */
export function webRequestOf(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  signal: AbortSignal,
): Request {
  const webHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) webHeaders.append(name, item);
    else if (value !== undefined) webHeaders.set(name, value);
  }
  return new Request(url, { method, headers: webHeaders, signal });
}

/** Writes a Fetch API response to Node's, compressed when the client accepts it and the type is text. */
export async function sendWebResponse(
  response: Response,
  res: ServerResponse,
  acceptEncoding: string | undefined,
  head: boolean,
): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const type = response.headers.get('content-type') ?? '';
  const encoding =
    response.body && !head && !response.headers.has('content-encoding') && compressible.test(type)
      ? contentEncodingFor(acceptEncoding)
      : null;
  if (compressible.test(type)) res.setHeader('vary', 'Accept-Encoding');
  if (!response.body || head) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeWebStream<Uint8Array>);
  try {
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
