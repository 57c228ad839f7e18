import { eq, sql } from 'drizzle-orm';
import {
  maxBankAccounts,
  type BankAccountItem,
  type WithdrawalItem,
} from '../../../shared/contract/payment-contract.ts';
import { formatMinor } from '../../../shared/money/currency.ts';
import type { Database, Executor } from '../../db/database.ts';
import { accounts } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { postOperation } from '../wallet/ledger.ts';
import {
  countBankAccounts,
  insertBankAccount,
  listBankAccounts,
  type BankAccountRow,
} from './bank-repository.ts';
import { checkedAmount, withdrawalLimits } from './payment-limits.ts';
import {
  decideWithdrawal,
  findWithdrawal,
  findWithdrawalByKey,
  insertPendingWithdrawal,
  type WithdrawalRow,
} from './withdrawal-repository.ts';

/** The brand as the payment rules need it. */
export interface PaymentBrand {
  id: number;
  code: string;
  currency: string;
}

export function bankAccountItem(row: BankAccountRow): BankAccountItem {
  return {
    bank_id: row.id,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: `••••${row.accountNumber.slice(-4)}`,
    created_at: row.createdAt.toISOString(),
  };
}

export function withdrawalItem(row: WithdrawalRow, currency: string): WithdrawalItem {
  return {
    withdrawal_id: row.id,
    bank_id: row.bankAccountId,
    amount: formatMinor(row.amountMinor, currency),
    status: row.status as WithdrawalItem['status'],
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export async function playerBankAccounts(db: Executor, accountPk: number): Promise<BankAccountItem[]> {
  return (await listBankAccounts(db, accountPk)).map(bankAccountItem);
}

/**
 * Adds bank details: at most maxBankAccounts per player (tooManyBankAccounts), the same bank name
 * and number once (bankAccountExists). The player's account row is locked so racing adds count right.
 */
export async function addBankAccount(
  db: Database,
  accountPk: number,
  brand: PaymentBrand,
  details: { bankName: string; accountName: string; accountNumber: string },
): Promise<BankAccountItem[]> {
  await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountPk)).for('update');
    if ((await countBankAccounts(tx, accountPk)) >= maxBankAccounts)
      throw new ApiError('tooManyBankAccounts');
    const row = await insertBankAccount(tx, { brandId: brand.id, accountPk, ...details });
    if (!row) throw new ApiError('bankAccountExists');
  });
  return playerBankAccounts(db, accountPk);
}

const holdKey = (id: number) => `withdrawal:${id}:hold`;
const paidKey = (id: number) => `withdrawal:${id}:paid`;
const releaseKey = (id: number) => `withdrawal:${id}:release`;
const referenceOf = (id: number) => `withdrawal:${id}`;

/**
 * Asks for a withdrawal: the amount (within the brand's limits) is held at once — cash_held grows,
 * and the wallet's check refuses a hold above the cash (insufficientBalance), so racing requests
 * never hold more than there is. The withdrawal row and the hold are written in one transaction.
 * A retry with the same idempotency key answers the first withdrawal (idempotencyConflict when
 * the key was used for another bank or amount).
 */
export async function requestWithdrawal(
  db: Database,
  accountPk: number,
  brand: PaymentBrand,
  request: { bankId: number; amount: string; idempotencyKey: string },
): Promise<WithdrawalItem> {
  const amountMinor = checkedAmount(
    request.amount,
    brand.currency,
    withdrawalLimits(brand.code, brand.currency),
  );
  const banks = await listBankAccounts(db, accountPk);
  if (!banks.some((bank) => bank.id === request.bankId)) throw new ApiError('notFound');

  const row = await db.transaction(async (tx) => {
    const inserted = await insertPendingWithdrawal(tx, {
      brandId: brand.id,
      accountPk,
      bankAccountId: request.bankId,
      amountMinor,
      idempotencyKey: request.idempotencyKey,
    });
    if (!inserted) {
      const first = await findWithdrawalByKey(tx, accountPk, request.idempotencyKey);
      if (!first || first.amountMinor !== amountMinor || first.bankAccountId !== request.bankId)
        throw new ApiError('idempotencyConflict');
      return first;
    }
    await postOperation(tx, {
      accountPk,
      brandId: brand.id,
      idempotencyKey: holdKey(inserted.id),
      kind: 'hold',
      reference: referenceOf(inserted.id),
      changes: [{ balance: 'cash_held', amount: amountMinor }],
    });
    return inserted;
  });
  return withdrawalItem(row, brand.currency);
}

/**
 * An operator's decision on a pending withdrawal: paid (the held cash leaves the wallet) or
 * rejected (the hold is released). alreadyDecided when it is no longer pending, notFound when missing.
 */
export async function decidePendingWithdrawal(
  db: Database,
  id: number,
  decision: 'paid' | 'rejected',
  actor: string,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const row = await findWithdrawal(tx, id, true);
    if (!row) throw new ApiError('notFound');
    if (row.status !== 'pending') throw new ApiError('alreadyDecided');
    await postOperation(tx, {
      accountPk: row.accountPk,
      brandId: row.brandId,
      idempotencyKey: decision === 'paid' ? paidKey(id) : releaseKey(id),
      kind: decision === 'paid' ? 'withdrawal' : 'release',
      reference: referenceOf(id),
      changes:
        decision === 'paid'
          ? [
              { balance: 'cash', amount: -row.amountMinor },
              { balance: 'cash_held', amount: -row.amountMinor },
            ]
          : [{ balance: 'cash_held', amount: -row.amountMinor }],
    });
    return decideWithdrawal(tx, id, decision, actor);
  });
}

/** Used by tests and the CLI: the pending withdrawals' total of an account. */
export async function pendingTotal(db: Executor, accountPk: number): Promise<bigint> {
  const result = (await db.execute(
    sql`select coalesce(sum(amount_minor), 0)::text as total from withdrawals where account_pk = ${accountPk} and status = 'pending'`,
  )) as unknown as { rows: Array<{ total: string }> };
  return BigInt(result.rows[0]?.total ?? '0');
}
