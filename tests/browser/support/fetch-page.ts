import { request } from 'node:http';

export interface FetchedPage {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The Location header of a redirect, if any. */
  location?: string;
  body: string;
  /** The body's bytes as sent (compressed when the request accepted it). */
  raw: Buffer;
}

/**
 * A plain HTTP GET of a page on a demo brand's host, with no browser and no redirects followed: what
 * the server rendered before any script ran. Node cannot resolve `<brand>.localhost`, so the request
 * goes to the loopback address with the brand's Host header, as a browser's would.
 */
export function fetchPage(
  port: number,
  path: string,
  options: { brand?: string; headers?: Record<string, string> } = {},
): Promise<FetchedPage> {
  const host = `${options.brand ? `${options.brand}.` : ''}localhost:${port}`;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { host, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            location: response.headers.location,
            body: raw.toString('utf8'),
            raw,
          });
        });
        response.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${host}${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** The opening `<html ...>` tag of a document. */
function htmlTagOf(body: string): string {
  return /<html\b[^>]*>/i.exec(body)?.[0] ?? '';
}

/** An attribute of the opening `<html>` tag, HTML entities of quotes decoded. */
export function htmlAttribute(body: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(htmlTagOf(body));
  return match?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
