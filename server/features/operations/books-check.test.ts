import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { deposits, inboxMessages, ledgerEntries, withdrawals } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { insertInboxMessages } from '#server/features/inbox/inbox-repository.ts';
import { claimInbox, inboxClaimKey } from '#server/features/inbox/inbox-service.ts';
import { insertBankAccount } from '#server/features/payments/bank-repository.ts';
import { depositLedgerKey, settleDeposit, startDeposit } from '#server/features/payments/deposit-service.ts';
import {
  decidePendingWithdrawal,
  requestWithdrawal,
  withdrawalLedgerKeys,
} from '#server/features/payments/withdrawal-service.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { verifyActivityEntries, verifyBooks } from './books-check.ts';

/**
 * Real activity through the services verifies clean (so a changed ledger key in a service fails
 * here), and each way an event's entries can be missing, wrong or extra is reported.
 */

let handle: DatabaseHandle;
let brandId: number;
let pk: number;
let other: number;
const brand = () => ({ id: brandId, code: 'bookscheck', currency: 'PHP' });

const saved = ['ledger_entries', 'wallets', 'deposits', 'withdrawals', 'inbox_messages'] as const;

/**
 * Runs `work`, checks, then puts every table it may touch back as the real activity left it, so
 * each case starts from clean books. Plain tables hold the copy: a temporary one would live on one
 * pool connection only.
 */
async function corrupted(work: () => Promise<void>) {
  for (const table of saved)
    await handle.db.execute(
      sql.raw(`create table if not exists books_saved_${table} as select * from ${table}`),
    );
  await work();
  const violations = await verifyActivityEntries(handle.db);
  await handle.db.execute(sql`delete from ledger_entries`);
  await handle.db.execute(sql`insert into ledger_entries select * from books_saved_ledger_entries`);
  await handle.db.execute(sql`delete from wallets`);
  await handle.db.execute(sql`insert into wallets select * from books_saved_wallets`);
  await handle.db.execute(
    sql`update deposits d set status = s.status from books_saved_deposits s where s.id = d.id`,
  );
  await handle.db.execute(
    sql`update withdrawals w set status = s.status, amount_minor = s.amount_minor
        from books_saved_withdrawals s where s.id = w.id`,
  );
  await handle.db.execute(
    sql`update inbox_messages m set claimed_at = s.claimed_at from books_saved_inbox_messages s where s.id = m.id`,
  );
  expect(await verifyBooks(handle.db)).toEqual([]);
  return violations;
}

let paidDeposit = '';
let rejectedDeposit = '';
let paidWithdrawal = 0;
let rejectedWithdrawal = 0;
let pendingWithdrawal = 0;
let claimed = 0;
let unclaimed = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  const made = await makeLedgerBrand(handle.db, 'bookscheck', 2);
  brandId = made.brandId;
  [pk, other] = made.accountPks as [number, number];

  const start = (key: string) =>
    startDeposit(handle.db, pk, brand(), { method: 'manual', amount: '1000', idempotencyKey: key });
  paidDeposit = (await start('books-deposit-1')).reference;
  await settleDeposit(handle.db, paidDeposit, 'paid', 'test');
  rejectedDeposit = (await start('books-deposit-2')).reference;
  await settleDeposit(handle.db, rejectedDeposit, 'rejected', 'test');

  const bank = await insertBankAccount(handle.db, {
    brandId,
    accountPk: pk,
    bankName: 'Books Bank',
    accountName: 'Maria Santos',
    accountNumber: '12121212',
  });
  const withdraw = async (key: string) =>
    (
      await requestWithdrawal(handle.db, pk, brand(), {
        bankId: bank!.id,
        amount: '100',
        idempotencyKey: key,
      })
    ).withdrawal_id;
  paidWithdrawal = await withdraw('books-withdrawal-1');
  await decidePendingWithdrawal(handle.db, paidWithdrawal, 'paid', 'test');
  rejectedWithdrawal = await withdraw('books-withdrawal-2');
  await decidePendingWithdrawal(handle.db, rejectedWithdrawal, 'rejected', 'test');
  pendingWithdrawal = await withdraw('books-withdrawal-3');

  const messages = await insertInboxMessages(
    handle.db,
    [1, 2].map(() => ({
      brandId,
      accountPk: pk,
      title: 'Gift',
      body: 'For you',
      reward: { type: 'game_token' as const, amount: 3n },
    })),
  );
  [claimed, unclaimed] = messages.map((message) => message.id) as [number, number];
  await claimInbox(handle.db, pk, { id: brandId, code: 'bookscheck', currency: 'PHP' }, claimed);
}, 60_000);
afterAll(() => handle.close());

