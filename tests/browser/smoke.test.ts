import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

const { server, browser } = browserSuite();

describe('the built site', () => {
  it('renders the home page of the default brand on localhost without errors', async () => {
    const { page } = await browser.newPage();
    const response = await page.goto(server.url('/'), { waitUntil: 'networkidle' });

    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    // Pages are written by hand (streamed, compressed) and still carry the security headers.
    expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    // A visitor's page comes from the page cache: gzip, so that each response gets its own nonce
    // without compressing the page again (decision 0038).
    expect(response?.headers()['content-encoding']).toBe('gzip');
    const html = await response!.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    // Server-rendered: the body has content before any script runs.
    expect(html).toMatch(/<body[^>]*>[\s\S]*<\w+/);
    expect(await page.locator('body').innerText()).not.toBe('');
    await screenshot(page, 'smoke-home-localhost');
  });

  it('answers an unknown API path with 404 and the notFound message', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(server.url('/api/no-such-call'), {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify({ domain_name: 'localhost' }) : undefined,
      });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type'), method).toMatch(/^application\/json/);
      expect(await response.json(), method).toEqual({ statusCode: 0, message: 'notFound' });
    }
  });
});
