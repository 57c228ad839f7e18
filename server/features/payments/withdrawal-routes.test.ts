import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  bankAccounts,
  ledgerEntries,
  vipProgress,
  wallets,
  withdrawals,
} from '#server/db/schema.ts';
import { findBrandByCode, upsertBrand } from '#server/features/brands/brand-repository.ts';

import { lucky, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findWallet, postOperation, verifyLedger } from '#server/features/wallet/ledger.ts';
import { decidePendingWithdrawal } from './withdrawal-service.ts';

let t: TestApp;
let luckyDemo1: string;
let luckyDemo2: string;

async function writes() {
  const n = async (table: typeof ledgerEntries | typeof withdrawals | typeof bankAccounts) =>
    Number((await t.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    wallets: await t.handle.db.select().from(wallets).orderBy(wallets.accountPk),
    entries: await n(ledgerEntries),
    withdrawals: await n(withdrawals),
    banks: await n(bankAccounts),
  };
}

const demo1 = () => ({ account_id: 'demo1', auth: luckyDemo1 });
const bank = { bank_name: 'BDO Unibank', account_name: 'Maria Santos', account_number: '001234567890' };

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  [luckyDemo1, luckyDemo2] = await Promise.all([logInDemo(t, lucky, 'demo1'), logInDemo(t, lucky, 'demo2')]);
});
afterAll(() => t.close());

describe('/api/wallet/bank_add and bank_list', () => {
  it('adds bank details, shows only the last four digits, refuses duplicates and a sixth', async () => {
    expect((await t.post('/api/wallet/bank_list', demo1())).json).toMatchObject({ statusCode: 1, value: [] });
    const added = await t.post('/api/wallet/bank_add', { ...demo1(), ...bank });
    expect(added.json).toMatchObject({
      statusCode: 1,
      value: [{ bank_name: 'BDO Unibank', account_name: 'Maria Santos', account_number: '••••7890' }],
    });
    const snapshot = await writes();
    expect((await t.post('/api/wallet/bank_add', { ...demo1(), ...bank })).json).toEqual({
      statusCode: 0,
      message: 'bankAccountExists',
    });
    expect(await writes()).toEqual(snapshot);
    for (const n of [1, 2, 3, 4]) {
      const res = await t.post('/api/wallet/bank_add', {
        ...demo1(),
        ...bank,
        account_number: `99900000${n}`,
      });
      expect(res.json.statusCode, res.text).toBe(1);
    }
    const full = await t.post('/api/wallet/bank_add', { ...demo1(), ...bank, account_number: '555555555' });
    expect(full.json).toEqual({ statusCode: 0, message: 'tooManyBankAccounts' });
    const list = await t.post('/api/wallet/bank_list', demo1());
    expect(list.json.value).toHaveLength(5);
    // Another player sees none of them.
    const other = await t.post('/api/wallet/bank_list', { account_id: 'demo2', auth: luckyDemo2 });
    expect(other.json.value).toEqual([]);
  });
});

