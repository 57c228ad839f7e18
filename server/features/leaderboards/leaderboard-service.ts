import { and, eq, gte, sql } from 'drizzle-orm';
import type { BrandDocument, LeaderboardSetting } from '#shared/brand/brand-schema.ts';
import { currencyScale, formatMinor } from '#shared/money/currency.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { leaderboardPayouts } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { rewardUnits } from '#server/features/inbox/inbox-service.ts';
import {
  brandPeriod,
  duePeriods,
  type BrandPeriod,
  type PaidSince,
} from '#server/features/missions/brand-period.ts';
import { maskAccountId } from '#server/features/site/site-routes.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { rankPlayers, type RankedPlayer } from './leaderboard-ranking.ts';
import { blockedAccountsOfBrand } from '#server/features/protection/protection-service.ts';

/** The brand as the leaderboard rules need it. */
export interface LeaderboardBrand {
  id: number;
  document: Pick<BrandDocument, 'leaderboards' | 'time_zone' | 'site'>;
}

/** Advisory locks of leaderboard payouts live in their own class (the ledger's is 73 410). */
const payoutLockClass = 73_413;

/** How many places the list call shows. */
const leaderboardSize = 50;

/** The board's period holding `at`; null for a custom board outside its window. */
function boardPeriod(board: LeaderboardSetting, timeZone: string, at: Date): BrandPeriod | null {
  if (board.period !== 'custom') return brandPeriod(board.period, timeZone, at);
  const start = new Date(board.starts_at!);
  const end = new Date(board.ends_at!);
  return at >= start && at < end ? { key: 'custom', start, end } : null;
}

/** The board's ended periods whose prizes are due at `now`, oldest first (see duePeriods). */
async function dueBoardPeriods(
  board: LeaderboardSetting,
  timeZone: string,
  now: Date,
  paidSince: PaidSince,
): Promise<BrandPeriod[]> {
  if (board.period !== 'custom') return duePeriods(board.period, timeZone, now, paidSince);
  const end = new Date(board.ends_at!);
  const { keys } = await paidSince('custom');
  return end <= now && !keys.has('custom') ? [{ key: 'custom', start: new Date(board.starts_at!), end }] : [];
}

function minStakeOf(board: LeaderboardSetting, currency: string): bigint {
  return scaledBigInt(parseDecimal(board.min_stake)!, currencyScale(currency));
}

/** A score as the page shows it: money in the currency, a multiple with two decimals. */
export function scoreText(
  board: Pick<LeaderboardSetting, 'metric'>,
  score: bigint,
  currency: string,
): string {
  return board.metric === 'multiplier' ? formatMinor(score, 'USD') : formatMinor(score, currency);
}

export function boardOf(brand: LeaderboardBrand, boardId?: string): LeaderboardSetting {
  const board = boardId
    ? brand.document.leaderboards.find((candidate) => candidate.id === boardId)
    : brand.document.leaderboards[0];
  if (!board) throw new ApiError('notFound');
  return board;
}

export interface Standings {
  board: LeaderboardSetting;
  period: BrandPeriod | null;
  top: RankedPlayer[];
  own: RankedPlayer | null;
}

/** The current standings of a board: the top places and, when given, the player's own place. */
export async function standings(
  db: Executor,
  brand: LeaderboardBrand,
  board: LeaderboardSetting,
  now: Date,
  accountPk?: number,
): Promise<Standings> {
  const period = boardPeriod(board, brand.document.time_zone, now);
  if (!period) return { board, period, top: [], own: null };
  const ranked = await rankPlayers(db, brand.id, board, {
    from: period.start,
    to: period.end,
    minStake: minStakeOf(board, brand.document.site.currency),
    excluded: await blockedAccountsOfBrand(db, brand.id, now),
  });
  return {
    board,
    period,
    top: ranked.slice(0, leaderboardSize),
    own: accountPk === undefined ? null : (ranked.find((row) => row.accountPk === accountPk) ?? null),
  };
}

/** A ranked player as the list call answers it. */
export function publicRow(board: LeaderboardSetting, row: RankedPlayer, currency: string) {
  return {
    rank: row.rank,
    account_id: maskAccountId(row.accountId),
    score: scoreText(board, row.score, currency),
  };
}

