import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, deposits, ledgerEntries, vipProgress, wallets } from '#server/db/schema.ts';

import { lucky, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { verifyLedger } from '#server/features/wallet/ledger.ts';
import { demoCallbackPath, demoSignatureHeader } from './demo-gateway-routes.ts';
import { demoPaymentSecret } from './demo-secret.ts';
import { depositLedgerKey, settleDeposit } from './deposit-service.ts';
import { signDemoCallback } from './payment-gateway.ts';

let t: TestApp;
let luckyDemo1: string;
let luckyDemo2: string;

async function writes() {
  const n = async (table: typeof ledgerEntries | typeof deposits) =>
    Number((await t.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    wallets: await t.handle.db.select().from(wallets).orderBy(wallets.accountPk),
    entries: await n(ledgerEntries),
    deposits: await t.handle.db.select().from(deposits).orderBy(deposits.id),
  };
}

const demo1 = () => ({ account_id: 'demo1', auth: luckyDemo1 });

/** The generated key of this test's database (no PAYMENT_DEMO_SECRET is set). */
let demoSecret: string;
const secret = () => demoSecret;

function callback(payload: string, signature = signDemoCallback(payload, secret())) {
  return t.app.inject({
    method: 'POST',
    url: demoCallbackPath,
    headers: { host: lucky.host, 'content-type': 'application/json', [demoSignatureHeader]: signature },
    payload,
  });
}

async function balance() {
  return (await t.post('/api/auth/get_balance', demo1())).json.game_balance;
}

async function pkOf(accountId: string): Promise<number> {
  const config = await t.services.siteConfigs.byDomain(lucky.host);
  const [row] = await t.handle.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.brandId, config!.id), eq(accounts.accountId, accountId)));
  return row!.id;
}

async function cycleDeposit(accountId: string): Promise<bigint> {
  const pk = await pkOf(accountId);
  const [row] = await t.handle.db.select().from(vipProgress).where(eq(vipProgress.accountPk, pk));
  return row?.cycleDeposit ?? 0n;
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  demoSecret = await demoPaymentSecret(t.handle.db);
  [luckyDemo1, luckyDemo2] = await Promise.all([logInDemo(t, lucky, 'demo1'), logInDemo(t, lucky, 'demo2')]);
});
afterAll(() => t.close());