describe('the books check', () => {
  it('finds real activity through the services sound', async () => {
    expect(await verifyBooks(handle.db)).toEqual([]);
  });

  it('reports a paid withdrawal without its payout, and its hold', async () => {
    const violations = await corrupted(async () => {
      await handle.db
        .delete(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, withdrawalLedgerKeys.paid(paidWithdrawal)));
    });
    expect(violations).toEqual(
      ['cash', 'cash_held'].map((balance) => ({
        rule: 'withdrawal-entries',
        accountPk: pk,
        balance,
        detail: `paid withdrawal ${paidWithdrawal} has no entry withdrawal:${paidWithdrawal}:paid (expected -10000 of account ${pk})`,
      })),
    );
    const noHold = await corrupted(async () => {
      await handle.db
        .delete(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, withdrawalLedgerKeys.hold(pendingWithdrawal)));
    });
    expect(noHold.map((violation) => violation.detail)).toEqual([
      `pending withdrawal ${pendingWithdrawal} has no entry withdrawal:${pendingWithdrawal}:hold (expected +10000 of account ${pk})`,
    ]);
  });

  it('reports a withdrawal marked paid that was rejected: a release it should not have, no payout', async () => {
    const violations = await corrupted(async () => {
      await handle.db
        .update(withdrawals)
        .set({ status: 'paid' })
        .where(eq(withdrawals.id, rejectedWithdrawal));
    });
    expect(violations.map((violation) => violation.detail).sort()).toEqual(
      [
        `paid withdrawal ${rejectedWithdrawal} has no entry withdrawal:${rejectedWithdrawal}:paid (expected -10000 of account ${pk})`,
        `paid withdrawal ${rejectedWithdrawal} has no entry withdrawal:${rejectedWithdrawal}:paid (expected -10000 of account ${pk})`,
        `paid withdrawal ${rejectedWithdrawal} should have no entry withdrawal:${rejectedWithdrawal}:release, but it moves -10000`,
      ].sort(),
    );
  });

  it('reports an amount or an account that differs from the event', async () => {
    const violations = await corrupted(async () => {
      await handle.db
        .update(withdrawals)
        .set({ amountMinor: 9_999n })
        .where(eq(withdrawals.id, paidWithdrawal));
      await handle.db
        .update(ledgerEntries)
        .set({ accountPk: other })
        .where(eq(ledgerEntries.idempotencyKey, depositLedgerKey(paidDeposit)));
    });
    expect(violations.map((violation) => violation.detail)).toEqual([
      `paid deposit ${paidDeposit}: entry deposit:${paidDeposit} moves +100000 of account ${other} (expected +100000 of account ${pk})`,
      `paid withdrawal ${paidWithdrawal}: entry withdrawal:${paidWithdrawal}:hold moves +10000 of account ${pk} (expected +9999 of account ${pk})`,
      `paid withdrawal ${paidWithdrawal}: entry withdrawal:${paidWithdrawal}:paid moves -10000 of account ${pk} (expected -9999 of account ${pk})`,
      `paid withdrawal ${paidWithdrawal}: entry withdrawal:${paidWithdrawal}:paid moves -10000 of account ${pk} (expected -9999 of account ${pk})`,
    ]);
  });

  it('reports a rejected deposit that was credited, and a paid one that was not', async () => {
    const violations = await corrupted(async () => {
      await postOperation(handle.db, {
        accountPk: pk,
        brandId,
        idempotencyKey: depositLedgerKey(rejectedDeposit),
        kind: 'deposit',
        reference: rejectedDeposit,
        changes: [{ balance: 'cash', amount: 100_000n }],
      });
      await handle.db
        .delete(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, depositLedgerKey(paidDeposit)));
    });
    expect(violations).toEqual([
      {
        rule: 'deposit-entries',
        accountPk: pk,
        balance: 'cash',
        detail: `paid deposit ${paidDeposit} has no entry deposit:${paidDeposit} (expected +100000 of account ${pk})`,
      },
      {
        rule: 'deposit-entries',
        accountPk: pk,
        balance: 'cash',
        detail: `rejected deposit ${rejectedDeposit} should have no entry deposit:${rejectedDeposit}, but it moves +100000`,
      },
    ]);
  });

  it('reports a claimed reward without its payment, and an unclaimed one that was paid', async () => {
    const violations = await corrupted(async () => {
      await handle.db.delete(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, inboxClaimKey(claimed)));
      await postOperation(handle.db, {
        accountPk: pk,
        brandId,
        idempotencyKey: inboxClaimKey(unclaimed),
        kind: 'claim',
        changes: [{ balance: 'game_token', amount: 3n }],
      });
    });
    expect(violations).toEqual([
      {
        rule: 'reward-entries',
        accountPk: pk,
        balance: 'game_token',
        detail: `claimed reward ${claimed} has no entry inbox:${claimed} (expected +3 of account ${pk})`,
      },
      {
        rule: 'reward-entries',
        accountPk: pk,
        balance: 'game_token',
        detail: `unclaimed reward ${unclaimed} should have no entry inbox:${unclaimed}, but it moves +3`,
      },
    ]);
    const stillClaimed = await handle.db.select().from(inboxMessages).where(eq(inboxMessages.id, claimed));
    expect(stillClaimed[0]?.claimedAt).not.toBeNull();
    expect(await handle.db.select().from(deposits)).toHaveLength(2);
  });
});
