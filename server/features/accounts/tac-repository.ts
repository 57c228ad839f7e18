import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { tacCodes } from '#server/db/schema.ts';

export type TacPurpose = 'register' | 'login' | 'forgot_password';
export type TacRow = typeof tacCodes.$inferSelect;

/** Codes issued to an account since `since`, every purpose (the hourly send limit). */
export async function countCodesSince(db: Executor, accountPk: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tacCodes)
    .where(and(eq(tacCodes.accountPk, accountPk), gt(tacCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Marks the account's unused codes of a purpose as replaced: only the newest code works. */
export async function replaceLiveCodes(
  db: Executor,
  accountPk: number,
  purpose: TacPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(tacCodes)
    .set({ replacedAt: now })
    .where(
      and(
        eq(tacCodes.accountPk, accountPk),
        eq(tacCodes.purpose, purpose),
        isNull(tacCodes.usedAt),
        isNull(tacCodes.replacedAt),
      ),
    );
}

export async function insertCode(
  db: Executor,
  code: { accountPk: number; purpose: TacPurpose; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(tacCodes).values(code);
}

/** The account's current code of a purpose: neither used nor replaced (it may be expired or dead). */
export async function findCurrentCode(
  db: Executor,
  accountPk: number,
  purpose: TacPurpose,
): Promise<TacRow | undefined> {
  const rows = await db
    .select()
    .from(tacCodes)
    .where(
      and(
        eq(tacCodes.accountPk, accountPk),
        eq(tacCodes.purpose, purpose),
        isNull(tacCodes.usedAt),
        isNull(tacCodes.replacedAt),
      ),
    )
    .orderBy(desc(tacCodes.createdAt), desc(tacCodes.id))
    .limit(1);
  return rows[0];
}

/** Counts a wrong try atomically; returns the new count, or undefined if the code is already dead. */
export async function countWrongAttempt(
  db: Executor,
  codeId: number,
  maxAttempts: number,
): Promise<number | undefined> {
  const rows = await db
    .update(tacCodes)
    .set({ attempts: sql`${tacCodes.attempts} + 1` })
    .where(and(eq(tacCodes.id, codeId), lt(tacCodes.attempts, maxAttempts)))
    .returning({ attempts: tacCodes.attempts });
  return rows[0]?.attempts;
}

/** Uses a code once: true only for the one caller that flips used_at. */
export async function consumeCode(
  db: Executor,
  codeId: number,
  maxAttempts: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(tacCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(tacCodes.id, codeId),
        isNull(tacCodes.usedAt),
        isNull(tacCodes.replacedAt),
        lt(tacCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: tacCodes.id });
  return rows.length === 1;
}
