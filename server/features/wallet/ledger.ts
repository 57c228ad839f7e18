import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { accounts, brands, ledgerEntries, wallets } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';

/** The balances of a wallet; each is a column of `wallets` and the `balance` of its ledger entries. */
export const balanceNames = ['cash', 'cash_held', 'game_token', 'minigame_token', 'minigame_frozen'] as const;
type BalanceName = (typeof balanceNames)[number];

export interface BalanceChange {
  balance: BalanceName;
  /** Minor units (cash) or whole tokens; never zero. */
  amount: bigint;
}

/**
 * One money movement: every change is applied to the wallet and written as a ledger entry in one
 * transaction, all under one idempotency key. Posting the same key again returns the first result.
 */
export interface LedgerOperation {
  accountPk: number;
  brandId: number;
  idempotencyKey: string;
  /** deposit, withdrawal, hold, release, claim, adjustment, bet, win, seed … */
  kind: string;
  reference?: string;
  changes: readonly BalanceChange[];
}

interface PostedEntry {
  id: number;
  balance: BalanceName;
  amount: bigint;
  balanceAfter: bigint;
}

export interface PostedOperation {
  /** True when the key had already been posted: nothing changed, the entries are the original ones. */
  replayed: boolean;
  entries: PostedEntry[];
}

export type WalletBalances = Record<BalanceName, bigint>;

export interface WalletRow extends WalletBalances {
  accountPk: number;
  brandId: number;
  currency: string;
}

const balanceColumns = {
  cash: wallets.cash,
  cash_held: wallets.cashHeld,
  game_token: wallets.gameToken,
  minigame_token: wallets.minigameToken,
  minigame_frozen: wallets.minigameFrozen,
} as const;

/** The drizzle property of each balance column. */
const walletPropertyOf = {
  cash: 'cash',
  cash_held: 'cashHeld',
  game_token: 'gameToken',
  minigame_token: 'minigameToken',
  minigame_frozen: 'minigameFrozen',
} as const satisfies Record<BalanceName, keyof typeof wallets.$inferInsert>;

/** The columns of a WalletRow, for a query that reads the wallet beside other rows. */
export const walletColumns = {
  accountPk: wallets.accountPk,
  brandId: wallets.brandId,
  currency: wallets.currency,
  ...balanceColumns,
};

/** Two-key advisory locks live in their own key space; this class is the ledger's. */
const ledgerLockClass = 73_410;
const maxKeyLength = 200;
const maxKindLength = 40;
const maxReferenceLength = 200;

/** The PostgreSQL error under drizzle's wrapper (both drivers put the SQLSTATE in `code`). */
function databaseErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: (e as { constraint?: string }).constraint };
  }
  return undefined;
}

const uniqueViolation = '23505';
const checkViolation = '23514';

function assertWellFormed(op: LedgerOperation): void {
  const problems: string[] = [];
  if (!Number.isSafeInteger(op.accountPk) || op.accountPk <= 0) problems.push('accountPk');
  if (!Number.isSafeInteger(op.brandId) || op.brandId <= 0) problems.push('brandId');
  if (op.idempotencyKey.length === 0 || op.idempotencyKey.length > maxKeyLength)
    problems.push('idempotencyKey');
  if (op.kind.length === 0 || op.kind.length > maxKindLength) problems.push('kind');
  if ((op.reference ?? '').length > maxReferenceLength) problems.push('reference');
  if (op.changes.length === 0) problems.push('no changes');
  const seen = new Set<string>();
  for (const change of op.changes) {
    if (!balanceNames.includes(change.balance)) problems.push(`balance ${String(change.balance)}`);
    if (seen.has(change.balance)) problems.push(`${change.balance} twice`);
    seen.add(change.balance);
    if (typeof change.amount !== 'bigint' || change.amount === 0n) problems.push(`${change.balance} amount`);
  }
  // A caller's bug, never player input (calls validate amounts first): fail loudly.
  if (problems.length > 0) throw new Error(`malformed ledger operation: ${problems.join(', ')}`);
}

/** The wallet of an account, created empty if missing. Call inside the caller's transaction. */
export async function ensureWallet(
  db: Executor,
  accountPk: number,
  brandId: number,
  currency: string,
): Promise<WalletRow> {
  await db.insert(wallets).values({ accountPk, brandId, currency }).onConflictDoNothing();
  const wallet = await findWallet(db, accountPk);
  if (!wallet || wallet.brandId !== brandId)
    throw new Error(`wallet of account ${accountPk} does not belong to brand ${brandId}`);
  return wallet;
}

export async function findWallet(db: Executor, accountPk: number): Promise<WalletRow | undefined> {
  const [row] = await db.select(walletColumns).from(wallets).where(eq(wallets.accountPk, accountPk));
  return row;
}