describe('the demo gateway', () => {
  it('starts a deposit with a pay page whose Pay button credits it once', async () => {
    expect(await balance()).toBe('62537.50');
    const started = await t.post('/api/wallet/deposit', {
      ...demo1(),
      method: 'demo',
      amount: '500.50',
      idempotency_key: 'deposit-0001',
    });
    expect(started.json).toMatchObject({
      statusCode: 1,
      value: { method: 'demo', amount: '500.50', status: 'pending' },
    });
    const value = started.json.value as { reference: string; pay_url: string };
    expect(value.pay_url).toBe(`/payments/demo/pay/${value.reference}`);
    const retry = await t.post('/api/wallet/deposit', {
      ...demo1(),
      method: 'demo',
      amount: '500.50',
      idempotency_key: 'deposit-0001',
    });
    expect((retry.json.value as { reference: string }).reference).toBe(value.reference);

    const page = await t.app.inject({ method: 'GET', url: value.pay_url, headers: { host: lucky.host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('500.50 PHP');
    expect(page.body).toContain('value="paid"');

    const pay = await t.app.inject({
      method: 'POST',
      url: value.pay_url,
      headers: { host: lucky.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(pay.statusCode).toBe(303);
    const status = await t.post('/api/wallet/deposit_status', { ...demo1(), reference: value.reference });
    expect(status.json).toMatchObject({ statusCode: 1, value: { status: 'paid', pay_url: null } });
    expect(await balance()).toBe('63038.00');

    // The gateway repeats its callback, many times at once: nothing more is credited.
    const payload = JSON.stringify({ reference: value.reference, status: 'paid' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, depositLedgerKey(value.reference)));
    expect(entries).toHaveLength(1);
    expect(await balance()).toBe('63038.00');
    // A different outcome afterwards changes nothing.
    const late = await callback(JSON.stringify({ reference: value.reference, status: 'cancelled' }));
    expect(late.json()).toEqual({ statusCode: 0, message: 'alreadyDecided' });
  });

  it('refuses a callback with a wrong or missing signature and writes nothing', async () => {
    const started = await t.post('/api/wallet/deposit', {
      ...demo1(),
      method: 'demo',
      amount: '100',
      idempotency_key: 'deposit-0002',
    });
    const reference = (started.json.value as { reference: string }).reference;
    const snapshot = await writes();
    const payload = JSON.stringify({ reference, status: 'paid' });
    for (const signature of [
      signDemoCallback(payload, 'wrong-secret'),
      // The key that used to be the default in the source (issue 17): never accepted again.
      signDemoCallback(payload, 'marquee-dev-payment-demo-secret'),
      '',
      'zz',
      signDemoCallback(`${payload} `, secret()),
    ]) {
      const answer = await callback(payload, signature);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ statusCode: 0, message: 'permissionDenied' });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: demoCallbackPath,
      headers: { host: lucky.host, 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed but not a callback: 400.
    const junk = '{"reference":"x","status":"paid"}';
    expect((await callback(junk)).statusCode).toBe(400);
    expect((await callback('not json')).statusCode).toBe(400);
    expect(await writes()).toEqual(snapshot);
    // Cancel through the pay page: nothing is credited.
    await t.app.inject({
      method: 'POST',
      url: `/payments/demo/pay/${reference}`,
      headers: { host: lucky.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=cancelled',
    });
    const status = await t.post('/api/wallet/deposit_status', { ...demo1(), reference });
    expect(status.json).toMatchObject({ value: { status: 'cancelled' } });
    expect((await writes()).entries).toBe(snapshot.entries);
  });
});

describe('manual bank transfer', () => {
  it('stays pending until an operator approves it; another player cannot see it', async () => {
    const started = await t.post('/api/wallet/deposit', {
      ...demo1(),
      method: 'manual',
      amount: '1000',
      idempotency_key: 'deposit-0003',
    });
    expect(started.json).toMatchObject({ statusCode: 1, value: { status: 'pending', pay_url: null } });
    const reference = (started.json.value as { reference: string }).reference;
    const before = await balance();
    const vipBefore = await cycleDeposit('demo1');
    // The demo callback cannot settle a manual deposit.
    const payload = JSON.stringify({ reference, status: 'paid' });
    expect((await callback(payload)).json()).toEqual({ statusCode: 0, message: 'notFound' });
    const foreign = await t.post('/api/wallet/deposit_status', {
      account_id: 'demo2',
      auth: luckyDemo2,
      reference,
    });
    expect(foreign.json).toEqual({ statusCode: 0, message: 'notFound' });
    await settleDeposit(t.handle.db, reference, 'paid', 'test');
    await settleDeposit(t.handle.db, reference, 'paid', 'test');
    const after = await balance();
    expect(Number(after) - Number(before)).toBeCloseTo(1000, 2);
    // Counted once towards the VIP cycle (minor units), and the player counts as deposited.
    expect((await cycleDeposit('demo1')) - vipBefore).toBe(100_000n);
    const [account] = await t.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, await pkOf('demo1')));
    expect(account?.firstDepositAt).toBeInstanceOf(Date);
  });

  it("marks a player's first paid deposit once, and not an unpaid one", async () => {
    const pk = await pkOf('demo2');
    await t.handle.db.update(accounts).set({ firstDepositAt: null }).where(eq(accounts.id, pk));
    const start = (key: string) =>
      t.post('/api/wallet/deposit', {
        account_id: 'demo2',
        auth: luckyDemo2,
        method: 'manual',
        amount: '500',
        idempotency_key: key,
      });
    const referenceOf = (answer: { json: Record<string, unknown> }) =>
      (answer.json.value as { reference: string }).reference;
    const firstDepositAt = async () =>
      (await t.handle.db.select().from(accounts).where(eq(accounts.id, pk)))[0]?.firstDepositAt;
    await settleDeposit(t.handle.db, referenceOf(await start('deposit-first-1')), 'rejected', 'test');
    expect(await firstDepositAt()).toBeNull();
    await settleDeposit(t.handle.db, referenceOf(await start('deposit-first-2')), 'paid', 'test');
    const first = await firstDepositAt();
    expect(first).toBeInstanceOf(Date);
    await settleDeposit(t.handle.db, referenceOf(await start('deposit-first-3')), 'paid', 'test');
    expect(await firstDepositAt()).toEqual(first);
  });

  it('refuses amounts outside the method limits', async () => {
    const snapshot = await writes();
    const ask = (method: string, amount: string) =>
      t.post('/api/wallet/deposit', {
        ...demo1(),
        method,
        amount,
        idempotency_key: `limits-${method}-${amount.length}`,
      });
    expect((await ask('manual', '99')).json).toEqual({ statusCode: 0, message: 'belowMinimum' });
    expect((await ask('demo', '9.99')).json).toEqual({ statusCode: 0, message: 'belowMinimum' });
    expect((await ask('demo', '50000.01')).json).toEqual({ statusCode: 0, message: 'aboveMaximum' });
    expect(await writes()).toEqual(snapshot);
  });
});

describe('hostile bodies', () => {
  it.each(['/api/wallet/deposit', '/api/wallet/deposit_status'])(
    '%s answers 4xx with a message key and writes nothing',
    async (path) => {
      const before = await writes();
      const base = {
        ...demo1(),
        method: 'demo',
        amount: '100',
        idempotency_key: 'hostile-0001',
        reference: 'DEP-0000000000000000',
      };
      const hostile: unknown[] = [
        {},
        [],
        'null',
        '{"account_id":',
        { ...base, account_id: 42 },
        { ...base, auth: { $ne: '' } },
        { ...base, auth: `${luckyDemo1}\u0000` },
      ];
      if (path === '/api/wallet/deposit')
        hostile.push(
          { ...base, method: 'card' },
          { ...base, method: ['demo'] },
          { ...base, amount: 100 },
          { ...base, amount: '-5' },
          { ...base, amount: '0' },
          { ...base, amount: '1e9' },
          { ...base, amount: '100.001' },
          { ...base, idempotency_key: 'short' },
        );
      else hostile.push({ ...base, reference: "DEP-' or 1=1 --" }, { ...base, reference: 5 });
      for (const body of hostile) {
        const res = await t.post(path, body);
        const label = JSON.stringify(body).slice(0, 100);
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        expect(res.json.statusCode, label).not.toBe(1);
        expect(String(res.json.message), label).toMatch(/^[a-zA-Z]+$/);
      }
      expect(await writes()).toEqual(before);
    },
  );
});

describe('after all the calls above', () => {
  it('the ledger is sound', async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
