import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveDocumentAlone, withoutScripts, type DocumentAlone } from './document-alone.ts';

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<link rel="stylesheet" href="/assets/frame.css"/><script type="module">import("/assets/entry.js")</script>' +
  '</head><body><main><h1>Slots</h1><img src="/images/a.webp" alt="A"/></main>' +
  '<script>window.__data = {"x":"</main>"}</script>\n<SCRIPT src="/assets/late.js"></SCRIPT></body></html>';

describe('withoutScripts', () => {
  it('takes out every script and module preload and keeps the stylesheets, text and images', () => {
    expect(withoutScripts(page)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/frame.css"/></head>' +
        '<body><main><h1>Slots</h1><img src="/images/a.webp" alt="A"/></main>\n</body></html>',
    );
  });
});

describe('serveDocumentAlone', () => {
  let upstream: Server | undefined;
  let alone: DocumentAlone | undefined;
  afterEach(async () => {
    await alone?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('answers the page with the given document and passes the rest to the real server as the brand host', async () => {
    upstream = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/css', 'x-seen-host': request.headers.host ?? '' });
      response.end(`css for ${request.url}`);
    });
    await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));
    alone = await serveDocumentAlone({
      document: '<p>alone</p>',
      path: '/slots',
      upstreamPort: (upstream.address() as AddressInfo).port,
      host: 'localhost',
    });

    const document = await fetch(alone.url);
    expect(document.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await document.text()).toBe('<p>alone</p>');

    const stylesheet = await fetch(new URL('/assets/frame.css', alone.url));
    expect(stylesheet.headers.get('x-seen-host')).toBe('localhost');
    expect(await stylesheet.text()).toBe('css for /assets/frame.css');
  });
});
