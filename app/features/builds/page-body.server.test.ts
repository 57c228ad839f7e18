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
  it('sends what one pass of the renderer writes as one chunk, without the head module preloads, and ends once', async () => {
    const onEnd = vi.fn();
    const body = pageBody({ onCancel: vi.fn(), onEnd });
    const chunks = chunksOf(body.readable);
    body.destination.write(head);
    body.destination.write('<body><main>幸运');
    body.destination.flush();
    body.destination.write('late</main></body></html>');
    body.destination.end();
    expect(await chunks).toEqual([
      '<!DOCTYPE html><html><head><title>t</title></head><body><main>幸运',
      'late</main></body></html>',
    ]);
    body.destination.destroy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops the render when the reader goes away, and drops what is written after', async () => {
    const onCancel = vi.fn();
    const onEnd = vi.fn();
    const body = pageBody({ onCancel, onEnd });
    body.destination.write(head);
    const reader = body.readable.getReader();
    await reader.cancel();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(() => {
      body.destination.write('<body>');
      body.destination.end();
    }).not.toThrow();
  });

  it('fails the response when the renderer destroys its destination with an error', async () => {
    const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
    const reader = body.readable.getReader();
    body.destination.destroy(new Error('render failed'));
    await expect(reader.read()).rejects.toThrow('render failed');
  });
});
