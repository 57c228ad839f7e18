import { randomBytes } from 'node:crypto';
import type { DepositItem, DepositMethod } from '../../../shared/contract/payment-contract.ts';
import { formatMinor } from '../../../shared/money/currency.ts';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { markFirstDeposit } from '../accounts/account-repository.ts';
import { postOperation } from '../wallet/ledger.ts';
import { addVipDeposit } from '../wallet/vip-progress-repository.ts';
import {
  findDeposit,
  findDepositByKey,
  insertPendingDeposit,
  settleDepositRow,
  type DepositRow,
} from './deposit-repository.ts';
import { gateways } from './payment-gateway.ts';
import { checkedAmount, defaultLimits, type AmountLimits } from './payment-limits.ts';
import type { PaymentBrand } from './withdrawal-service.ts';

/**
 * Deposit methods and limits per brand. Decision: the brand document has no field for them, so
 * they live here keyed by brand code; every other brand offers both methods with these defaults.
 */
export const depositMethodsByBrand: Readonly<Record<string, readonly DepositMethod[]>> = {};
export const defaultDepositMethods: readonly DepositMethod[] = ['demo', 'manual'];

export const depositLimitsByMethod: Readonly<Record<DepositMethod, AmountLimits>> = {
  demo: defaultLimits,
  manual: { min: '100', max: '500000' },
};

export function depositMethodsOf(brandCode: string): readonly DepositMethod[] {
  return depositMethodsByBrand[brandCode] ?? defaultDepositMethods;
}

/** The idempotency key (and reference) of the ledger operation that credits a deposit. */
export const depositLedgerKey = (reference: string) => `deposit:${reference}`;

export function newDepositReference(): string {
  return `DEP-${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function depositItem(row: DepositRow, currency: string): DepositItem {
  const method = row.method as DepositMethod;
  return {
    reference: row.reference,
    method,
    amount: formatMinor(row.amountMinor, currency),
    status: row.status as DepositItem['status'],
    pay_url: row.status === 'pending' ? gateways[method].start(row.reference).payUrl : null,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * Starts a deposit: a method the brand offers (methodUnavailable), an amount within its limits.
 * A retry with the same idempotency key answers the first deposit (idempotencyConflict when the
 * key was used for another method or amount).
 */
export async function startDeposit(
  db: Executor,
  accountPk: number,
  brand: PaymentBrand,
  request: { method: DepositMethod; amount: string; idempotencyKey: string },
): Promise<DepositItem> {
  if (!depositMethodsOf(brand.code).includes(request.method)) throw new ApiError('methodUnavailable');
  const amountMinor = checkedAmount(request.amount, brand.currency, depositLimitsByMethod[request.method]);
  const inserted = await insertPendingDeposit(db, {
    brandId: brand.id,
    accountPk,
    reference: newDepositReference(),
    method: request.method,
    amountMinor,
    idempotencyKey: request.idempotencyKey,
  });
  const row = inserted ?? (await findDepositByKey(db, accountPk, request.idempotencyKey));
  if (!row || row.method !== request.method || row.amountMinor !== amountMinor)
    throw new ApiError('idempotencyConflict');
  return depositItem(row, brand.currency);
}

export async function playerDeposit(
  db: Executor,
  accountPk: number,
  brand: PaymentBrand,
  reference: string,
): Promise<DepositItem> {
  const row = await findDeposit(db, reference);
  if (!row || row.accountPk !== accountPk || row.brandId !== brand.id) throw new ApiError('notFound');
  return depositItem(row, brand.currency);
}

/**
 * Settles a pending deposit: paid credits the cash once (ledger key deposit:<reference>), rejected
 * or cancelled credits nothing. Settling again with the same outcome answers the deposit unchanged
 * (callbacks are repeated and race); a different outcome is alreadyDecided. The row is locked, so
 * racing settlements run one after another.
 */
export async function settleDeposit(
  db: Database,
  reference: string,
  outcome: 'paid' | 'rejected' | 'cancelled',
  actor: string,
  method?: DepositMethod,
): Promise<DepositRow> {
  return db.transaction(async (tx) => {
    const row = await findDeposit(tx, reference, true);
    if (!row || (method !== undefined && row.method !== method)) throw new ApiError('notFound');
    if (row.status !== 'pending') {
      if (row.status === outcome) return row;
      throw new ApiError('alreadyDecided');
    }
    if (outcome === 'paid') {
      await postOperation(tx, {
        accountPk: row.accountPk,
        brandId: row.brandId,
        idempotencyKey: depositLedgerKey(reference),
        kind: 'deposit',
        reference,
        changes: [{ balance: 'cash', amount: row.amountMinor }],
      });
      await markFirstDeposit(tx, row.accountPk, new Date());
      await addVipDeposit(tx, row.accountPk, row.amountMinor);
    }
    return settleDepositRow(tx, row.id, outcome, actor);
  });
}
