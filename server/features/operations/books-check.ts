import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { verifyLedger, type LedgerViolation } from '#server/features/wallet/ledger.ts';

/**
 * A money event with no (or the wrong) ledger entries, or ledger entries its event does not have:
 * withdrawal-entries, deposit-entries, reward-entries.
 */
export interface ActivityViolation {
  rule: 'withdrawal-entries' | 'deposit-entries' | 'reward-entries';
  accountPk?: number;
  balance?: string;
  detail: string;
}

export type BooksViolation = LedgerViolation | ActivityViolation;

interface QueryRows<T> {
  rows: T[];
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as QueryRows<T>).rows;
}

/**
 * The entries each recorded event must have, one row per (key, balance), as real activity writes
 * them (withdrawal-service.ts, deposit-service.ts, inbox-service.ts; their tests verify through
 * here, so a changed key fails them):
 * - every withdrawal its hold (withdrawal:<id>:hold, cash_held +amount); a paid one its payout
 *   (withdrawal:<id>:paid, cash and cash_held −amount); a rejected one its release
 *   (withdrawal:<id>:release, cash_held −amount);
 * - a paid deposit its credit (deposit:<reference>, cash +amount);
 * - a claimed reward its payment (inbox:<id>, the reward's balance +amount).
 */
const expectedEntries = sql`
  select 'withdrawal' as event, w.id::text as subject, w.status, w.account_pk,
      'withdrawal:' || w.id || ':hold' as key, 'cash_held' as balance, w.amount_minor as amount
    from withdrawals w
  union all
  select 'withdrawal', w.id::text, w.status, w.account_pk, 'withdrawal:' || w.id || ':paid', b.balance,
      -w.amount_minor
    from withdrawals w cross join (values ('cash'), ('cash_held')) as b(balance)
    where w.status = 'paid'
  union all
  select 'withdrawal', w.id::text, w.status, w.account_pk, 'withdrawal:' || w.id || ':release',
      'cash_held', -w.amount_minor
    from withdrawals w where w.status = 'rejected'
  union all
  select 'deposit', d.reference, d.status, d.account_pk, 'deposit:' || d.reference, 'cash', d.amount_minor
    from deposits d where d.status = 'paid'
  union all
  select 'reward', m.id::text, 'claimed', m.account_pk, 'inbox:' || m.id, m.reward_type, m.reward_amount
    from inbox_messages m where m.claimed_at is not null and m.reward_type is not null`;

/** Every key an event may own, whatever its state: entries under them must be expected ones. */
const ownedKeys = sql`
  select 'withdrawal' as event, w.id::text as subject, w.status, w.account_pk,
      'withdrawal:' || w.id || s.suffix as key
    from withdrawals w cross join (values (':hold'), (':paid'), (':release')) as s(suffix)
  union all
  select 'deposit', d.reference, d.status, d.account_pk, 'deposit:' || d.reference from deposits d
  union all
  select 'reward', m.id::text, case when m.claimed_at is null then 'unclaimed' else 'claimed' end,
      m.account_pk, 'inbox:' || m.id
    from inbox_messages m`;

const ruleOf = {
  withdrawal: 'withdrawal-entries',
  deposit: 'deposit-entries',
  reward: 'reward-entries',
} as const;

type EventName = keyof typeof ruleOf;

/** "paid withdrawal 7", "paid deposit DEP-…", "claimed reward 12". */
function eventName(event: EventName, status: string, subject: string): string {
  return `${status} ${event} ${subject}`;
}

const signed = (amount: string) => (amount.startsWith('-') ? amount : `+${amount}`);

/**
 * Checks that every paid withdrawal, paid deposit and claimed reward (and every withdrawal's hold,
 * every rejected withdrawal's release) has exactly its ledger entries, on the right account and
 * with the right amounts, and that no event has entries its state does not call for (a rejected
 * deposit credited, an unclaimed reward paid). Empty: sound.
 */
/** One ledger entry of a money event, as the checks' queries give it (numbers as text). */
interface EventEntryRow {
  event: EventName;
  subject: string;
  status: string;
  account_pk: string;
  key: string;
  balance: string;
  amount: string;
}

export async function verifyActivityEntries(db: Executor): Promise<ActivityViolation[]> {
  const violations: ActivityViolation[] = [];

  for (const row of await rowsOf<
    EventEntryRow & { entry_account: string | null; entry_amount: string | null }
  >(
    db,
    sql`select e.event, e.subject, e.status, e.account_pk, e.key, e.balance, e.amount::text as amount,
          l.account_pk::text as entry_account, l.amount::text as entry_amount
        from (${expectedEntries}) e
        left join ledger_entries l on l.idempotency_key = e.key and l.balance = e.balance
        where l.id is null or l.account_pk <> e.account_pk or l.amount <> e.amount
        order by e.event, e.subject, e.key, e.balance`,
  )) {
    const wanted = `${signed(row.amount)} of account ${row.account_pk}`;
    violations.push({
      rule: ruleOf[row.event],
      accountPk: Number(row.account_pk),
      balance: row.balance,
      detail:
        row.entry_amount === null
          ? `${eventName(row.event, row.status, row.subject)} has no entry ${row.key} (expected ${wanted})`
          : `${eventName(row.event, row.status, row.subject)}: entry ${row.key} moves ${signed(row.entry_amount)} of account ${row.entry_account} (expected ${wanted})`,
    });
  }

  for (const row of await rowsOf<EventEntryRow>(
    db,
    sql`select o.event, o.subject, o.status, l.account_pk::text as account_pk, l.idempotency_key as key,
          l.balance, l.amount::text as amount
        from (${ownedKeys}) o
        join ledger_entries l on l.idempotency_key = o.key
        where not exists (
          select 1 from (${expectedEntries}) e where e.key = l.idempotency_key and e.balance = l.balance)
        order by o.event, o.subject, l.id`,
  )) {
    violations.push({
      rule: ruleOf[row.event],
      accountPk: Number(row.account_pk),
      balance: row.balance,
      detail: `${eventName(row.event, row.status, row.subject)} should have no entry ${row.key}, but it moves ${signed(row.amount)}`,
    });
  }

  return violations;
}

/** The ledger's own invariants (verifyLedger) and every money event's entries, in one list. */
export async function verifyBooks(db: Executor): Promise<BooksViolation[]> {
  return [...(await verifyLedger(db)), ...(await verifyActivityEntries(db))];
}
