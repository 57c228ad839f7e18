import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { ledgerEntries, operatorActions } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { insertBankAccount } from '#server/features/payments/bank-repository.ts';
import { depositLedgerKey, startDeposit } from '#server/features/payments/deposit-service.ts';
import { requestWithdrawal, withdrawalLedgerKeys } from '#server/features/payments/withdrawal-service.ts';
import { findWallet } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { verifyBooks } from './books-check.ts';
import { decideDeposit, decideWithdrawalByOperator } from './operator-decisions.ts';

/**
 * Operator decisions are idempotent: the second identical decision answers `already` and writes
 * nothing, and of many racing identical decisions exactly one moves money and is recorded. On
 * PostgreSQL (DATABASE_URL) the racing calls run on separate pool connections at once.
 */

const copies = 50;
let handle: DatabaseHandle;
let brandId: number;
let pk: number;
const brand = () => ({ id: brandId, code: 'opsdecide', currency: 'PHP' });
let keyCounter = 0;

async function newDeposit(amount: string) {
  keyCounter += 1;
  return startDeposit(handle.db, pk, brand(), {
    method: 'manual',
    amount,
    idempotencyKey: `ops-decide-${keyCounter}`,
  });
}

async function actionsOn(target: string) {
  return handle.db.select().from(operatorActions).where(eq(operatorActions.target, target));
}

async function entriesOf(key: string) {
  return handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const made = await makeLedgerBrand(handle.db, 'opsdecide', 1);
  brandId = made.brandId;
  pk = made.accountPks[0]!;
}, 60_000);
afterAll(() => handle.close());

describe('operator decisions on deposits', () => {
  it('approve twice: one credit, one operator action, the second answers already approved', async () => {
    const deposit = await newDeposit('250');
    const first = await decideDeposit(handle.db, deposit.reference, 'approve', 'cli:alice');
    expect(first).toMatchObject({ already: false, row: { status: 'paid', decidedBy: 'cli:alice' } });
    const second = await decideDeposit(handle.db, deposit.reference, 'approve', 'cli:bob');
    // The deposit as the first decision left it: nothing about it changed.
    expect(second).toEqual({ already: true, row: first.row });
    expect(await actionsOn(deposit.reference)).toMatchObject([
      { actor: 'cli:alice', action: 'deposit.approve', detail: { amountMinor: '25000' } },
    ]);
    expect(await entriesOf(depositLedgerKey(deposit.reference))).toHaveLength(1);
    expect((await findWallet(handle.db, pk))?.cash).toBe(25_000n);
  });

  it('reject twice: one action; approving a rejected deposit is alreadyDecided and writes nothing', async () => {
    const deposit = await newDeposit('300');
    expect((await decideDeposit(handle.db, deposit.reference, 'reject', 'cli:alice')).already).toBe(false);
    expect(await decideDeposit(handle.db, deposit.reference, 'reject', 'cli:alice')).toMatchObject({
      already: true,
      row: { status: 'rejected' },
    });
    await expect(decideDeposit(handle.db, deposit.reference, 'approve', 'cli:alice')).rejects.toMatchObject({
      key: 'alreadyDecided',
    });
    expect((await actionsOn(deposit.reference)).map((action) => action.action)).toEqual(['deposit.reject']);
    expect(await entriesOf(depositLedgerKey(deposit.reference))).toEqual([]);
  });

  it(`${copies} concurrent approvals of one deposit: one credit, one operator action`, async () => {
    const deposit = await newDeposit('100');
    const before = (await findWallet(handle.db, pk))!.cash;
    const results = await Promise.all(
      Array.from({ length: copies }, (_, index) =>
        decideDeposit(handle.db, deposit.reference, 'approve', `cli:racer${index}`),
      ),
    );
    expect(results.filter((result) => !result.already)).toHaveLength(1);
    expect(results.every((result) => result.row.status === 'paid')).toBe(true);
    const actions = await actionsOn(deposit.reference);
    expect(actions).toHaveLength(1);
    // The one recorded actor is the one whose decision changed the deposit.
    expect(actions[0]?.actor).toBe(results.find((result) => !result.already)?.row.decidedBy);
    expect(await entriesOf(depositLedgerKey(deposit.reference))).toHaveLength(1);
    expect((await findWallet(handle.db, pk))!.cash).toBe(before + 10_000n);
    expect(await verifyBooks(handle.db)).toEqual([]);
  }, 120_000);
});

describe('operator decisions on withdrawals', () => {
  let bankId: number;
  beforeAll(async () => {
    const bank = await insertBankAccount(handle.db, {
      brandId,
      accountPk: pk,
      bankName: 'Decide Bank',
      accountName: 'Maria Santos',
      accountNumber: '55556666',
    });
    bankId = bank!.id;
  });

  async function newWithdrawal(amount: string) {
    keyCounter += 1;
    return requestWithdrawal(handle.db, pk, brand(), {
      bankId,
      amount,
      idempotencyKey: `ops-decide-w-${keyCounter}`,
    });
  }

  it('pay twice: one payout, one action; rejecting a paid withdrawal is alreadyDecided', async () => {
    const { withdrawal_id: id } = await newWithdrawal('120');
    const first = await decideWithdrawalByOperator(handle.db, id, 'approve', 'cli:alice');
    expect(first).toMatchObject({ already: false, row: { status: 'paid' } });
    expect(await decideWithdrawalByOperator(handle.db, id, 'approve', 'cli:alice')).toEqual({
      already: true,
      row: first.row,
    });
    await expect(decideWithdrawalByOperator(handle.db, id, 'reject', 'cli:alice')).rejects.toMatchObject({
      key: 'alreadyDecided',
    });
    expect((await actionsOn(String(id))).map((action) => action.action)).toEqual(['withdrawal.approve']);
    expect(await entriesOf(withdrawalLedgerKeys.paid(id))).toHaveLength(2);
    expect(await entriesOf(withdrawalLedgerKeys.release(id))).toEqual([]);
  });

  it(`${copies} concurrent rejections of one withdrawal: one release, one operator action`, async () => {
    const { withdrawal_id: id } = await newWithdrawal('110');
    const results = await Promise.all(
      Array.from({ length: copies }, () => decideWithdrawalByOperator(handle.db, id, 'reject', 'cli:racer')),
    );
    expect(results.filter((result) => !result.already)).toHaveLength(1);
    expect(await actionsOn(String(id))).toHaveLength(1);
    expect(await entriesOf(withdrawalLedgerKeys.release(id))).toHaveLength(1);
    expect((await findWallet(handle.db, pk))!.cash_held).toBe(0n);
    expect(await verifyBooks(handle.db)).toEqual([]);
  }, 120_000);
});