/** Creates the wallet of an account of the brand, in the brand's currency; nothing if it exists. */
async function createWalletInBrandCurrency(db: Executor, accountPk: number, brandId: number): Promise<void> {
  await db.execute(sql`
    insert into ${wallets} (account_pk, brand_id, currency)
    select ${accounts.id}, ${accounts.brandId}, ${brands.document} -> 'site' ->> 'currency'
    from ${accounts} join ${brands} on ${brands.id} = ${accounts.brandId}
    where ${accounts.id} = ${accountPk} and ${accounts.brandId} = ${brandId}
    on conflict do nothing`);
}

async function entriesOfKey(db: Executor, idempotencyKey: string) {
  return db
    .select({
      id: ledgerEntries.id,
      accountPk: ledgerEntries.accountPk,
      brandId: ledgerEntries.brandId,
      balance: ledgerEntries.balance,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey))
    .orderBy(asc(ledgerEntries.id));
}

type StoredEntry = Awaited<ReturnType<typeof entriesOfKey>>[number];

/**
 * The original result of an already posted key, or idempotencyConflict when the key was used for
 * another operation (other account, brand, kind, reference, balances or amounts).
 */
function replayOf(op: LedgerOperation, stored: StoredEntry[]): PostedOperation {
  const wanted = new Map(op.changes.map((change) => [change.balance as string, change.amount]));
  const same =
    stored.length === wanted.size &&
    stored.every(
      (entry) =>
        entry.accountPk === op.accountPk &&
        entry.brandId === op.brandId &&
        entry.kind === op.kind &&
        entry.reference === (op.reference ?? '') &&
        wanted.get(entry.balance) === entry.amount,
    );
  if (!same) throw new ApiError('idempotencyConflict');
  return {
    replayed: true,
    entries: stored.map((entry) => ({
      id: entry.id,
      balance: entry.balance as BalanceName,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
    })),
  };
}

async function applyOperation(tx: Executor, op: LedgerOperation): Promise<PostedOperation> {
  // Operations with one key run one after the other, so the check below sees every earlier one.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(ledgerLockClass))}, hashtext(${op.idempotencyKey}))`,
  );
  const stored = await entriesOfKey(tx, op.idempotencyKey);
  if (stored.length > 0) return replayOf(op, stored);

  const set: Partial<Record<keyof typeof wallets.$inferInsert, SQL>> = { updatedAt: sql`now()` };
  for (const change of op.changes) {
    const column = balanceColumns[change.balance];
    set[walletPropertyOf[change.balance]] = sql`${column} + ${change.amount.toString()}::bigint`;
  }
  const update = () =>
    tx
      .update(wallets)
      .set(set)
      .where(and(eq(wallets.accountPk, op.accountPk), eq(wallets.brandId, op.brandId)))
      .returning(walletColumns);

  // The row lock taken here serialises all operations on the wallet; the CHECK constraints refuse
  // any balance below zero and any hold above the cash, so no read-then-write race can overdraw.
  let [after] = await update();
  if (!after) {
    await createWalletInBrandCurrency(tx, op.accountPk, op.brandId);
    [after] = await update();
    if (!after) throw new Error(`account ${op.accountPk} has no wallet in brand ${op.brandId}`);
  }
  const balancesAfter = after;

  const inserted = await tx
    .insert(ledgerEntries)
    .values(
      op.changes.map((change) => ({
        accountPk: op.accountPk,
        brandId: op.brandId,
        balance: change.balance,
        amount: change.amount,
        balanceAfter: balancesAfter[change.balance],
        kind: op.kind,
        reference: op.reference ?? '',
        idempotencyKey: op.idempotencyKey,
      })),
    )
    .returning({
      id: ledgerEntries.id,
      balance: ledgerEntries.balance,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    });
  return {
    replayed: false,
    entries: inserted
      .map((entry) => ({ ...entry, balance: entry.balance as BalanceName }))
      .sort((a, b) => a.id - b.id),
  };
}

/**
 * Posts one operation: the wallet row and its ledger entries change together or not at all.
 * Given the database it opens a transaction; given an open transaction it works in a savepoint,
 * so a refused operation (insufficientBalance, idempotencyConflict) leaves the caller's
 * transaction usable. The wallet is created in the brand's currency on first use.
 *
 * Throws ApiError('insufficientBalance') when a balance would go below zero or the hold above the
 * cash, ApiError('idempotencyConflict') when the key was used for a different operation.
 */
export async function postOperation(db: Executor, op: LedgerOperation): Promise<PostedOperation> {
  assertWellFormed(op);
  try {
    return await db.transaction((tx) => applyOperation(tx, op));
  } catch (error) {
    const cause = databaseErrorOf(error);
    const refusedByWallet =
      cause?.code === checkViolation && (cause.constraint ?? 'wallets_').startsWith('wallets_');
    if (cause?.code !== uniqueViolation && !refusedByWallet) throw error;
    // The (sub)transaction is rolled back. Another transaction may have posted this key meanwhile
    // (possible only when the lock above is not shared, e.g. under a caller's snapshot isolation):
    // its entries are the answer, not our failure.
    const stored = await entriesOfKey(db, op.idempotencyKey);
    if (stored.length > 0) return replayOf(op, stored);
    if (refusedByWallet) throw new ApiError('insufficientBalance');
    throw error;
  }
}

