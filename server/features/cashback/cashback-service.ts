import { and, eq, gte, sql } from 'drizzle-orm';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { formatMinor } from '#shared/money/currency.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { cashbackPayouts } from '#server/db/schema.ts';
import { insertInboxMessages } from '#server/features/inbox/inbox-repository.ts';
import { duePeriods, type BrandPeriod } from '#server/features/missions/brand-period.ts';
import { blockedAccountsOfBrand } from '#server/features/protection/protection-service.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';

/** The brand as the cashback rules need it. */
export interface CashbackBrand {
  id: number;
  document: Pick<BrandDocument, 'vip' | 'time_zone' | 'site'>;
}

/** One player's cashback of a week, minor units. */
export interface CashbackLine {
  accountPk: number;
  accountId: string;
  level: number;
  /** Stakes less wins of the week's settled rounds (positive: a loss). */
  netLoss: bigint;
  /** The level's percent in hundredths (12.5 % = 1 250). */
  basisPoints: number;
  amount: bigint;
}

/** Advisory locks of cashback payouts have their own class (leaderboards use 73 413, the ledger 73 410). */
const payoutLockClass = 73_414;

/** The ledger key of one player's cashback: one payment per (account, week), whoever runs it. */
export function cashbackKey(accountPk: number, weekKey: string): string {
  return `cashback:${accountPk}:${weekKey}`;
}

/** A percent text of the brand document (`12.5`) in hundredths of a percent. */
function basisPointsOf(percent: string): number {
  return Number(scaledBigInt(parseDecimal(percent)!, 2));
}

/**
 * Every player's cashback for a week: the net loss of the rounds placed in it (stakes less wins of
 * settled rounds; open and rolled-back rounds do not count), times the cashback percent of the
 * player's VIP level when this runs, rounded down to the minor unit. Players with no loss, a level
 * without cashback or a time-out or self-exclusion in force (no promotions to them, decision 0034)
 * are left out.
 */
export async function weekCashback(
  db: Executor,
  brand: CashbackBrand,
  week: BrandPeriod,
  now: Date,
): Promise<CashbackLine[]> {
  const levels = brand.document.vip.levels;
  const rows = (await db.execute(sql`
    select b.account_pk as "accountPk", a.account_id as "accountId",
           coalesce(v.level, 0) as level, sum(b.stake) - sum(b.win) as "netLoss"
    from bets b
    join accounts a on a.id = b.account_pk
    left join vip_progress v on v.account_pk = b.account_pk
    where b.brand_id = ${brand.id} and b.status = 'settled'
      and b.placed_at >= ${week.start.toISOString()} and b.placed_at < ${week.end.toISOString()}
    group by b.account_pk, a.account_id, v.level
    having sum(b.stake) - sum(b.win) > 0
    order by b.account_pk`)) as unknown as {
    rows: { accountPk: number | string; accountId: string; level: number | string; netLoss: string }[];
  };
  const blocked = new Set(await blockedAccountsOfBrand(db, brand.id, now));
  const lines: CashbackLine[] = [];
  for (const row of rows.rows) {
    const accountPk = Number(row.accountPk);
    if (blocked.has(accountPk)) continue;
    // Beyond the top of a shortened ladder counts as the top.
    const level = Math.min(Number(row.level), levels.length - 1);
    const basisPoints = basisPointsOf(levels[level]!.cashback_percent);
    const netLoss = BigInt(row.netLoss);
    const amount = (netLoss * BigInt(basisPoints)) / 10_000n;
    if (amount <= 0n) continue;
    lines.push({ accountPk, accountId: row.accountId, level, netLoss, basisPoints, amount });
  }
  return lines;
}

/** The brand's weeks whose cashback is due at `now`, oldest first (duePeriods: catch-up, 8 weeks). */
async function dueCashbackWeeks(db: Executor, brand: CashbackBrand, now: Date): Promise<BrandPeriod[]> {
  return duePeriods('weekly', brand.document.time_zone, now, async (fromKey) => {
    const [first] = await db
      .select({ key: sql<string | null>`min(${cashbackPayouts.weekKey})` })
      .from(cashbackPayouts)
      .where(eq(cashbackPayouts.brandId, brand.id));
    const recent = await db
      .select({ key: cashbackPayouts.weekKey })
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.brandId, brand.id), gte(cashbackPayouts.weekKey, fromKey)));
    return { first: first?.key ?? null, keys: new Set(recent.map((row) => row.key)) };
  });
}

/**
 * Pays the VIP cashback of every ended brand-local week not paid yet (catching up missed weeks).
 * Safe to run twice and on several server copies at once: each week is paid in one transaction that
 * first takes a transaction advisory lock (a runner that does not get it skips the week), then
 * inserts the week's payout row (a week already paid is skipped); each player's cashback goes
 * through the ledger under cashbackKey, with an inbox message telling of it. Answers the weeks paid.
 */
export async function payDueCashback(
  db: Database,
  brand: CashbackBrand,
  now: Date,
): Promise<{ weekKey: string; players: number; total: bigint }[]> {
  const paid: { weekKey: string; players: number; total: bigint }[] = [];
  const currency = brand.document.site.currency;
  for (const week of await dueCashbackWeeks(db, brand, now)) {
    const done = await db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${sql.raw(String(payoutLockClass))}, hashtext(${`${brand.id}:${week.key}`})) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!result.rows[0]?.locked) return null;
      const [claimed] = await tx
        .insert(cashbackPayouts)
        .values({ brandId: brand.id, weekKey: week.key })
        .onConflictDoNothing()
        .returning({ id: cashbackPayouts.id });
      if (!claimed) return null;
      const lines = await weekCashback(tx, brand, week, now);
      let total = 0n;
      for (const line of lines) {
        const posted = await postOperation(tx, {
          accountPk: line.accountPk,
          brandId: brand.id,
          idempotencyKey: cashbackKey(line.accountPk, week.key),
          kind: 'claim',
          reference: `cashback ${week.key}`,
          changes: [{ balance: 'cash', amount: line.amount }],
        });
        if (posted.replayed) continue;
        total += line.amount;
        // Paid already: the message tells of it and carries nothing to claim (English, as sent).
        await insertInboxMessages(tx, [
          {
            brandId: brand.id,
            accountPk: line.accountPk,
            title: 'Weekly cashback',
            body: `Your VIP cashback of ${currency} ${formatMinor(line.amount, currency)} for the week of ${week.key} (${(line.basisPoints / 100).toString()}% of your net loss of ${currency} ${formatMinor(line.netLoss, currency)}) is in your balance.`,
            reward: null,
          },
        ]);
      }
      await tx
        .update(cashbackPayouts)
        .set({ players: lines.length, total })
        .where(eq(cashbackPayouts.id, claimed.id));
      return { weekKey: week.key, players: lines.length, total };
    });
    if (done) paid.push(done);
  }
  return paid;
}
