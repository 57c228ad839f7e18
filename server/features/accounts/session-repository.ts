import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { builtOnce } from '#server/db/built-once.ts';
import type { Executor } from '#server/db/database.ts';
import type { LimitSetting } from '#shared/protection/protection-rules.ts';
import { accounts, protectionLimits, sessions } from '#server/db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  accountPk: number;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string;
  ipAddress: string;
}

export async function insertSession(db: Executor, session: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastSeenAt: session.createdAt })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Built once per executor: every authenticated request runs it (see built-once.ts). */
const sessionByTokenHash = builtOnce((db) =>
  db
    .select({
      session: sessions,
      account: accounts,
      limitAmount: protectionLimits.amount,
      limitPendingAt: protectionLimits.pendingAt,
      limitPendingAmount: protectionLimits.pendingAmount,
      limitKind: protectionLimits.kind,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountPk))
    // A session limit has the period 'session' only: with the unique (account, kind, period) key,
    // at most one row joins.
    .leftJoin(
      protectionLimits,
      and(
        eq(protectionLimits.accountPk, accounts.id),
        eq(protectionLimits.kind, 'session'),
        eq(protectionLimits.period, 'session'),
      ),
    )
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

/**
 * The session of a token hash with its account, and the account's session time limit (decision
 * 0034) as stored, read in the same query: every authenticated call checks that limit.
 */
export async function findSessionByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<{ session: SessionRow; account: AccountRow; sessionLimit: LimitSetting | null } | undefined> {
  const rows = await sessionByTokenHash(db).execute({ tokenHash });
  const row = rows[0];
  if (!row) return undefined;
  const sessionLimit =
    row.limitKind === null
      ? null
      : { amount: row.limitAmount, pendingAt: row.limitPendingAt, pendingAmount: row.limitPendingAmount };
  return { session: row.session, account: row.account, sessionLimit };
}

/** Records activity on a session and its account (the "active players" counter reads the latter). */
export async function touchSession(db: Executor, session: SessionRow, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  await db.update(accounts).set({ lastActiveAt: now }).where(eq(accounts.id, session.accountPk));
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of an account, except `keepSessionId` when given. */
export async function revokeAccountSessions(
  db: Executor,
  accountPk: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const conditions = [eq(sessions.accountPk, accountPk), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}
