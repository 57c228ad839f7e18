import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { formatMinor } from '#shared/money/currency.ts';
import { accounts, deposits } from '#server/db/schema.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { checkDeposit, playRefusal, protectionView, setLimit } from './protection-service.ts';

/** Limits shared across brands that opt in (decision 0034, `protection.share_limits`). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 60_000);
afterAll(() => t.close());

const now = new Date('2026-11-25T12:00:00Z');
let people = 0;

/** One account of the same person (same phone and e-mail) on each of four brands. */
async function person() {
  const n = ++people;
  const phone = `+6391788${String(n).padStart(5, '0')}`;
  const brand = async (suffix: string, share: boolean, currency = 'PHP') => {
    const site = { ...makeBrandDocument().site, currency };
    const overrides: Partial<BrandDocument> = { site, protection: { share_limits: share } };
    const { brandId, accountPks } = await makeLedgerBrand(t.handle.db, `sl${n}${suffix}`, 1, overrides);
    const accountPk = accountPks[0]!;
    await t.handle.db
      .update(accounts)
      .set({ contactPhone: phone, contactEmail: `Person${n}@Example.com` })
      .where(eq(accounts.id, accountPk));
    return { id: accountPk, brandId };
  };
  return {
    a: await brand('a', true),
    b: await brand('b', true),
    // Does not opt in.
    c: await brand('c', false),
    // Opts in, but in another currency: amounts are never converted, so it does not share.
    d: await brand('d', true, 'USD'),
  };
}

const depositRefusal = async (accountPk: number, amount: bigint) =>
  t.handle.db
    .transaction((tx) => checkDeposit(tx, accountPk, amount, now, (minor) => formatMinor(minor, 'PHP')))
    .then(
      () => null,
      (error: { key?: string; detail?: unknown }) => ({ key: error.key, detail: error.detail }),
    );

describe('limits shared across brands', () => {
  it('a deposit limit set on brand A refuses a deposit on brand B when both opt in, not on a brand that does not', async () => {
    const { a, b, c, d } = await person();
    await setLimit(t.handle.db, a, 'deposit', 'day', 100_00n, now);
    // B shares with A: 100.01 is above A's limit on its own.
    expect(await depositRefusal(b.id, 100_01n)).toMatchObject({ key: 'depositAboveLimitDay' });
    expect(await depositRefusal(b.id, 100_00n)).toBeNull();
    // C does not share; D shares but in USD: neither is bound by A's limit.
    expect(await depositRefusal(c.id, 100_01n)).toBeNull();
    expect(await depositRefusal(d.id, 100_01n)).toBeNull();
    // The player's tools on B list A's limit as binding there; C's and D's list nothing shared.
    const view = (account: { id: number; brandId: number }) =>
      protectionView(t.handle.db, account, { id: account.brandId, currency: 'PHP' }, now, now);
    expect((await view(b)).shared_limits).toEqual([{ kind: 'deposit', period: 'day', amount: '100.00' }]);
    expect((await view(c)).shared_limits).toEqual([]);
    expect((await view(d)).shared_limits).toEqual([]);
  });

  it("counts the person's deposits on every sharing brand against the lowest limit of any of them", async () => {
    const { a, b, c } = await person();
    await setLimit(t.handle.db, a, 'deposit', 'day', 100_00n, now);
    await setLimit(t.handle.db, b, 'deposit', 'day', 80_00n, now);
    const paid = (account: { id: number; brandId: number }, amount: bigint, status: string) => ({
      brandId: account.brandId,
      accountPk: account.id,
      reference: `sl-${account.id}-${amount}-${status}`,
      method: 'demo',
      amountMinor: amount,
      status,
      idempotencyKey: `sl-${account.id}-${amount}-${status}`,
      createdAt: new Date(now.getTime() - 60 * 60 * 1000),
    });
    // 50.00 deposited on A and 40.00 on C (which does not share) an hour ago.
    await t.handle.db.insert(deposits).values([paid(a, 50_00n, 'paid'), paid(c, 40_00n, 'paid')]);
    // On A, B's lower limit (80.00) applies: 30.00 is left of it, C's deposit does not count.
    expect(await depositRefusal(a.id, 30_01n)).toMatchObject({
      key: 'depositLimitDay',
      detail: { amount: '80.00', used: '50.00' },
    });
    expect(await depositRefusal(a.id, 30_00n)).toBeNull();
    expect(await depositRefusal(b.id, 30_01n)).toMatchObject({ key: 'depositLimitDay' });
  });

  it('a wager limit set on brand A refuses a stake on brand B when both opt in, counting the stakes on A', async () => {
    const { a, b, c } = await person();
    // The ledger stamps entries with the database's clock: this test counts from the real time.
    const real = new Date();
    await setLimit(t.handle.db, a, 'wager', 'day', 50_00n, real);
    for (const account of [a, b, c])
      await postOperation(t.handle.db, {
        accountPk: account.id,
        brandId: account.brandId,
        idempotencyKey: `sl-fund-${account.id}`,
        kind: 'adjustment',
        changes: [{ balance: 'cash', amount: 1_000_00n }],
      });
    await postOperation(t.handle.db, {
      accountPk: a.id,
      brandId: a.brandId,
      idempotencyKey: `sl-bet-${a.id}`,
      kind: 'bet',
      changes: [{ balance: 'cash', amount: -40_00n }],
    });
    const refusal = (accountPk: number, amount: bigint) =>
      t.handle.db.transaction((tx) => playRefusal(tx, accountPk, amount, real));
    expect(await refusal(b.id, 10_01n)).toBe('LIMIT_REACHED');
    expect(await refusal(b.id, 10_00n)).toBeNull();
    expect(await refusal(c.id, 60_00n)).toBeNull();
  });
});
