import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { accountSignups, accounts, credentials } from '#server/db/schema.ts';
import type { AccountRow } from './session-repository.ts';

export type { AccountRow } from './session-repository.ts';

export async function findAccount(
  db: Executor,
  brandId: number,
  accountId: string,
): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.brandId, brandId), eq(accounts.accountId, accountId)))
    .limit(1);
  return rows[0];
}

/** The account and its password hash (null when it has none). */
export async function findAccountForLogin(
  db: Executor,
  brandId: number,
  accountId: string,
): Promise<{ account: AccountRow; passwordHash: string | null } | undefined> {
  const rows = await db
    .select({ account: accounts, passwordHash: credentials.passwordHash })
    .from(accounts)
    .leftJoin(credentials, eq(credentials.accountPk, accounts.id))
    .where(and(eq(accounts.brandId, brandId), eq(accounts.accountId, accountId)))
    .limit(1);
  return rows[0];
}

export async function findPasswordHash(db: Executor, accountPk: number): Promise<string | null> {
  const rows = await db
    .select({ hash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.accountPk, accountPk))
    .limit(1);
  return rows[0]?.hash ?? null;
}

/** Locks the account row until the transaction ends (serialises code sends of one account). */
export async function lockAccount(db: Executor, accountPk: number): Promise<void> {
  await db.execute(sql`select id from ${accounts} where ${accounts.id} = ${accountPk} for update`);
}

export interface NewAccount {
  brandId: number;
  accountId: string;
  contactPhone: string;
  contactEmail: string;
  createdAt: Date;
}

/** Inserts a pending account; undefined when the id is taken on the brand (also under a race). */
export async function insertPendingAccount(
  db: Executor,
  account: NewAccount,
): Promise<AccountRow | undefined> {
  const rows = await db
    .insert(accounts)
    .values({ ...account, status: 'pending' })
    .onConflictDoNothing({ target: [accounts.brandId, accounts.accountId] })
    .returning();
  return rows[0];
}

export type SignupDetails = Omit<typeof accountSignups.$inferInsert, 'accountPk'>;

export async function insertSignupDetails(
  db: Executor,
  accountPk: number,
  details: SignupDetails,
): Promise<void> {
  await db.insert(accountSignups).values({ accountPk, ...details });
}

export async function setPasswordHash(
  db: Executor,
  accountPk: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(credentials)
    .values({ accountPk, passwordHash, changedAt: now })
    .onConflictDoUpdate({ target: credentials.accountPk, set: { passwordHash, changedAt: now } });
}

/** pending → active; returns the account as it now is. */
export async function activateAccount(db: Executor, accountPk: number): Promise<AccountRow | undefined> {
  await db
    .update(accounts)
    .set({ status: 'active' })
    .where(and(eq(accounts.id, accountPk), eq(accounts.status, 'pending')));
  const rows = await db.select().from(accounts).where(eq(accounts.id, accountPk)).limit(1);
  return rows[0];
}

export async function markActive(db: Executor, accountPk: number, now: Date): Promise<void> {
  await db.update(accounts).set({ lastActiveAt: now }).where(eq(accounts.id, accountPk));
}

export async function updateProfile(
  db: Executor,
  accountPk: number,
  profile: { fullName: string; contactEmail: string },
): Promise<AccountRow> {
  const [row] = await db.update(accounts).set(profile).where(eq(accounts.id, accountPk)).returning();
  if (!row) throw new Error(`account ${accountPk} vanished during a profile update`);
  return row;
}

/** Notes the player's first paid deposit (the site's "deposited players" counter); later ones change nothing. */
export async function markFirstDeposit(db: Executor, accountPk: number, at: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ firstDepositAt: at })
    .where(and(eq(accounts.id, accountPk), isNull(accounts.firstDepositAt)));
}