describe('/api/wallet/withdraw', () => {
  let bankId: number;
  beforeAll(async () => {
    const list = await t.post('/api/wallet/bank_list', demo1());
    bankId = (list.json.value as Array<{ bank_id: number }>)[0]!.bank_id;
  });

  it('holds the amount at once; a retry with the same key answers the same withdrawal', async () => {
    const body = { ...demo1(), bank_id: bankId, amount: '1000.25', idempotency_key: 'withdraw-0001' };
    const res = await t.post('/api/wallet/withdraw', body);
    expect(res.json).toMatchObject({
      statusCode: 1,
      game_balance: '61537.25',
      value: { amount: '1000.25', status: 'pending', bank_id: bankId, paid_at: null },
    });
    const snapshot = await writes();
    const again = await t.post('/api/wallet/withdraw', body);
    expect(again.json).toMatchObject({ statusCode: 1, value: res.json.value as object });
    expect(await writes()).toEqual(snapshot);
    const conflict = await t.post('/api/wallet/withdraw', { ...body, amount: '1000.26' });
    expect(conflict.json).toEqual({ statusCode: 0, message: 'idempotencyConflict' });
    expect(await writes()).toEqual(snapshot);
  });

  it('refuses amounts outside the limits, above the available cash, and another player’s bank', async () => {
    const snapshot = await writes();
    const ask = (amount: string, extra: object = {}) =>
      t.post('/api/wallet/withdraw', {
        ...demo1(),
        bank_id: bankId,
        amount,
        idempotency_key: `k-${amount}-x`.replace('.', '_'),
        ...extra,
      });
    expect((await ask('99.99')).json).toEqual({ statusCode: 0, message: 'belowMinimum' });
    // demo1's VIP level raises the brand's 50000.00 by 50 %.
    expect((await ask('75000.01')).json).toEqual({ statusCode: 0, message: 'aboveMaximum' });
    expect((await ask('100.001')).json).toMatchObject({ statusCode: 0, message: 'invalidAmount' });
    // 61537.25 is available: three of 20000 fit, the fourth does not.
    for (const key of ['big-0001', 'big-0002', 'big-0003'])
      expect((await ask('20000', { idempotency_key: key })).json.statusCode).toBe(1);
    const fourth = await ask('20000', { idempotency_key: 'big-0004' });
    expect(fourth.json).toEqual({ statusCode: 0, message: 'insufficientBalance' });
    const foreign = await t.post('/api/wallet/withdraw', {
      account_id: 'demo2',
      auth: luckyDemo2,
      bank_id: bankId,
      amount: '100',
      idempotency_key: 'foreign-bank',
    });
    expect(foreign.json).toEqual({ statusCode: 0, message: 'notFound' });
    const after = await writes();
    expect(after.withdrawals).toBe(snapshot.withdrawals + 3);
  });

  it('pays or rejects a pending withdrawal once, through the operator decision', async () => {
    const rows = await t.handle.db.select().from(withdrawals).where(eq(withdrawals.status, 'pending'));
    const [first, second] = rows;
    const pk = first!.accountPk;
    const before = (await findWallet(t.handle.db, pk))!;
    await decidePendingWithdrawal(t.handle.db, first!.id, 'paid', 'test');
    await decidePendingWithdrawal(t.handle.db, second!.id, 'rejected', 'test');
    await expect(decidePendingWithdrawal(t.handle.db, first!.id, 'rejected', 'test')).rejects.toMatchObject({
      key: 'alreadyDecided',
    });
    const after = (await findWallet(t.handle.db, pk))!;
    expect(after.cash).toBe(before.cash - first!.amountMinor);
    expect(after.cash_held).toBe(before.cash_held - first!.amountMinor - second!.amountMinor);
    const [paid] = await t.handle.db.select().from(withdrawals).where(eq(withdrawals.id, first!.id));
    expect(paid).toMatchObject({ status: 'paid', decidedBy: 'test' });
    expect(paid!.paidAt).not.toBeNull();
  });
});

