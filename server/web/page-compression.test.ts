import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  brotliWindowBits,
  compressPage,
  compressPageInPool,
  isCompressibleType,
} from './page-compression.ts';

describe('brotliWindowBits', () => {
  it('is the smallest window that holds the page, 256 KiB while its size is unknown', () => {
    // A window of 2^n holds 2^n - 16 bytes.
    expect(brotliWindowBits(53_000)).toBe(16);
    expect(brotliWindowBits(65_520)).toBe(16);
    expect(brotliWindowBits(65_521)).toBe(17);
    expect(brotliWindowBits(10)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(24);
    expect(brotliWindowBits()).toBe(18);
  });

  it('compresses a page that fits to the very bytes of the default 4 MiB window', () => {
    const html = Buffer.from(
      Array.from(
        { length: 2500 },
        (_, i) => `<li class="tile t${i % 37}"><a href="/g/${i}">Game ${i}</a></li>`,
      ).join(''),
    );
    const compress = (params: Record<number, number>) =>
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, ...params } });
    const sized = compress({ [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(html.length) });
    expect(brotliDecompressSync(sized).equals(html)).toBe(true);
    expect(sized.length).toBe(compress({}).length);
  });
});

describe('compressPage', () => {
  const page = Buffer.from(
    `<!DOCTYPE html><html lang="en"><body>${'<p class="tile">Lucky Casino – Bonus €10</p>'.repeat(400)}</body></html>`,
  );

  it('compresses a whole page on the calling thread to what the pool would send', async () => {
    const br = compressPage(page, 'br');
    const gzip = compressPage(page, 'gzip');
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(br.equals(await compressPageInPool(page, 'br'))).toBe(true);
    expect(gzip.equals(await compressPageInPool(page, 'gzip'))).toBe(true);
  });
});

describe('isCompressibleType', () => {
  it('takes text, JSON, JavaScript, XML and SVG, not images, fonts or no type', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'image/svg+xml', 'TEXT/CSS'])
      expect(isCompressibleType(type), type).toBe(true);
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', '', null, undefined])
      expect(isCompressibleType(type), String(type)).toBe(false);
  });
});
