import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Block, CountedAmount, LimitSetting } from '#shared/protection/protection-rules.ts';
import type { Executor } from '#server/db/database.ts';
import {
  accounts,
  deposits,
  ledgerEntries,
  protectionBlocks,
  protectionEvents,
  protectionLimits,
  protectionSettings,
} from '#server/db/schema.ts';

/** Advisory lock class of a player's protection checks (beside the ledger's 73_410 …). */
const protectionLockClass = 73_413;

/**
 * Serialises every check-then-spend of one account until the transaction ends: two deposits or two
 * bets racing each other see each other's amounts, so together they never pass a limit.
 */
export async function lockProtection(db: Executor, accountPk: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(protectionLockClass))}, ${accountPk}::int4)`,
  );
}

/**
 * The accounts whose deposit, loss and wager limits and spending bind this account (itself first):
 * with the person's accounts (same phone, or same e-mail where given) on the other brands when both
 * brands opt into sharing limits (`protection.share_limits`) and use the same currency (amounts are
 * never converted). A brand that does not share answers the account alone.
 */
export async function limitSharingAccounts(db: Executor, accountPk: number): Promise<number[]> {
  // The hot path (every bet and deposit) of a brand that does not share: one lookup by keys.
  const own = (await db.execute(sql`
    select own.contact_phone as phone, lower(trim(own.contact_email)) as email,
           own_brand.document -> 'site' ->> 'currency' as currency
    from accounts own join brands own_brand on own_brand.id = own.brand_id
    where own.id = ${accountPk} and (own_brand.document -> 'protection' ->> 'share_limits') = 'true'
  `)) as unknown as { rows: { phone: string; email: string; currency: string }[] };
  const person = own.rows[0];
  if (!person || (person.phone === '' && person.email === '')) return [accountPk];
  // The person's other accounts with a verified phone (not pending) on brands that share, same currency.
  const others = (await db.execute(sql`
    select other.id
    from accounts other join brands other_brand on other_brand.id = other.brand_id
    where other.id <> ${accountPk} and other.status <> 'pending'
      and ((${person.phone} <> '' and other.contact_phone <> '' and other.contact_phone = ${person.phone})
        or (${person.email} <> '' and other.contact_email <> ''
          and lower(trim(other.contact_email)) = ${person.email}))
      and (other_brand.document -> 'protection' ->> 'share_limits') = 'true'
      and (other_brand.document -> 'site' ->> 'currency') = ${person.currency}
  `)) as unknown as { rows: { id: number | string }[] };
  return [accountPk, ...new Set(others.rows.map((row) => Number(row.id)))];
}

export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type StoredPeriod = 'day' | 'week' | 'month' | 'session';

export interface StoredLimit extends LimitSetting {
  kind: LimitKind;
  period: StoredPeriod;
}

export async function loadLimits(db: Executor, accountPk: number): Promise<StoredLimit[]> {
  const rows = await db
    .select({
      kind: protectionLimits.kind,
      period: protectionLimits.period,
      amount: protectionLimits.amount,
      pendingAt: protectionLimits.pendingAt,
      pendingAmount: protectionLimits.pendingAmount,
    })
    .from(protectionLimits)
    .where(eq(protectionLimits.accountPk, accountPk));
  return rows as StoredLimit[];
}

export async function saveLimit(
  db: Executor,
  accountPk: number,
  limit: StoredLimit,
  now: Date,
): Promise<void> {
  const values = {
    amount: limit.amount,
    pendingAt: limit.pendingAt,
    pendingAmount: limit.pendingAmount,
    updatedAt: now,
  };
  await db
    .insert(protectionLimits)
    .values({ accountPk, kind: limit.kind, period: limit.period, ...values })
    .onConflictDoUpdate({
      target: [protectionLimits.accountPk, protectionLimits.kind, protectionLimits.period],
      set: values,
    });
}

export async function realityCheckOf(db: Executor, accountPk: number): Promise<number> {
  const [row] = await db
    .select({ minutes: protectionSettings.realityCheckMinutes })
    .from(protectionSettings)
    .where(eq(protectionSettings.accountPk, accountPk));
  return row?.minutes ?? 0;
}

export async function saveRealityCheck(
  db: Executor,
  accountPk: number,
  minutes: number,
  now: Date,
): Promise<void> {
  await db
    .insert(protectionSettings)
    .values({ accountPk, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: protectionSettings.accountPk,
      set: { realityCheckMinutes: minutes, updatedAt: now },
    });
}

export interface ProtectionEvent {
  brandId: number;
  accountPk: number;
  kind: string;
  detail: Record<string, unknown>;
  at: Date;
}

export async function insertEvent(db: Executor, event: ProtectionEvent): Promise<void> {
  await db.insert(protectionEvents).values(event);
}

export async function listEvents(db: Executor, accountPk: number, limit = 100) {
  return db
    .select({ kind: protectionEvents.kind, detail: protectionEvents.detail, at: protectionEvents.at })
    .from(protectionEvents)
    .where(eq(protectionEvents.accountPk, accountPk))
    .orderBy(sql`${protectionEvents.at} desc, ${protectionEvents.id} desc`)
    .limit(limit);
}

/** Deposits of the accounts asked for since `since` that still may credit (pending) or did (paid), by request time. */
export async function countedDeposits(
  db: Executor,
  accountPks: readonly number[],
  since: Date,
): Promise<CountedAmount[]> {
  const rows = await db
    .select({ at: deposits.createdAt, amount: deposits.amountMinor })
    .from(deposits)
    .where(
      and(
        inArray(deposits.accountPk, [...accountPks]),
        inArray(deposits.status, ['pending', 'paid']),
        gt(deposits.createdAt, since),
      ),
    );
  return rows;
}

/**
 * Game money of the accounts since `since`, as the ledger wrote it: a stake counts positive, a win or a stake given
 * back negative. For a wager limit only stakes (less stakes given back) count.
 */
export async function countedPlay(
  db: Executor,
  accountPks: readonly number[],
  since: Date,
): Promise<{ loss: CountedAmount[]; wager: CountedAmount[] }> {
  const rows = await db
    .select({ at: ledgerEntries.createdAt, amount: ledgerEntries.amount, kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.accountPk, [...accountPks]),
        eq(ledgerEntries.balance, 'cash'),
        inArray(ledgerEntries.kind, ['bet', 'win', 'rollback']),
        gt(ledgerEntries.createdAt, since),
      ),
    );
  const loss = rows.map((row) => ({ at: row.at, amount: -row.amount }));
  const wager = rows.filter((row) => row.kind !== 'win').map((row) => ({ at: row.at, amount: -row.amount }));
  return { loss, wager };
}

/** The person an account belongs to, as blocks match it: its E.164 phone and lower-cased e-mail. */
export interface Person {
  /** The account asked about: its own blocks bind it even without a phone or e-mail. */
  accountPk?: number;
  phone: string;
  email: string;
}

export async function personOf(db: Executor, accountPk: number): Promise<Person | undefined> {
  const [row] = await db
    .select({ phone: accounts.contactPhone, email: accounts.contactEmail })
    .from(accounts)
    .where(eq(accounts.id, accountPk));
  return row && { accountPk, phone: row.phone, email: row.email.trim().toLowerCase() };
}

/** Blocks of the person: of the account itself, of its phone, of its e-mail (never of an empty one). */
function matching(person: Person) {
  const conditions = [];
  if (person.accountPk !== undefined) conditions.push(eq(protectionBlocks.accountPk, person.accountPk));
  if (person.phone) conditions.push(eq(protectionBlocks.phone, person.phone));
  if (person.email) conditions.push(eq(protectionBlocks.email, person.email));
  return conditions.length ? or(...conditions) : undefined;
}

export interface StoredBlock extends Block {
  id: number;
  brandId: number;
  accountPk: number;
}

/** Every block of the person, on any brand. */
export async function blocksOf(db: Executor, person: Person): Promise<StoredBlock[]> {
  const where = matching(person);
  if (!where) return [];
  const rows = await db
    .select({
      id: protectionBlocks.id,
      brandId: protectionBlocks.brandId,
      accountPk: protectionBlocks.accountPk,
      kind: protectionBlocks.kind,
      startsAt: protectionBlocks.startsAt,
      endsAt: protectionBlocks.endsAt,
      resumeRequestedAt: protectionBlocks.resumeRequestedAt,
      liftedAt: protectionBlocks.liftedAt,
    })
    .from(protectionBlocks)
    .where(where)
    .orderBy(protectionBlocks.id);
  return rows as StoredBlock[];
}

export async function insertBlock(
  db: Executor,
  block: {
    brandId: number;
    accountPk: number;
    person: Person;
    kind: Block['kind'];
    startsAt: Date;
    endsAt: Date | null;
    createdBy: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(protectionBlocks)
    .values({
      brandId: block.brandId,
      accountPk: block.accountPk,
      phone: block.person.phone,
      email: block.person.email,
      kind: block.kind,
      startsAt: block.startsAt,
      endsAt: block.endsAt,
      createdBy: block.createdBy,
    })
    .returning({ id: protectionBlocks.id });
  return row!.id;
}

export async function markResumeRequested(db: Executor, blockId: number, now: Date): Promise<void> {
  await db.update(protectionBlocks).set({ resumeRequestedAt: now }).where(eq(protectionBlocks.id, blockId));
}

/** Every account of the person on every brand (same phone, or same e-mail where given). */
export async function accountsOfPerson(db: Executor, person: Person): Promise<number[]> {
  const conditions = [];
  if (person.accountPk !== undefined) conditions.push(eq(accounts.id, person.accountPk));
  if (person.phone) conditions.push(eq(accounts.contactPhone, person.phone));
  if (person.email) conditions.push(sql`lower(trim(${accounts.contactEmail})) = ${person.email}`);
  if (!conditions.length) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(...conditions));
  return rows.map((row) => row.id);
}

/**
 * The brand's accounts matched by a block (by the account itself, its phone or its e-mail), each
 * with the block, for the caller to keep those in force.
 */
export async function blockedCandidatesOfBrand(
  db: Executor,
  brandId: number,
): Promise<{ accountPk: number; block: Block }[]> {
  const rows = await db
    .select({
      accountPk: accounts.id,
      kind: protectionBlocks.kind,
      startsAt: protectionBlocks.startsAt,
      endsAt: protectionBlocks.endsAt,
      resumeRequestedAt: protectionBlocks.resumeRequestedAt,
      liftedAt: protectionBlocks.liftedAt,
    })
    .from(protectionBlocks)
    .innerJoin(
      accounts,
      or(
        eq(accounts.id, protectionBlocks.accountPk),
        and(ne(protectionBlocks.phone, ''), eq(accounts.contactPhone, protectionBlocks.phone)),
        and(
          ne(protectionBlocks.email, ''),
          sql`lower(trim(${accounts.contactEmail})) = ${protectionBlocks.email}`,
        ),
      ),
    )
    .where(eq(accounts.brandId, brandId));
  return rows.map(({ accountPk, ...block }) => ({ accountPk, block: block as Block }));
}
