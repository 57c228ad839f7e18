import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, brands } from '#server/db/schema.ts';

import { lucky, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { settleDeposit, startDeposit } from '#server/features/payments/deposit-service.ts';

let t: TestApp;
let luckyDemo1: string;

const demo1 = () => ({ account_id: 'demo1', auth: luckyDemo1 });

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  luckyDemo1 = await logInDemo(t, lucky, 'demo1');
  const [row] = await t.handle.db
    .select({ pk: accounts.id, brandId: accounts.brandId })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(and(eq(brands.code, 'lucky'), eq(accounts.accountId, 'demo1')));
  const brand = { id: row!.brandId, code: 'lucky', currency: 'PHP' };
  // 12 paid deposits of 100.00 … 111.00 and one adjustment.
  for (let i = 0; i < 12; i++) {
    const deposit = await startDeposit(t.handle.db, row!.pk, brand, {
      method: 'manual',
      amount: String(100 + i),
      idempotencyKey: `history-${String(i).padStart(4, '0')}`,
    });
    await settleDeposit(t.handle.db, deposit.reference, 'paid', 'test');
  }
  await postOperation(t.handle.db, {
    accountPk: row!.pk,
    brandId: row!.brandId,
    idempotencyKey: 'history:adjust',
    kind: 'adjustment',
    reference: 'goodwill',
    changes: [{ balance: 'cash', amount: -1n }],
  });
});
afterAll(() => t.close());

describe('/api/wallet/transaction_history', () => {
  it('pages 10 at a time, newest first, filtered by type and time', async () => {
    const first = await t.post('/api/wallet/transaction_history', { ...demo1(), type: 'deposit', page: 1 });
    expect(first.json).toMatchObject({ statusCode: 1, total: 12 });
    const value = first.json.value as Array<{ amount: string; type: string; status: string }>;
    expect(value).toHaveLength(10);
    expect(value[0]).toMatchObject({ type: 'deposit', amount: '111.00', status: 'paid', unit: 'cash' });
    const second = await t.post('/api/wallet/transaction_history', { ...demo1(), type: 'deposit', page: 2 });
    expect((second.json.value as unknown[]).length).toBe(2);
    const adjustments = await t.post('/api/wallet/transaction_history', {
      ...demo1(),
      type: 'adjustment',
      page: 1,
    });
    expect(adjustments.json).toMatchObject({ total: 1, value: [{ amount: '-0.01', reference: 'goodwill' }] });
    const future = await t.post('/api/wallet/transaction_history', {
      ...demo1(),
      from: '2999-01-01T00:00:00Z',
      page: 1,
    });
    expect(future.json).toMatchObject({ statusCode: 1, total: 0, value: [] });
  });
});

describe('/api/wallet/statement', () => {
  it('answers the cash ledger lines with the running balance', async () => {
    const res = await t.post('/api/wallet/statement', { ...demo1(), page: 1 });
    expect(res.json).toMatchObject({ statusCode: 1, currency: 'PHP' });
    const value = res.json.value as Array<{ amount: string; balance: string; kind: string }>;
    expect(value[0]).toMatchObject({ kind: 'adjustment', amount: '-0.01' });
    const balance = await t.post('/api/auth/get_balance', demo1());
    expect(value[0]!.balance).toBe(balance.json.game_balance);
    expect(value[1]).toMatchObject({ kind: 'deposit', amount: '111.00' });
    expect(Number(res.json.total)).toBeGreaterThanOrEqual(13);
  });

  it.each(['/api/wallet/statement', '/api/wallet/transaction_history'])(
    '%s answers hostile bodies with 4xx and a message key',
    async (path) => {
      for (const body of [
        {},
        { ...demo1() },
        { ...demo1(), page: 0 },
        { ...demo1(), page: '1' },
        { ...demo1(), page: 1.5 },
        { ...demo1(), page: 1, auth: { $ne: '' } },
        ...(path === '/api/wallet/transaction_history'
          ? [
              { ...demo1(), page: 1, type: 'bet' },
              { ...demo1(), page: 1, from: "2020' or 1=1" },
              { ...demo1(), page: 1, to: 12 },
            ]
          : []),
      ]) {
        const res = await t.post(path, body);
        const label = JSON.stringify(body).slice(0, 80);
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        expect(String(res.json.message), label).toMatch(/^[a-zA-Z]+$/);
      }
    },
  );
});