describe('hostile bodies', () => {
  const calls = ['/api/wallet/bank_add', '/api/wallet/bank_list', '/api/wallet/withdraw'];
  it.each(calls)('%s answers 4xx with a message key and writes nothing', async (path) => {
    const before = await writes();
    const base = { ...demo1(), bank_id: 1, amount: '100', idempotency_key: 'hostile-0001', ...bank };
    const hostile: unknown[] = [
      {},
      [],
      'null',
      '{"account_id": "demo1", "auth":',
      { auth: luckyDemo1 },
      { ...base, account_id: 42 },
      { ...base, auth: { $ne: '' } },
      { ...base, account_id: "demo1' or '1'='1" },
      { ...base, auth: `${luckyDemo1}\u0000` },
    ];
    if (path === '/api/wallet/bank_add')
      hostile.push(
        { ...base, bank_name: 'B' },
        { ...base, bank_name: 'B'.repeat(61) },
        { ...base, bank_name: 'Bank\u0000' },
        { ...base, account_name: 'Maria 2' },
        { ...base, account_name: "Robert'); drop table bank_accounts; --" },
        { ...base, account_name: 'M' },
        { ...base, account_number: '12345' },
        { ...base, account_number: '1'.repeat(21) },
        { ...base, account_number: 1234567 },
        { ...base, account_number: '12345a7' },
      );
    if (path === '/api/wallet/withdraw')
      hostile.push(
        { ...base, amount: -100 },
        { ...base, amount: 100 },
        { ...base, amount: '-100' },
        { ...base, amount: '1e5' },
        { ...base, amount: '0' },
        { ...base, amount: 'NaN' },
        { ...base, amount: '9'.repeat(50) },
        { ...base, bank_id: '1' },
        { ...base, bank_id: -1 },
        { ...base, idempotency_key: '' },
        { ...base, idempotency_key: 'x'.repeat(65) },
        { ...base, idempotency_key: 'key with spaces' },
      );
    for (const body of hostile) {
      const res = await t.post(path, body);
      const label = JSON.stringify(body).slice(0, 100);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.json.statusCode, label).not.toBe(1);
      expect(String(res.json.message), label).toMatch(/^[a-zA-Z]+$/);
    }
    expect(await writes()).toEqual(before);
  });
});

describe('the VIP withdrawal uplift', () => {
  it("raises the player's withdrawal maximum by the level's percent, on the page's limits and on the request", async () => {
    const demo2 = () => ({ account_id: 'demo2', auth: luckyDemo2 });
    const brand = (await findBrandByCode(t.handle.db, 'lucky'))!;
    const [account] = await t.handle.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.brandId, brand.id), eq(accounts.accountId, 'demo2')));
    const pk = account!.id;
    // A ladder whose third level raises the maximum by 25 %: 50000.00 → 62500.00.
    const levels = structuredClone(brand.document.vip.levels);
    levels[2]!.withdrawal_uplift_percent = '25';
    await upsertBrand(t.handle.db, { ...brand.document, vip: { levels, carry_over: true } });
    t.services.siteConfigs.invalidate();
    await t.handle.db
      .insert(vipProgress)
      .values({ accountPk: pk, level: 2 })
      .onConflictDoUpdate({ target: vipProgress.accountPk, set: { level: 2 } });
    await postOperation(t.handle.db, {
      accountPk: pk,
      brandId: brand.id,
      idempotencyKey: 'uplift-test-credit',
      kind: 'adjustment',
      changes: [{ balance: 'cash', amount: 20_000_000n }],
    });
    const methods = await t.post('/api/wallet/payment_methods', demo2());
    expect(methods.json.withdrawal).toEqual({ min: '100.00', max: '62500.00' });
    const added = await t.post('/api/wallet/bank_add', { ...demo2(), ...bank, account_number: '777000111' });
    const bankId = (added.json.value as Array<{ bank_id: number }>)[0]!.bank_id;
    const ask = (amount: string) =>
      t.post('/api/wallet/withdraw', {
        ...demo2(),
        bank_id: bankId,
        amount,
        idempotency_key: `up-${amount.replace('.', '_')}`,
      });
    expect((await ask('62500.01')).json).toEqual({ statusCode: 0, message: 'aboveMaximum' });
    expect((await ask('62500.00')).json.statusCode).toBe(1);
    // Back at a level without uplift, the brand's maximum holds again.
    await t.handle.db.update(vipProgress).set({ level: 0 }).where(eq(vipProgress.accountPk, pk));
    expect((await t.post('/api/wallet/payment_methods', demo2())).json.withdrawal).toEqual({
      min: '100.00',
      max: '50000.00',
    });
    expect((await ask('50000.01')).json).toEqual({ statusCode: 0, message: 'aboveMaximum' });
  });
});

describe('after all the calls above', () => {
  it('the ledger is sound', async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
