import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { bankAccounts } from '#server/db/schema.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export function listBankAccounts(db: Executor, accountPk: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.accountPk, accountPk))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function countBankAccounts(db: Executor, accountPk: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bankAccounts)
    .where(eq(bankAccounts.accountPk, accountPk));
  return Number(row?.n ?? 0);
}

/** Inserts bank details; undefined when the player already has the same bank and number. */
export async function insertBankAccount(
  db: Executor,
  values: {
    brandId: number;
    accountPk: number;
    bankName: string;
    accountName: string;
    accountNumber: string;
  },
): Promise<BankAccountRow | undefined> {
  const [row] = await db.insert(bankAccounts).values(values).onConflictDoNothing().returning();
  return row;
}
