import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lucky, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/**
 * Behind a TLS-terminating proxy the server sees plain HTTP from the proxy. With TRUST_PROXY naming
 * the proxy, the game's return address is the site's real https origin, and the player's address
 * is the one the proxy saw; a client that is not the proxy cannot claim either.
 */
let t: TestApp;
let token: string;
const proxy = '10.0.0.7';

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host, env: { TRUST_PROXY: '10.0.0.0/8' } });
  token = await logInDemo(t, lucky, 'demo1');
});
afterAll(() => t.close());

function returnUrlOf(answer: { json: Record<string, unknown> }): string | null {
  const url = new URL((answer.json.value as { url: string }).url, 'http://lucky.test');
  return url.searchParams.get('return_url');
}

describe('launch_game behind a proxy', () => {
  const body = () => ({
    account_id: 'demo1',
    auth: token,
    provider_code: 'JILI',
    game_code: 'jili-fortune-gems-deluxe',
  });

  it('gives the provider the https origin the player used, as the trusted proxy forwarded it', async () => {
    const answer = await t.post('/api/product/launch_game', body(), {
      ip: proxy,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.json.statusCode).toBe(1);
    expect(returnUrlOf(answer)).toBe(`https://${lucky.host}/`);
  });

  it('believes no forwarded header from a client that is not the proxy', async () => {
    const answer = await t.post('/api/product/launch_game', body(), {
      ip: '198.51.100.4',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(returnUrlOf(answer)).toBe(`http://${lucky.host}/`);
  });
});
