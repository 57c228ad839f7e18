import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { loginBody, lucky } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let auth: string;

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  const answer = await t.post('/api/auth/login', loginBody(lucky, 'demo2', demoPassword));
  auth = String(answer.json.token);
});
afterAll(() => t.close());

async function startDemoDeposit(key: string): Promise<string> {
  const started = await t.post('/api/wallet/deposit', {
    account_id: 'demo2',
    auth,
    method: 'demo',
    amount: '250',
    idempotency_key: key,
  });
  return (started.json.value as { reference: string }).reference;
}

async function decide(reference: string, outcome: 'paid' | 'cancelled') {
  const url = `/payments/demo/pay/${reference}`;
  const posted = await t.app.inject({
    method: 'POST',
    url,
    headers: { host: lucky.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(posted.statusCode).toBe(303);
  expect(posted.headers.location).toBe(url);
  return t.app.inject({ method: 'GET', url, headers: { host: lucky.host } });
}

describe('the demo pay page', () => {
  it('offers no way back while the payment is open, then a link to /deposit?reference= after paying', async () => {
    const reference = await startDemoDeposit('return-paid-1');
    const open = await t.app.inject({
      method: 'GET',
      url: `/payments/demo/pay/${reference}`,
      headers: { host: lucky.host },
    });
    expect(open.body).not.toContain('Back to the site');
    const paid = await decide(reference, 'paid');
    expect(paid.body).toContain('Payment paid');
    expect(paid.body).toContain(`<a href="/deposit?reference=${reference}">Back to the site</a>`);
  });

  it('links back after cancelling too', async () => {
    const reference = await startDemoDeposit('return-cancel-1');
    const cancelled = await decide(reference, 'cancelled');
    expect(cancelled.body).toContain('Payment cancelled');
    expect(cancelled.body).toContain(`href="/deposit?reference=${reference}"`);
  });
});
