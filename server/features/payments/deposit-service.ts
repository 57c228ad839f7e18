import { randomBytes } from 'node:crypto';
import type { DepositItem } from '#shared/contract/payment-contract.ts';
import type { DepositMethod } from '#shared/money/wallet-kinds.ts';
import { formatMinor } from '#shared/money/currency.ts';
import type { Executor } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { creditDepositTokens } from '#server/features/minigame/minigame-service.ts';
import { markFirstDeposit } from '#server/features/accounts/account-repository.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { addVipDeposit } from '#server/features/wallet/vip-progress-repository.ts';
import { checkDeposit } from '#server/features/protection/protection-service.ts';
import { advanceVipLevel } from '#server/features/wallet/vip-level-up.ts';
import {
  findDeposit,
  findDepositByKey,
  insertPendingDeposit,
  settleDepositRow,
  type DepositRow,
} from './deposit-repository.ts';
import { gatewayAvailable, gateways } from './payment-gateway.ts';
import { checkedAmount, type AmountLimits } from './payment-limits.ts';
import { paymentsOf, type PaymentBrand } from './withdrawal-service.ts';

/**
 * Which gateways this server has: the demo gateway only in demo mode. Defaults to off, so a caller
 * that forgets it never offers a gateway whose pages do not exist.
 */
export interface GatewayOptions {
  demoMode: boolean;
}

const noDemo: GatewayOptions = { demoMode: false };

/** A deposit method the brand offers, with its limits. */
export interface OfferedMethod extends AmountLimits {
  method: DepositMethod;
}

/**
 * The brand's deposit methods (its document's `payments.deposit_methods`, in its order) that this
 * server can take: a demo-only gateway only in demo mode (decision 0013).
 */
export function depositMethodsOf(brand: PaymentBrand, { demoMode }: GatewayOptions): OfferedMethod[] {
  return paymentsOf(brand).deposit_methods.filter((offered) => gatewayAvailable(offered.method, demoMode));
}

/** The idempotency key (and reference) of the ledger operation that credits a deposit. */
export const depositLedgerKey = (reference: string) => `deposit:${reference}`;

export function newDepositReference(): string {
  return `DEP-${randomBytes(8).toString('hex').toUpperCase()}`;
}

function depositItem(row: DepositRow, currency: string, options: GatewayOptions = noDemo): DepositItem {
  const method = row.method as DepositMethod;
  // A demo deposit left pending when demo mode went off has no pay page to send the player to.
  const payable = row.status === 'pending' && gatewayAvailable(method, options.demoMode);
  return {
    reference: row.reference,
    method,
    amount: formatMinor(row.amountMinor, currency),
    status: row.status as DepositItem['status'],
    pay_url: payable ? gateways[method].start(row.reference).payUrl : null,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * Starts a deposit: a method the brand offers and this server has (methodUnavailable: the demo
 * gateway outside demo mode), an amount within its limits.
 * A retry with the same idempotency key answers the first deposit (idempotencyConflict when the
 * key was used for another method or amount). A new request passes the player-protection check
 * first (decision 0034): playerExcluded under a time-out or self-exclusion on any brand, and
 * depositLimitDay|Week|Month when it would pass a deposit limit, in the transaction that records it.
 */
export async function startDeposit(
  db: Executor,
  accountPk: number,
  brand: PaymentBrand,
  request: { method: DepositMethod; amount: string; idempotencyKey: string },
  options: GatewayOptions = noDemo,
  now: Date = new Date(),
): Promise<DepositItem> {
  const offered = depositMethodsOf(brand, options).find((method) => method.method === request.method);
  if (!offered) throw new ApiError('methodUnavailable');
  const amountMinor = checkedAmount(request.amount, brand.currency, offered);
  const row = await db.transaction(async (tx) => {
    const earlier = await findDepositByKey(tx, accountPk, request.idempotencyKey);
    if (earlier) return earlier;
    await checkDeposit(
      tx,
      accountPk,
      amountMinor,
      now,
      (minor) => `${formatMinor(minor, brand.currency)} ${brand.currency}`,
    );
    const inserted = await insertPendingDeposit(tx, {
      brandId: brand.id,
      accountPk,
      reference: newDepositReference(),
      method: request.method,
      amountMinor,
      idempotencyKey: request.idempotencyKey,
      createdAt: now,
    });
    return inserted ?? (await findDepositByKey(tx, accountPk, request.idempotencyKey));
  });
  if (!row || row.method !== request.method || row.amountMinor !== amountMinor)
    throw new ApiError('idempotencyConflict');
  return depositItem(row, brand.currency, options);
}

export async function playerDeposit(
  db: Executor,
  accountPk: number,
  brand: PaymentBrand,
  reference: string,
  options: GatewayOptions = noDemo,
): Promise<DepositItem> {
  const row = await findDeposit(db, reference);
  if (!row || row.accountPk !== accountPk || row.brandId !== brand.id) throw new ApiError('notFound');
  return depositItem(row, brand.currency, options);
}

/** A settlement's result: `changed` is false when the deposit already had the outcome asked for. */
export interface DepositSettlement {
  row: DepositRow;
  changed: boolean;
}

/**
 * Settles a pending deposit: paid credits the cash once (ledger key deposit:<reference>), rejected
 * or cancelled credits nothing. Settling again with the same outcome changes nothing and answers
 * the deposit with `changed: false` (callbacks are repeated and race, operators click twice); a
 * different outcome is alreadyDecided. The row is locked until the caller's transaction ends, so
 * racing settlements run one after another and a caller can record its action in the same
 * transaction, only when `changed`.
 */
export async function settleDepositOnce(
  db: Executor,
  reference: string,
  outcome: 'paid' | 'rejected' | 'cancelled',
  actor: string,
  method?: DepositMethod,
): Promise<DepositSettlement> {
  return db.transaction(async (tx) => {
    const row = await findDeposit(tx, reference, true);
    if (!row || (method !== undefined && row.method !== method)) throw new ApiError('notFound');
    if (row.status !== 'pending') {
      if (row.status === outcome) return { row, changed: false };
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
      await advanceVipLevel(tx, row.accountPk, row.brandId);
      await creditDepositTokens(
        tx,
        { accountPk: row.accountPk, brandId: row.brandId, amountMinor: row.amountMinor, reference },
        new Date(),
      );
    }
    return { row: await settleDepositRow(tx, row.id, outcome, actor), changed: true };
  });
}

/** settleDepositOnce, answering the deposit as it now is. */
export async function settleDeposit(
  db: Executor,
  reference: string,
  outcome: 'paid' | 'rejected' | 'cancelled',
  actor: string,
  method?: DepositMethod,
): Promise<DepositRow> {
  return (await settleDepositOnce(db, reference, outcome, actor, method)).row;
}
