import { createElement, Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server.bun';
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

/** The page React's string renderer writes into a page body, as the response would send it. */
async function renderedThroughPageBody(page: ReactElement, progressiveChunkSize: number): Promise<string> {
  const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
  const chunks = chunksOf(body.readable);
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      progressiveChunkSize,
      onAllReady() {
        pipe(body.destination as unknown as NodeJS.WritableStream);
        resolve();
      },
      onShellError: reject,
    });
  });
  return (await chunks).join('');
}

// patches/react-dom+*.patch sizes the renderer's pieces of markup by their length in characters, not
// in UTF-8 bytes (decision 0063): only the choice to stream a Suspense boundary out of line uses it.
describe("React's string renderer, as patched", () => {
  const text = '幸运轮盘'.repeat(100); // 400 characters, 1,200 bytes in UTF-8
  const page = createElement(
    'main',
    null,
    createElement('h1', null, 'Lucky'),
    createElement(Suspense, { fallback: createElement('p', null, '…') }, createElement('p', null, text)),
  );

  it('writes a page of multi-byte text whole and in order, as renderToString does', async () => {
    expect(await renderedThroughPageBody(page, 4 * 1024 * 1024)).toBe(renderToString(page));
  });

  it('counts a boundary in characters when it decides to keep it inline', async () => {
    // 400 characters stay under 1,000; the 1,200 bytes they make would have streamed out of line.
    const html = await renderedThroughPageBody(page, 1_000);
    expect(html).toBe(renderToString(page));
    expect(html).not.toContain('<template');
  });
});
