import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { withdrawals } from '#server/db/schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** What a new pending withdrawal is made of. */
export interface NewWithdrawal {
  brandId: number;
  accountPk: number;
  /** null only for the demo seed's history, which has no bank details. */
  bankAccountId: number | null;
  amountMinor: bigint;
  /** null only for the demo seed's history: never a retry to recognise. */
  idempotencyKey: string | null;
}

/** Inserts a pending withdrawal; undefined when the player already used the idempotency key. */
export async function insertPendingWithdrawal(
  db: Executor,
  values: NewWithdrawal,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .insert(withdrawals)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findWithdrawalByKey(
  db: Executor,
  accountPk: number,
  idempotencyKey: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.accountPk, accountPk), eq(withdrawals.idempotencyKey, idempotencyKey)));
  return row;
}

/** A withdrawal by id; with `lock` the row stays locked until the transaction ends. */
export async function findWithdrawal(
  db: Executor,
  id: number,
  lock = false,
): Promise<WithdrawalRow | undefined> {
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decideWithdrawal(
  db: Executor,
  id: number,
  status: 'paid' | 'rejected',
  decidedBy: string,
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({
      status,
      decidedBy,
      decidedAt: sql`now()`,
      ...(status === 'paid' ? { paidAt: sql`now()` } : {}),
    })
    .where(eq(withdrawals.id, id))
    .returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

/** Withdrawals of a status (all brands), newest first. */
export function listWithdrawals(db: Executor, status: string, limit = 100): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, status))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}