/** A broken invariant of the ledger. */
export interface LedgerViolation {
  rule:
    | 'wallet-equals-entries'
    | 'negative-balance'
    | 'held-above-cash'
    | 'negative-balance-after'
    | 'running-balance'
    | 'duplicate-entry'
    | 'key-spans-accounts';
  accountPk?: number;
  balance?: string;
  detail: string;
}

interface QueryRows<T> {
  rows: T[];
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as QueryRows<T>).rows;
}

/**
 * Checks every ledger invariant over the whole database and lists what is broken (empty: sound).
 * Amounts are compared as text so both drivers read them exactly.
 */
export async function verifyLedger(db: Executor): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];

  const columns = balanceNames.map((name) => sql`(${name}, w.${sql.identifier(name)})`);
  for (const row of await rowsOf<{
    account_pk: string;
    balance: string;
    wallet: string | null;
    entries: string;
  }>(
    db,
    sql`with sums as (
          select account_pk, balance, sum(amount) as total from ${ledgerEntries} group by account_pk, balance),
        cols as (
          select w.account_pk, c.balance, c.amount from ${wallets} w
          cross join lateral (values ${sql.join(columns, sql`, `)}) as c(balance, amount))
        select coalesce(cols.account_pk, sums.account_pk) as account_pk,
          coalesce(cols.balance, sums.balance) as balance,
          cols.amount::text as wallet, coalesce(sums.total, 0)::text as entries
        from cols full join sums on sums.account_pk = cols.account_pk and sums.balance = cols.balance
        where cols.account_pk is null or cols.amount <> coalesce(sums.total, 0)
        order by 1, 2`,
  )) {
    violations.push({
      rule: 'wallet-equals-entries',
      accountPk: Number(row.account_pk),
      balance: row.balance,
      detail:
        row.wallet === null
          ? `no wallet but entries sum to ${row.entries}`
          : `wallet ${row.wallet} but entries sum to ${row.entries}`,
    });
  }

  for (const row of await rowsOf<{ account_pk: string; cash: string; cash_held: string; bad: string }>(
    db,
    sql`select account_pk, cash::text, cash_held::text,
          concat_ws(',', case when cash < 0 then 'cash' end, case when cash_held < 0 then 'cash_held' end,
            case when game_token < 0 then 'game_token' end,
            case when minigame_token < 0 then 'minigame_token' end,
            case when minigame_frozen < 0 then 'minigame_frozen' end,
            case when cash_held > cash then 'held' end) as bad
        from ${wallets}
        where least(cash, cash_held, game_token, minigame_token, minigame_frozen) < 0 or cash_held > cash
        order by account_pk`,
  )) {
    for (const name of row.bad.split(',')) {
      violations.push(
        name === 'held'
          ? {
              rule: 'held-above-cash',
              accountPk: Number(row.account_pk),
              detail: `held ${row.cash_held} above cash ${row.cash}`,
            }
          : {
              rule: 'negative-balance',
              accountPk: Number(row.account_pk),
              balance: name,
              detail: 'below zero',
            },
      );
    }
  }

  for (const row of await rowsOf<{ id: string; account_pk: string; balance: string; after: string }>(
    db,
    sql`select id, account_pk, balance, balance_after::text as after from ${ledgerEntries}
        where balance_after < 0 order by id`,
  )) {
    violations.push({
      rule: 'negative-balance-after',
      accountPk: Number(row.account_pk),
      balance: row.balance,
      detail: `entry ${row.id} leaves ${row.after}`,
    });
  }

  for (const row of await rowsOf<{
    id: string;
    account_pk: string;
    balance: string;
    after: string;
    running: string;
  }>(
    db,
    sql`select * from (
          select id, account_pk, balance, balance_after::text as after,
            (sum(amount) over (partition by account_pk, balance order by id))::text as running
          from ${ledgerEntries}) r
        where after <> running order by id`,
  )) {
    violations.push({
      rule: 'running-balance',
      accountPk: Number(row.account_pk),
      balance: row.balance,
      detail: `entry ${row.id} says ${row.after} after, the entries up to it sum to ${row.running}`,
    });
  }

  for (const row of await rowsOf<{ key: string; balance: string; n: string }>(
    db,
    sql`select idempotency_key as key, balance, count(*)::text as n from ${ledgerEntries}
        group by idempotency_key, balance having count(*) > 1 order by 1, 2`,
  )) {
    violations.push({
      rule: 'duplicate-entry',
      balance: row.balance,
      detail: `key ${row.key} has ${row.n} entries`,
    });
  }

  for (const row of await rowsOf<{ key: string; n: string }>(
    db,
    sql`select idempotency_key as key, count(distinct account_pk)::text as n from ${ledgerEntries}
        group by idempotency_key having count(distinct account_pk) > 1 order by 1`,
  )) {
    violations.push({ rule: 'key-spans-accounts', detail: `key ${row.key} moves ${row.n} accounts` });
  }

  return violations;
}
