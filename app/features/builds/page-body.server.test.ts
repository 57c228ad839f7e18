import { createElement, Suspense, use, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server.bun';
import { describe, expect, it, vi } from 'vitest';
import { pageBody, pageTextOf, wholePageResponse, type PageBody } from './page-body.server.ts';

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
    const chunks = chunksOf(body.readable());
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
    const reader = body.readable().getReader();
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
    const reader = body.readable().getReader();
    body.destination.destroy(new Error('render failed'));
    await expect(reader.read()).rejects.toThrow('render failed');
  });

  it('hands on a document written to its end, with no stream asked for, as one string', () => {
    const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
    body.destination.write(head);
    body.destination.flush();
    expect(body.whole()).toBeUndefined();
    body.destination.write('<body>幸运</body></html>');
    body.destination.end();
    expect(body.whole()).toBe('<!DOCTYPE html><html><head><title>t</title></head><body>幸运</body></html>');
  });

  it('never hands on part of a document whose render failed', () => {
    const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
    body.destination.write(head);
    body.destination.flush();
    body.destination.destroy(new Error('render failed'));
    expect(body.whole()).toBeUndefined();
    body.destination.end();
    expect(body.whole()).toBeUndefined();
  });

  it('streams what was written before the stream was asked for, then the rest', async () => {
    const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
    body.destination.write(head);
    body.destination.flush();
    const chunks = chunksOf(body.readable());
    expect(body.whole()).toBeUndefined();
    body.destination.write('<body></body></html>');
    body.destination.end();
    expect(await chunks).toEqual([
      '<!DOCTYPE html><html><head><title>t</title></head>',
      '<body></body></html>',
    ]);
    expect(body.whole()).toBeUndefined();
  });

  it('streams a document that had already ended, whole, when a stream is asked for', async () => {
    const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
    body.destination.write('<html><body>late</body></html>');
    body.destination.end();
    expect(await chunksOf(body.readable())).toEqual(['<html><body>late</body></html>']);
  });
});

describe('a response for a whole document', () => {
  it('carries its text beside it, for the server, with its status and headers', () => {
    const response = wholePageResponse('<p>幸运</p>', {
      status: 404,
      headers: { 'content-type': 'text/html' },
    });
    expect(pageTextOf(response)).toBe('<p>幸运</p>');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it('is told apart from any other response', () => {
    expect(pageTextOf(new Response('<p>x</p>'))).toBeUndefined();
  });
});

describe('React piped into a page body', () => {
  /**
   * Pipes the page into a page body as entry.server does, when its shell is ready: what the body
   * held whole right after pipe(), and what it holds whole by the next turn of the event loop.
   */
  async function piped(page: ReactElement) {
    const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
    return new Promise<{ body: PageBody; atPipe?: string; byNextTurn: Promise<string | undefined> }>(
      (resolve, reject) => {
        const { pipe } = renderToPipeableStream(page, {
          onShellReady() {
            pipe(body.destination as unknown as NodeJS.WritableStream);
            resolve({ body, atPipe: body.whole(), byNextTurn: body.whenWhole() });
          },
          onShellError: reject,
        });
      },
    );
  }

  it('has a page whose boundaries finish rendering after its shell whole within the turn', async () => {
    // A fresh promise suspends its boundary even when settled: React renders it again a microtask later.
    const Ready = ({ text }: { text: Promise<string> }) => createElement('p', null, use(text));
    const page = createElement(
      'main',
      null,
      createElement(Suspense, { fallback: 'wait' }, createElement(Ready, { text: Promise.resolve('ready') })),
    );
    const { atPipe, byNextTurn } = await piped(page);
    expect(atPipe).toBeUndefined();
    const whole = await byNextTurn;
    expect(whole).toContain('<p>ready</p>');
    // The boundary went out after the shell, with the script that puts it in place.
    expect(whole).toMatch(/<\/script>$/);
  });

  it('streams a page whose boundary still waits on data by the next turn', async () => {
    let release: (text: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => (release = resolve));
    const Late = () => createElement('p', null, use(data));
    const page = createElement(
      'main',
      null,
      createElement(Suspense, { fallback: 'wait' }, createElement(Late)),
    );
    const { body, byNextTurn } = await piped(page);
    expect(await byNextTurn).toBeUndefined();
    const chunks = chunksOf(body.readable());
    release('arrived');
    const html = (await chunks).join('');
    expect(html).toContain('wait');
    expect(html).toContain('<p>arrived</p>');
  });
});

/** The page React's string renderer writes into a page body, as the response would send it. */
async function renderedThroughPageBody(page: ReactElement, progressiveChunkSize: number): Promise<string> {
  const body = pageBody({ onCancel: vi.fn(), onEnd: vi.fn() });
  const chunks = chunksOf(body.readable());
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
