import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebResponse } from './page-response.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves `respond()` through sendWebResponse and fetches it raw; resolves with head and body bytes. */
async function roundTrip(respond: () => Response, acceptEncoding?: string, chunks: Buffer[] = []) {
  server = createServer((req, res) => {
    void sendWebResponse(respond(), res, req.headers['accept-encoding'], req.method === 'HEAD');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/',
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (res) => {
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

const page = '<!doctype html><html><body>' + 'Lucky Casino '.repeat(400) + '</body></html>';

describe('sendWebResponse', () => {
  it('compresses a page with brotli or gzip, keeping status and every cookie', async () => {
    const respond = () => {
      const headers = new Headers({ 'content-type': 'text/html' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response(page, { status: 404, headers });
    };
    const br = await roundTrip(respond, 'gzip, br');
    expect(br.status).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(br.body.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);

    const gzip = await roundTrip(respond, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
  });

  it('sends it as it is to a client that accepts no encoding, and leaves binary types alone', async () => {
    const plain = await roundTrip(() => new Response(page, { headers: { 'content-type': 'text/html' } }));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const image = await roundTrip(
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
      'br',
    );
    expect(image.headers['content-encoding']).toBeUndefined();
    expect([...image.body]).toEqual([137, 80, 78, 71]);
  });

  it('sends a page that is complete at once in one piece, with its length', async () => {
    const respond = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            // As the renderer does: the page in pieces, all written in one turn.
            for (const piece of page.match(/.{1,1000}/gs)!)
              controller.enqueue(new TextEncoder().encode(piece));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/html' } },
      );
    const br = await roundTrip(respond, 'br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const plain = await roundTrip(respond);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    expect(plain.body.toString()).toBe(page);
  });

  it('flushes each streamed part as it is written (the shell does not wait for the rest)', async () => {
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    const encoder = new TextEncoder();
    const respond = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('<!doctype html><p>shell</p>'));
            await later;
            controller.enqueue(encoder.encode('<p>rest</p>'));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/html' } },
      );
    const chunks: Buffer[] = [];
    const done = roundTrip(respond, 'gzip', chunks);
    // The shell arrives while the rest is still pending.
    await expect
      .poll(() => (chunks.length ? gunzipPartial(Buffer.concat(chunks)) : ''), { timeout: 2_000 })
      .toContain('shell');
    release();
    const streamed = await done;
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(streamed.body).toString()).toBe('<!doctype html><p>shell</p><p>rest</p>');
  });

  it('finishes quietly when the client left while its page was compressed, and keeps serving', async () => {
    // The page is compressed in the thread pool (decision 0045): the socket may be gone by the time
    // the compressed bytes are ready.
    const sent: Promise<void>[] = [];
    const errors: unknown[] = [];
    const onUnhandled = (reason: unknown) => errors.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const big = page.repeat(200);
      server = createServer((req, res) => {
        res.on('error', (error) => errors.push(error));
        const respond = new Response(big, { headers: { 'content-type': 'text/html' } });
        sent.push(sendWebResponse(respond, res, req.headers['accept-encoding'], false));
        if (sent.length === 1) req.socket.destroy();
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const get = () =>
        fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } }).then(async (answer) =>
          Buffer.from(await answer.arrayBuffer()),
        );
      await expect(get()).rejects.toThrow();
      await expect(sent[0]).resolves.toBeUndefined();
      // The next visitor gets the whole page (fetch decodes brotli itself).
      expect((await get()).toString()).toBe(big);
      expect(errors).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('cuts the connection when a streamed page fails after its shell, and keeps serving', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const respond = () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('<!doctype html><p>shell</p>'));
              setTimeout(() => controller.error(new Error('render failed')), 20);
            },
          }),
          { headers: { 'content-type': 'text/html' } },
        );
      await expect(roundTrip(respond, 'gzip')).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

/** Decompresses what has arrived of a gzip stream so far. */
function gunzipPartial(bytes: Buffer): string {
  return gunzipSync(bytes, { finishFlush: 2 /* Z_SYNC_FLUSH */ }).toString();
}
