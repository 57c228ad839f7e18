import { describe, expect, it, vi } from 'vitest';
import { pageBody } from './page-body.server.ts';

const head =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/><title>t</title></head>';

/** Every chunk the response would send, as text, until the stream closes. */
async function chunksOf(readable: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of readable) chunks.push(Buffer.from(chunk).toString('utf8'));
  return chunks;
}

describe('the page body between React and the response', () => {
  it('sends what one turn writes as one chunk, without the head module preloads, and ends once', async () => {
    const onEnd = vi.fn();
    const body = pageBody({ onCancel: vi.fn(), onEnd });
    const chunks = chunksOf(body.readable);
    body.writable.write(Buffer.from(head));
    body.writable.write(Buffer.from('<body><main>'));
    await new Promise((resolve) => setImmediate(resolve));
    body.writable.write(Buffer.from('late</main></body></html>'));
    body.writable.end();
    expect(await chunks).toEqual([
      '<!DOCTYPE html><html><head><title>t</title></head><body><main>',
      'late</main></body></html>',
    ]);
    // Also after the finished writable has been destroyed.
    await new Promise((resolve) => body.writable.once('close', resolve));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops the render when the reader goes away', async () => {
    const onCancel = vi.fn();
    const body = pageBody({ onCancel, onEnd: vi.fn() });
    body.writable.write(Buffer.from(head));
    const reader = body.readable.getReader();
    await reader.cancel();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(body.writable.destroyed).toBe(true);
  });

  it('fails the response when the renderer destroys its destination with an error', async () => {
    const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
    const reader = body.readable.getReader();
    body.writable.destroy(new Error('render failed'));
    await expect(reader.read()).rejects.toThrow('render failed');
  });
});
