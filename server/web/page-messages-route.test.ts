import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { pageMessagesUrl } from '#app/features/i18n/page-messages.ts';
import { shellMessagesOf } from '#app/features/i18n/shell-messages.server.ts';
import { registerPageMessagesRoute } from './page-messages-route.ts';

const app = Fastify();
registerPageMessagesRoute(app);
afterAll(() => app.close());

describe("the shell's messages as a file (issue 16)", () => {
  it("name a file whose text is the language's shell groups with English, cached for a year, sent precompressed", async () => {
    const messages = await shellMessagesOf('CN');
    expect(messages.url).toMatch(/^\/page-messages\/cn\.[\w-]{16}\.json$/);
    expect(Object.keys(messages.resources).sort()).toEqual(['CN', 'EN']);
    expect(Object.keys(messages.resources.CN ?? {}).sort()).toEqual(['errors', 'gm', 'ui']);
    const url = messages.url ?? '';

    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(messages.resources);
    // Compressed once, at the best level.
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(messages.json) / 3);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(messages.json);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(messages.json);
  });

  it('answer an older hash with the current text, never stored, and anything else with 404', async () => {
    const messages = await shellMessagesOf('EN');
    const stale = await app.inject({ url: pageMessagesUrl('EN', 'olderBuildHash00') });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.body).toBe(messages.json);

    for (const url of [
      '/page-messages/xx.AbCdEfGhIjKl_-12.json',
      '/page-messages/en.json',
      '/page-messages/en.AbCdEfGhIjKl_-12.js',
      '/page-messages/%2e%2e%2fpackage.json',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ statusCode: 0, message: 'notFound' });
    }
  });

  it('hash the text: the same language names the same file in every copy of the server', async () => {
    const first = await shellMessagesOf('ESP');
    const again = await shellMessagesOf('ESP');
    expect(again).toBe(first);
    const other = await shellMessagesOf('RUS');
    expect(other.url).not.toBe(first.url);
  });
});
