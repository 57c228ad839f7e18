import type { Database, Executor } from '#server/db/database.ts';
import { operatorActions } from '#server/db/schema.ts';
import type { DepositRow } from '#server/features/payments/deposit-repository.ts';
import { settleDepositOnce } from '#server/features/payments/deposit-service.ts';
import type { WithdrawalRow } from '#server/features/payments/withdrawal-repository.ts';
import { decideWithdrawalOnce } from '#server/features/payments/withdrawal-service.ts';

export type DecisionVerb = 'approve' | 'reject';

/**
 * What an operator's decision did: `already` when the deposit or withdrawal was already decided
 * that way, in which case nothing was written (no money moved, no operator action recorded).
 */
export interface OperatorDecision<Row> {
  row: Row;
  already: boolean;
}

/** One row of operator_actions: who did what to which target. */
export async function recordOperatorAction(
  db: Executor,
  action: { actor: string; action: string; target: string; detail: object },
): Promise<void> {
  await db.insert(operatorActions).values(action);
}

/**
 * Approves (credits once) or rejects a pending deposit and records the action, in one
 * transaction: the deposit row stays locked until the record is written, so of any number of
 * racing identical decisions exactly one changes the deposit and is recorded; the others answer
 * `already`. A decision the other way is alreadyDecided.
 */
export async function decideDeposit(
  db: Database,
  reference: string,
  verb: DecisionVerb,
  actor: string,
): Promise<OperatorDecision<DepositRow>> {
  return db.transaction(async (tx) => {
    const { row, changed } = await settleDepositOnce(
      tx,
      reference,
      verb === 'approve' ? 'paid' : 'rejected',
      actor,
    );
    if (changed)
      await recordOperatorAction(tx, {
        actor,
        action: `deposit.${verb}`,
        target: reference,
        detail: { amountMinor: row.amountMinor.toString() },
      });
    return { row, already: !changed };
  });
}

/** Pays or rejects a pending withdrawal and records the action; like decideDeposit. */
export async function decideWithdrawalByOperator(
  db: Database,
  id: number,
  verb: DecisionVerb,
  actor: string,
): Promise<OperatorDecision<WithdrawalRow>> {
  return db.transaction(async (tx) => {
    const { row, changed } = await decideWithdrawalOnce(
      tx,
      id,
      verb === 'approve' ? 'paid' : 'rejected',
      actor,
    );
    if (changed)
      await recordOperatorAction(tx, {
        actor,
        action: `withdrawal.${verb}`,
        target: String(id),
        detail: { amountMinor: row.amountMinor.toString() },
      });
    return { row, already: !changed };
  });
}
