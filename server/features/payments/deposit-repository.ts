import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { deposits } from '#server/db/schema.ts';

export type DepositRow = typeof deposits.$inferSelect;

/** Inserts a pending deposit; undefined when the player already used the idempotency key. */
export async function insertPendingDeposit(
  db: Executor,
  values: {
    brandId: number;
    accountPk: number;
    reference: string;
    method: string;
    amountMinor: bigint;
    idempotencyKey: string;
    createdAt?: Date;
  },
): Promise<DepositRow | undefined> {
  const [row] = await db
    .insert(deposits)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: [deposits.accountPk, deposits.idempotencyKey] })
    .returning();
  return row;
}

export async function findDepositByKey(
  db: Executor,
  accountPk: number,
  idempotencyKey: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.accountPk, accountPk), eq(deposits.idempotencyKey, idempotencyKey)));
  return row;
}

/** A deposit by reference; with `lock` the row stays locked until the transaction ends. */
export async function findDeposit(
  db: Executor,
  reference: string,
  lock = false,
): Promise<DepositRow | undefined> {
  const query = db.select().from(deposits).where(eq(deposits.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function settleDepositRow(
  db: Executor,
  id: number,
  status: 'paid' | 'rejected' | 'cancelled',
  decidedBy: string,
): Promise<DepositRow> {
  const [row] = await db
    .update(deposits)
    .set({ status, decidedBy, settledAt: sql`now()` })
    .where(eq(deposits.id, id))
    .returning();
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
}

export function listDeposits(db: Executor, status: string, limit = 100): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(eq(deposits.status, status))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit);
}
