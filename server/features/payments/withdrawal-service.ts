import { defaultPayments, type PaymentsSetting, type VipSetting } from '#shared/brand/brand-schema.ts';
import { eq } from 'drizzle-orm';
import { type BankAccountItem, type WithdrawalItem } from '#shared/contract/payment-contract.ts';
import { maxBankAccounts } from '#shared/contract/payment-calls.ts';
import { formatMinor } from '#shared/money/currency.ts';
import type { Database, Executor, Transaction } from '#server/db/database.ts';
import { accounts, vipProgress } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import {
  countBankAccounts,
  insertBankAccount,
  listBankAccounts,
  type BankAccountRow,
} from './bank-repository.ts';
import { checkedAmount, withdrawalLimits, type AmountLimits } from './payment-limits.ts';
import {
  decideWithdrawal,
  findWithdrawal,
  findWithdrawalByKey,
  insertPendingWithdrawal,
  type NewWithdrawal,
  type WithdrawalRow,
} from './withdrawal-repository.ts';

/**
 * The brand as the payment rules need it. `payments` is its document's methods and limits; left out
 * (internal callers that move no player's money by choice of method), the schema's defaults.
 */
export interface PaymentBrand {
  id: number;
  code: string;
  currency: string;
  payments?: PaymentsSetting;
  /** The VIP ladder, whose levels raise the withdrawal maximum; left out: no uplift. */
  vip?: VipSetting;
}

export function paymentsOf(brand: PaymentBrand): PaymentsSetting {
  return brand.payments ?? defaultPayments;
}

/** The player's withdrawal limits: the brand's, the maximum raised by the uplift of the player's VIP level. */
export async function playerWithdrawalLimits(
  db: Executor,
  accountPk: number,
  brand: PaymentBrand,
): Promise<AmountLimits> {
  const levels = brand.vip?.levels ?? [];
  let uplift = 0;
  if (levels.length > 0) {
    const [row] = await db
      .select({ level: vipProgress.level })
      .from(vipProgress)
      .where(eq(vipProgress.accountPk, accountPk));
    // Beyond the top of a shortened ladder counts as the top.
    uplift = Number(levels[Math.min(row?.level ?? 0, levels.length - 1)]!.withdrawal_uplift_percent);
  }
  return withdrawalLimits(paymentsOf(brand), brand.currency, uplift);
}

function bankAccountItem(row: BankAccountRow): BankAccountItem {
  return {
    bank_id: row.id,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: `••••${row.accountNumber.slice(-4)}`,
    created_at: row.createdAt.toISOString(),
  };
}

function withdrawalItem(row: WithdrawalRow, currency: string): WithdrawalItem {
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

/** The idempotency keys (and reference) of the ledger operations of a withdrawal's life. */
export const withdrawalLedgerKeys = {
  hold: (id: number) => `withdrawal:${id}:hold`,
  paid: (id: number) => `withdrawal:${id}:paid`,
  release: (id: number) => `withdrawal:${id}:release`,
  reference: (id: number) => `withdrawal:${id}`,
};

/**
 * Writes a new pending withdrawal and holds its amount (cash_held grows; the wallet's check
 * refuses a hold above the cash: insufficientBalance), inside the caller's transaction, so the row
 * and its hold commit or roll back together. Undefined when the player already used the
 * idempotency key. The checks of a player's request (limits, own bank details) are the caller's;
 * the demo seed calls this directly for its history.
 */
export async function openWithdrawal(
  tx: Transaction,
  values: NewWithdrawal,
): Promise<WithdrawalRow | undefined> {
  const inserted = await insertPendingWithdrawal(tx, values);
  if (!inserted) return undefined;
  await postOperation(tx, {
    accountPk: values.accountPk,
    brandId: values.brandId,
    idempotencyKey: withdrawalLedgerKeys.hold(inserted.id),
    kind: 'hold',
    reference: withdrawalLedgerKeys.reference(inserted.id),
    changes: [{ balance: 'cash_held', amount: values.amountMinor }],
  });
  return inserted;
}

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
    await playerWithdrawalLimits(db, accountPk, brand),
  );
  const banks = await listBankAccounts(db, accountPk);
  if (!banks.some((bank) => bank.id === request.bankId)) throw new ApiError('notFound');

  const row = await db.transaction(async (tx) => {
    const opened = await openWithdrawal(tx, {
      brandId: brand.id,
      accountPk,
      bankAccountId: request.bankId,
      amountMinor,
      idempotencyKey: request.idempotencyKey,
    });
    if (opened) return opened;
    const first = await findWithdrawalByKey(tx, accountPk, request.idempotencyKey);
    if (!first || first.amountMinor !== amountMinor || first.bankAccountId !== request.bankId)
      throw new ApiError('idempotencyConflict');
    return first;
  });
  return withdrawalItem(row, brand.currency);
}

/** A decision's result: `changed` is false when the withdrawal already had the decision asked for. */
export interface WithdrawalDecision {
  row: WithdrawalRow;
  changed: boolean;
}

/**
 * An operator's decision on a pending withdrawal: paid (the held cash leaves the wallet) or
 * rejected (the hold is released). Deciding again the same way changes nothing and answers
 * `changed: false`; the other way is alreadyDecided; notFound when missing. The row is locked until
 * the caller's transaction ends, so racing decisions run one after another and a caller can
 * record its action in the same transaction, only when `changed`.
 */
export async function decideWithdrawalOnce(
  db: Executor,
  id: number,
  decision: 'paid' | 'rejected',
  actor: string,
): Promise<WithdrawalDecision> {
  return db.transaction(async (tx) => {
    const row = await findWithdrawal(tx, id, true);
    if (!row) throw new ApiError('notFound');
    if (row.status === decision) return { row, changed: false };
    if (row.status !== 'pending') throw new ApiError('alreadyDecided');
    await postOperation(tx, {
      accountPk: row.accountPk,
      brandId: row.brandId,
      idempotencyKey: decision === 'paid' ? withdrawalLedgerKeys.paid(id) : withdrawalLedgerKeys.release(id),
      kind: decision === 'paid' ? 'withdrawal' : 'release',
      reference: withdrawalLedgerKeys.reference(id),
      changes:
        decision === 'paid'
          ? [
              { balance: 'cash', amount: -row.amountMinor },
              { balance: 'cash_held', amount: -row.amountMinor },
            ]
          : [{ balance: 'cash_held', amount: -row.amountMinor }],
    });
    return { row: await decideWithdrawal(tx, id, decision, actor), changed: true };
  });
}

/** decideWithdrawalOnce, answering the withdrawal as it now is. */
export async function decidePendingWithdrawal(
  db: Executor,
  id: number,
  decision: 'paid' | 'rejected',
  actor: string,
): Promise<WithdrawalRow> {
  return (await decideWithdrawalOnce(db, id, decision, actor)).row;
}
