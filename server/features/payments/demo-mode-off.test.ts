import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, deposits, serverSecrets } from '#server/db/schema.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { loginBody, lucky } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { demoCallbackPath, demoSignatureHeader } from './demo-gateway-routes.ts';
import { insertPendingDeposit } from './deposit-repository.ts';
import { newDepositReference, startDeposit } from './deposit-service.ts';
import { signDemoCallback } from './payment-gateway.ts';
import { paymentMethodsOf } from './payment-methods.ts';

/**
 * Demo mode off (decision 0013): explicitly, and by default with DATABASE_URL even with NODE_ENV
 * unset-like "development". The URL is never opened here: buildApp only reads DEMO_MODE from it.
 */
const demoOff = [
  ['DEMO_MODE=false', { DEMO_MODE: 'false' }],
  [
    'DATABASE_URL set, NODE_ENV=development',
    { NODE_ENV: 'development', DATABASE_URL: 'postgres://x@127.0.0.1:1/none' },
  ],
] as const;

describe.each(demoOff)('with demo mode off (%s)', (_label, env) => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp({ host: lucky.host, env: env });
    expect(t.services.env.DEMO_MODE).toBe(false);
    const answer = await t.post('/api/auth/login', loginBody(lucky, 'demo1', demoPassword));
    auth = String(answer.json.token);
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: lucky.host } });

  it('GET /dev/outbox does not exist', async () => {
    const res = await get('/dev/outbox?account_id=demo1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 0, message: 'notFound' });
  });

  it('the demo pay page and its form do not exist', async () => {
    const reference = newDepositReference();
    expect((await get(`/payments/demo/pay/${reference}`)).statusCode).toBe(404);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/payments/demo/pay/${reference}`,
      headers: { host: lucky.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(posted.statusCode).toBe(404);
  });

  it('the demo callback does not exist, whatever key signs it', async () => {
    const payload = JSON.stringify({ reference: newDepositReference(), status: 'paid' });
    for (const key of ['marquee-dev-payment-demo-secret', 'k'.repeat(32)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: demoCallbackPath,
        headers: {
          host: lucky.host,
          'content-type': 'application/json',
          [demoSignatureHeader]: signDemoCallback(payload, key),
        },
        payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 0, message: 'notFound' });
    }
    // Nothing to sign with is generated either.
    expect(await t.handle.db.select().from(serverSecrets)).toEqual([]);
  });

  it('offers no demo deposit and refuses one with methodUnavailable, writing nothing', async () => {
    const methods = await t.post('/api/wallet/payment_methods', { account_id: 'demo1', auth });
    expect((methods.json.deposit as { method: string }[]).map((entry) => entry.method)).toEqual(['manual']);
    const before = await t.handle.db.select().from(deposits);
    const refused = await t.post('/api/wallet/deposit', {
      account_id: 'demo1',
      auth,
      method: 'demo',
      amount: '100',
      idempotency_key: 'demo-off-0001',
    });
    expect(refused.json).toEqual({ statusCode: 0, message: 'methodUnavailable' });
    expect(await t.handle.db.select().from(deposits)).toEqual(before);
    const manual = await t.post('/api/wallet/deposit', {
      account_id: 'demo1',
      auth,
      method: 'manual',
      amount: '100',
      idempotency_key: 'demo-off-0002',
    });
    expect(manual.json).toMatchObject({ statusCode: 1, value: { method: 'manual', pay_url: null } });
  });

  it('answers a demo deposit left pending from demo mode without a pay page to go to', async () => {
    const brandId = (await t.services.siteConfigs.byDomain(lucky.host))!.id;
    const [account] = await t.handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.brandId, brandId), eq(accounts.accountId, 'demo1')));
    const reference = newDepositReference();
    await insertPendingDeposit(t.handle.db, {
      brandId,
      accountPk: account!.id,
      reference,
      method: 'demo',
      amountMinor: 10_000n,
      idempotencyKey: 'demo-off-left-pending',
    });
    const status = await t.post('/api/wallet/deposit_status', { account_id: 'demo1', auth, reference });
    expect(status.json).toMatchObject({
      statusCode: 1,
      value: { method: 'demo', status: 'pending', pay_url: null },
    });
  });
});

describe('the deposit rules without the demo gateway', () => {
  const brand = { id: 1, code: 'lucky', currency: 'PHP' };

  it('list the demo method only in demo mode', () => {
    const methods = (demoMode: boolean) =>
      paymentMethodsOf(brand, { demoMode }, { min: '1', max: '2' }).deposit.map((d) => d.method);
    expect(methods(true)).toEqual(['demo', 'manual']);
    expect(methods(false)).toEqual(['manual']);
  });

  it('refuse a demo deposit when the caller does not say demo mode is on', async () => {
    const request = { method: 'demo' as const, amount: '100', idempotencyKey: 'no-options-0001' };
    // Refused before any database access, so no database is needed to show it.
    await expect(startDeposit(undefined as never, 1, brand, request)).rejects.toMatchObject({
      message: 'methodUnavailable',
    });
  });
});
