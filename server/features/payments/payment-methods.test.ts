import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lucky, spin, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
});
afterAll(() => t.close());

describe('/api/wallet/payment_methods', () => {
  it("answers the brand's currency, deposit methods with their limits and the withdrawal limits", async () => {
    const auth = await logInDemo(t, lucky, 'demo1');
    const answer = await t.post('/api/wallet/payment_methods', { account_id: 'demo1', auth });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      statusCode: 1,
      message: 'OK',
      currency: 'PHP',
      deposit: [
        { method: 'demo', min: '10.00', max: '50000.00' },
        { method: 'manual', min: '100.00', max: '500000.00' },
      ],
      // The brand's 50000.00, raised by 50 % at demo1's VIP level.
      withdrawal: { min: '100.00', max: '75000.00' },
    });
  });

  it('answers the limits in the currency of the brand of the host', async () => {
    const auth = await logInDemo(t, spin, 'demo1');
    const answer = await t.post(
      '/api/wallet/payment_methods',
      { account_id: 'demo1', auth },
      { host: spin.host },
    );
    expect(answer.json).toMatchObject({ statusCode: 1, currency: 'USD', withdrawal: { min: '10.00' } });
  });

  it('answers sessionExpired without a live session and invalidRequest for a malformed body', async () => {
    const expired = await t.post('/api/wallet/payment_methods', {
      account_id: 'demo1',
      auth: 'x'.repeat(43),
    });
    expect(expired.json).toEqual({ statusCode: 0, message: 'sessionExpired' });
    const malformed = await t.post('/api/wallet/payment_methods', { account_id: ['demo1'] });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ statusCode: 0, message: 'invalidRequest' });
  });
});