/** The ledger key of one prize: one payment per (brand, board, period, place). */
export function prizeKey(brandId: number, boardId: string, periodKey: string, place: number): string {
  return `leaderboard:${brandId}:${boardId}:${periodKey}:${place}`;
}

/**
 * Pays the prizes of every board of the brand whose period has ended and is not paid yet, oldest
 * first, catching up the periods a runner that was down missed (dueBoardPeriods). Safe to
 * run twice and on several server copies at once: each period is paid in one transaction that
 * first takes a transaction advisory lock (a runner that does not get it skips the period), then
 * inserts the period's payout row (a period already paid is skipped), and every prize goes through
 * the ledger under prizeKey. Answers the periods paid.
 */
export async function payEndedLeaderboards(
  db: Database,
  brand: LeaderboardBrand,
  now: Date,
): Promise<{ boardId: string; periodKey: string; winners: number }[]> {
  const paid: { boardId: string; periodKey: string; winners: number }[] = [];
  for (const board of brand.document.leaderboards) {
    const ofBoard = and(eq(leaderboardPayouts.brandId, brand.id), eq(leaderboardPayouts.boardId, board.id));
    const paidSince = async (fromKey: string) => {
      const [first] = await db
        .select({ key: sql<string | null>`min(${leaderboardPayouts.periodKey})` })
        .from(leaderboardPayouts)
        .where(ofBoard);
      const recent = await db
        .select({ key: leaderboardPayouts.periodKey })
        .from(leaderboardPayouts)
        .where(and(ofBoard, gte(leaderboardPayouts.periodKey, fromKey)));
      return { first: first?.key ?? null, keys: new Set(recent.map((row) => row.key)) };
    };
    for (const period of await dueBoardPeriods(board, brand.document.time_zone, now, paidSince))
      await payPeriod(db, brand, board, period, now, paid);
  }
  return paid;
}

/** Pays one ended period of a board once (see payEndedLeaderboards), adding it to `paid`. */
async function payPeriod(
  db: Database,
  brand: LeaderboardBrand,
  board: LeaderboardSetting,
  period: BrandPeriod,
  now: Date,
  paid: { boardId: string; periodKey: string; winners: number }[],
): Promise<void> {
  const currency = brand.document.site.currency;
  const winners = await db.transaction(async (tx) => {
    const lock = `${brand.id}:${board.id}:${period.key}`;
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${sql.raw(String(payoutLockClass))}, hashtext(${lock})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return null;
    const [claimed] = await tx
      .insert(leaderboardPayouts)
      .values({ brandId: brand.id, boardId: board.id, periodKey: period.key })
      .onConflictDoNothing()
      .returning({ id: leaderboardPayouts.id });
    if (!claimed) return null;
    const ranked = await rankPlayers(
      tx,
      brand.id,
      board,
      {
        from: period.start,
        to: period.end,
        minStake: minStakeOf(board, currency),
        excluded: await blockedAccountsOfBrand(tx, brand.id, now),
      },
      board.prizes.length,
    );
    // Wallets in account order, as the cashback job takes them: two payouts of one brand running
    // at once (a second server copy) then queue on a wallet instead of deadlocking.
    for (const row of [...ranked].sort((a, b) => a.accountPk - b.accountPk)) {
      const prize = board.prizes[row.rank - 1]!;
      const units = rewardUnits(prize.type, prize.amount, currency);
      if (units === null) continue;
      await postOperation(tx, {
        accountPk: row.accountPk,
        brandId: brand.id,
        idempotencyKey: prizeKey(brand.id, board.id, period.key, row.rank),
        kind: 'claim',
        reference: `leaderboard ${board.id} ${period.key} #${row.rank}`,
        changes: [{ balance: prize.type, amount: units }],
      });
    }
    await tx
      .update(leaderboardPayouts)
      .set({ winners: ranked.length })
      .where(sql`${leaderboardPayouts.id} = ${claimed.id}`);
    return ranked.length;
  });
  if (winners !== null) paid.push({ boardId: board.id, periodKey: period.key, winners });
}
