import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { ledgerEntries } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { depositLedgerKey, settleDeposit, startDeposit } from './deposit-service.ts';

/** Real concurrency on PostgreSQL (DATABASE_URL set); PGlite runs one transaction at a time. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const copies = onPostgres ? 200 : 30;

describe(`${copies} concurrent gateway callbacks with one reference`, () => {
  let handle: DatabaseHandle;
  let pk: number;
  let brandId: number;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const made = await makeLedgerBrand(handle.db, 'depositrace', 1);
    brandId = made.brandId;
    pk = made.accountPks[0]!;
  }, 60_000);
  afterAll(() => handle.close());

  it('credit once; every copy answers the paid deposit', async () => {
    const brand = { id: brandId, code: 'depositrace', currency: 'USD' };
    const deposit = await startDeposit(
      handle.db,
      pk,
      brand,
      { method: 'demo', amount: '25.10', idempotencyKey: 'race-deposit-1' },
      { demoMode: true },
    );
    const results = await Promise.allSettled(
      Array.from({ length: copies }, () =>
        settleDeposit(handle.db, deposit.reference, 'paid', 'gateway:demo', 'demo'),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const entries = await handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, depositLedgerKey(deposit.reference)));
    expect(entries).toHaveLength(1);
    expect((await findWallet(handle.db, pk))?.cash).toBe(2_510n);
    expect(await verifyLedger(handle.db)).toEqual([]);
  }, 120_000);
});
