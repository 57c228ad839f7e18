import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page's HTML with its scripts taken out: no script element (the bootstrap, the route data) and no
 * module preload. What is left is the document the browser parses, styles, lays out and paints.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

export interface DocumentAlone {
  /** The page's address on this server, for Lighthouse. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `document` at `path` and passes every other request (stylesheets, images, fonts) on to the
 * real server as `host`: the page without its JavaScript, on the same server otherwise. Lighthouse on
 * it tells how much of a page's blocking time the document itself costs on this host (decision 0071).
 */
export async function serveDocumentAlone(options: {
  document: string;
  path: string;
  upstreamPort: number;
  host: string;
}): Promise<DocumentAlone> {
  const { document, path, upstreamPort, host } = options;
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && incoming.url === path) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.end(document);
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
