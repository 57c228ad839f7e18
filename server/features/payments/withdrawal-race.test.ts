import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { withdrawals } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { findWallet, postOperation, verifyLedger } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { insertBankAccount } from './bank-repository.ts';
import { requestWithdrawal, type PaymentBrand } from './withdrawal-service.ts';

/**
 * Withdrawals racing for one balance: on PostgreSQL (DATABASE_URL set) 200 real concurrent
 * transactions; on PGlite, which runs one transaction at a time, 40 interleaved calls.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const copies = onPostgres ? 200 : 40;

describe(`${copies} concurrent withdrawals that together exceed the balance`, () => {
  let handle: DatabaseHandle;
  let brand: PaymentBrand;
  let pk: number;
  let bankId: number;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const made = await makeLedgerBrand(handle.db, 'withdrawrace', 1);
    pk = made.accountPks[0]!;
    brand = { id: made.brandId, code: 'withdrawrace', currency: 'USD' };
    await postOperation(handle.db, {
      accountPk: pk,
      brandId: brand.id,
      idempotencyKey: 'withdrawrace:seed',
      kind: 'deposit',
      changes: [{ balance: 'cash', amount: 100_000n }],
    });
    const bank = await insertBankAccount(handle.db, {
      brandId: brand.id,
      accountPk: pk,
      bankName: 'Race Bank',
      accountName: 'Race Player',
      accountNumber: '12345678',
    });
    bankId = bank!.id;
  }, 60_000);
  afterAll(() => handle.close());

  it('hold exactly what the cash allows; available never below zero; the ledger is sound', async () => {
    // 1,000.00 USD of cash, 13.00 per withdrawal: 76 fit.
    const results = await Promise.allSettled(
      Array.from({ length: copies }, (_, index) =>
        requestWithdrawal(handle.db, pk, brand, {
          bankId,
          amount: '13.00',
          idempotencyKey: `race-withdraw-${index}`,
        }),
      ),
    );
    const held = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected'
        ? [result.reason instanceof ApiError ? result.reason.key : result.reason]
        : [],
    );
    const fit = Math.min(copies, 76);
    expect(held).toHaveLength(fit);
    expect(refused).toEqual(Array(copies - fit).fill('insufficientBalance'));
    const wallet = (await findWallet(handle.db, pk))!;
    expect(wallet.cash).toBe(100_000n);
    expect(wallet.cash_held).toBe(BigInt(fit) * 1_300n);
    expect(wallet.cash - wallet.cash_held).toBeGreaterThanOrEqual(0n);
    const rows = await handle.db.select().from(withdrawals).where(eq(withdrawals.accountPk, pk));
    expect(rows).toHaveLength(fit);
    expect(await verifyLedger(handle.db)).toEqual([]);
  }, 120_000);
});
