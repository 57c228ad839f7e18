import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { ContentEncoding } from '#server/http/content-encoding.ts';

/**
 * How a rendered page is compressed, wherever that happens: on a render thread (a whole page, in
 * the thread that rendered it, decision 0068), in libuv's pool (a whole page rendered on the event
 * loop) or as it streams. Server-only.
 */

/**
 * Brotli quality for rendered pages: 3 (decision 0045). On the 51 KB home page it costs 0.47 ms
 * against 0.85 ms at quality 4 (and 1.4 ms at 5, decision 0038), for 10.3 KB sent instead of 9.8 KB.
 */
const brotliQuality = 3;
const gzipLevel = 6;

/**
 * Brotli's window for a page: the smallest that holds the whole page (2^18 = 256 KiB when the size
 * is not known yet, a streamed page), instead of the default 4 MiB. The output is the same for any
 * page that fits, but the encoder's buffers grow with the window, and an encoder is made for every
 * page: with the default, pages compressed side by side in libuv's pool cost several times the CPU
 * of one alone, mostly the kernel mapping and clearing fresh memory for each (decision 0061).
 */
export function brotliWindowBits(size?: number): number {
  if (size === undefined) return 18;
  return Math.min(24, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))));
}

const brotliParams = (size?: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
  [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
  ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
});

const compressible = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;

/** Whether an answer of this Content-Type is worth compressing (text, not images or fonts). */
export function isCompressibleType(type: string | null | undefined): boolean {
  return compressible.test(type ?? '');
}

/**
 * A compressor that flushes every chunk it is given: server rendering streams the page (the shell
 * first, suspended parts later), and each part must reach the browser when it is written, not when
 * the compressor's buffer happens to fill. Used only for a page that suspends: a page complete at
 * once is compressed in one piece.
 */
export function streamingCompressor(encoding: ContentEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: brotliParams() })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: gzipLevel });
}

/**
 * A whole page compressed on the calling thread. A render thread compresses its own page so: the
 * same page compressed through libuv's pool cost 2.5 times the CPU, about half of the extra in the
 * kernel (decision 0068).
 */
export function compressPage(whole: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(whole, { params: brotliParams(whole.length) })
    : gzipSync(whole, { level: gzipLevel });
}

const brotliCompressInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/**
 * A whole page compressed in libuv's thread pool, for a page rendered on the event loop itself: the
 * loop renders the next page meanwhile (decision 0045).
 */
export function compressPageInPool(whole: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompressInPool(whole, { params: brotliParams(whole.length) })
    : gzipInPool(whole, { level: gzipLevel });
}
