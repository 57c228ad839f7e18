import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import type { BetHistoryLine } from '#shared/contract/bet-history-contract.ts';
import type { SportsEvent, SportsMarket } from '#shared/contract/sportsbook-contract.ts';
import { formatMinor } from '#shared/money/currency.ts';
import {
  betPayout,
  combinedOdds,
  formatOdds,
  formatQuarterLine,
  parlayBetType,
  parseQuarterLine,
  parseScore,
  potentialPayout,
  settleLeg,
  type EventResult,
  type LegResult,
  type Side,
  type SportsBetType,
} from '#shared/sportsbook/settlement.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { bets, sportsBetLines, sportsBets, sportsEvents, sportsSelections } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { openGameSession } from '#server/features/play/game-session.ts';
import { toMinorUnits } from '#server/features/payments/payment-limits.ts';
import { sportsProviderCode, type SportsWallet } from './sports-wallet-client.ts';

/** The SABA game a bet is recorded under: its (first) leg's sport. */
const sportGames: Readonly<Record<string, string>> = {
  football: 'saba-soccer-live-betting',
  basketball: 'saba-basketball-arena',
  tennis: 'saba-tennis-center-court',
};

type EventRow = typeof sportsEvents.$inferSelect;
type SelectionRow = typeof sportsSelections.$inferSelect;

/** A market groups its picks by bet type and by the line seen from the home side. */
function marketLine(selection: SelectionRow): string | null {
  if (selection.criteria1 === null || selection.betType === 'CS') return null;
  if (selection.betType !== 'HDP' || selection.homeAway === 'H') return selection.criteria1;
  const quarters = parseQuarterLine(selection.criteria1);
  return quarters === undefined ? selection.criteria1 : formatQuarterLine(-quarters, true);
}

/** The open events, soonest first, with their markets in the order they were set up. */
export async function listOpenEvents(db: Executor): Promise<SportsEvent[]> {
  const events = await db
    .select()
    .from(sportsEvents)
    .where(eq(sportsEvents.status, 'open'))
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id));
  if (events.length === 0) return [];
  const selections = await db
    .select()
    .from(sportsSelections)
    .where(
      inArray(
        sportsSelections.eventId,
        events.map((event) => event.id),
      ),
    )
    .orderBy(asc(sportsSelections.sortOrder), asc(sportsSelections.id));
  return events.map((event) => {
    const markets: SportsMarket[] = [];
    for (const selection of selections.filter((row) => row.eventId === event.id)) {
      const line = marketLine(selection);
      let market = markets.find((entry) => entry.bet_type === selection.betType && entry.line === line);
      if (!market) {
        market = { bet_type: selection.betType, line, selections: [] };
        markets.push(market);
      }
      market.selections.push({
        selection_id: selection.id,
        home_away: selection.homeAway,
        criteria1: selection.criteria1,
        odds: formatOdds(selection.odds),
      });
    }
    return {
      event_id: event.id,
      code: event.code,
      sport: event.sport as SportsEvent['sport'],
      league: event.league,
      home_team_name: event.homeTeamName,
      away_team_name: event.awayTeamName,
      team_names: event.teamNames,
      starts_at: event.startsAt.toISOString(),
      markets,
    };
  });
}

export interface PlaceSportsBets {
  brand: { id: number; document: BrandDocument };
  accountPk: number;
  kind: 'singles' | 'parlay';
  selectionIds: readonly number[];
  stake: string;
  idempotencyKey: string;
  now?: Date;
}

export interface PlacedSportsBet {
  bet_id: string | null;
  round_id: string;
  kind: 'single' | 'parlay';
  stake: string;
  odds: string;
  potential_payout: string;
}

type SportsBetRow = typeof sportsBets.$inferSelect;

async function linesOf(db: Executor, sportsBetId: number) {
  return db
    .select()
    .from(sportsBetLines)
    .where(eq(sportsBetLines.sportsBetId, sportsBetId))
    .orderBy(asc(sportsBetLines.legNo));
}

/**
 * Sends the bet's debit (again: the same transaction id answers the first result) and records
 * what the wallet answered: open with its bet record, or refused. A wallet that does not answer
 * leaves it pending, for the next retry.
 */
async function debit(db: Database, wallet: SportsWallet, bet: SportsBetRow): Promise<SportsBetRow> {
  const answer = await wallet.call('bet', {
    session_token: bet.sessionToken,
    transaction_id: `${bet.roundId}:bet`,
    round_id: bet.roundId,
    game_code: bet.gameCode,
    amount: Number(bet.stake),
    currency: bet.currency,
  });
  if (answer.status === 'OK') {
    const [record] = await db
      .select({ id: bets.id })
      .from(bets)
      .where(
        and(
          eq(bets.providerCode, bet.providerCode),
          eq(bets.roundId, bet.roundId),
          eq(bets.accountPk, bet.accountPk),
        ),
      );
    const [updated] = await db
      .update(sportsBets)
      .set({ state: 'open', betId: record?.id ?? null })
      .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.state, 'pending')))
      .returning();
    return updated ?? (await reread(db, bet));
  }
  const [updated] = await db
    .update(sportsBets)
    .set({ state: 'refused', refusal: answer.status })
    .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.state, 'pending')))
    .returning();
  return updated ?? (await reread(db, bet));
}

/** The bet as another request (the same slip sent twice at once) has just recorded it. */
async function reread(db: Executor, bet: SportsBetRow): Promise<SportsBetRow> {
  const [row] = await db.select().from(sportsBets).where(eq(sportsBets.id, bet.id));
  return row ?? bet;
}

function refusalError(status: string | null): ApiError {
  if (status === 'INSUFFICIENT_FUNDS') return new ApiError('insufficientBalance');
  return new ApiError('betRefused');
}

/**
 * Places a bet slip: one single per selection, or one parlay of them all. Each bet is written with
 * its lines and a game session of the SABA provider first (state pending), then debited through the
 * signed wallet API; a retry with the same idempotency key finds the bets and sends nothing twice.
 */
export async function placeSportsBets(
  db: Database,
  wallet: SportsWallet,
  request: PlaceSportsBets,
): Promise<{ currency: string; value: PlacedSportsBet[] }> {
  const { document } = request.brand;
  if (!document.providers.includes(sportsProviderCode)) throw new ApiError('gameNotFound');
  const currency = document.site.currency;
  const stake = toMinorUnits(request.stake, currency);
  if (stake <= 0n) throw new ApiError('invalidAmount');
  const ids = [...new Set(request.selectionIds)];
  const rows = await db
    .select({ selection: sportsSelections, event: sportsEvents })
    .from(sportsSelections)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsSelections.eventId))
    .where(inArray(sportsSelections.id, ids));
  if (rows.length !== ids.length) throw new ApiError('selectionNotFound');
  const byId = new Map(rows.map((row) => [row.selection.id, row]));
  const picked = ids.map((id) => byId.get(id)!);
  if (picked.some((row) => row.event.status !== 'open')) throw new ApiError('eventClosed');
  if (request.kind === 'parlay') {
    const events = new Set(picked.map((row) => row.event.id));
    if (picked.length < 2 || events.size !== picked.length) throw new ApiError('invalidParlay');
  }
  const slips =
    request.kind === 'parlay'
      ? [{ kind: 'parlay' as const, legs: picked }]
      : picked.map((row) => ({ kind: 'single' as const, legs: [row] }));

  const placed: SportsBetRow[] = [];
  for (const [index, slip] of slips.entries()) {
    const key = `${request.idempotencyKey}:${index}`;
    let bet = await findOrCreate(db, request, key, slip.kind, slip.legs, stake, currency);
    if (bet.state === 'pending') bet = await debit(db, wallet, bet);
    placed.push(bet);
  }
  const taken = placed.filter((bet) => bet.state === 'open' || bet.state === 'settled');
  if (taken.length === 0) throw refusalError(placed[0]?.refusal ?? null);
  const value: PlacedSportsBet[] = [];
  for (const bet of taken) {
    const odds = (await linesOf(db, bet.id)).map((line) => line.odds);
    value.push({
      bet_id: bet.betId === null ? null : String(bet.betId),
      round_id: bet.roundId,
      kind: bet.kind as 'single' | 'parlay',
      stake: formatMinor(bet.stake, currency),
      odds: formatOdds(combinedOdds(odds)),
      potential_payout: formatMinor(potentialPayout(bet.stake, odds), currency),
    });
  }
  return { currency, value };
}

async function findOrCreate(
  db: Database,
  request: PlaceSportsBets,
  key: string,
  kind: 'single' | 'parlay',
  legs: readonly { selection: SelectionRow; event: EventRow }[],
  stake: bigint,
  currency: string,
): Promise<SportsBetRow> {
  const find = async (executor: Executor) => {
    const [row] = await executor
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.accountPk, request.accountPk), eq(sportsBets.idempotencyKey, key)));
    return row;
  };
  const same = async (row: SportsBetRow) => {
    const lines = await linesOf(db, row.id);
    const selectionIds = lines.map((line) => line.selectionId);
    return (
      row.stake === stake &&
      row.kind === kind &&
      selectionIds.length === legs.length &&
      legs.every((leg, index) => selectionIds[index] === leg.selection.id)
    );
  };
  const existing = await find(db);
  if (existing) {
    if (!(await same(existing))) throw new ApiError('idempotencyConflict');
    return existing;
  }
  const gameCode = sportGames[legs[0]!.event.sport] ?? sportGames.football!;
  const created = await db.transaction(async (tx) => {
    const { token } = await openGameSession(tx, {
      brandId: request.brand.id,
      accountPk: request.accountPk,
      providerCode: sportsProviderCode,
      gameCode,
      currency,
      now: request.now,
    });
    const [row] = await tx
      .insert(sportsBets)
      .values({
        brandId: request.brand.id,
        accountPk: request.accountPk,
        idempotencyKey: key,
        roundId: `sb-${randomUUID()}`,
        providerCode: sportsProviderCode,
        gameCode,
        currency,
        sessionToken: token,
        kind,
        stake,
        createdAt: request.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx.insert(sportsBetLines).values(
      legs.map(({ selection, event }, index) => ({
        sportsBetId: row.id,
        legNo: index + 1,
        eventId: event.id,
        selectionId: selection.id,
        betType: selection.betType,
        homeAway: selection.homeAway,
        criteria1: selection.criteria1,
        homeTeamName: event.homeTeamName,
        awayTeamName: event.awayTeamName,
        teamNames: event.teamNames,
        odds: selection.odds,
      })),
    );
    return row;
  });
  if (created) return created;
  // The same request raced this one and won: answer its bet.
  const raced = await find(db);
  if (!raced || !(await same(raced))) throw new ApiError('idempotencyConflict');
  return raced;
}

/** An event's result as the settlement maths reads it. */
function resultOf(event: EventRow): EventResult | undefined {
  if (event.status === 'void') return { void: true };
  if (event.status !== 'settled' || event.fullTimeHome === null || event.fullTimeAway === null)
    return undefined;
  const halfTime =
    event.halfTimeHome === null || event.halfTimeAway === null
      ? undefined
      : { home: event.halfTimeHome, away: event.halfTimeAway };
  return { fullTime: { home: event.fullTimeHome, away: event.fullTimeAway }, halfTime };
}

function legOf(line: typeof sportsBetLines.$inferSelect) {
  return {
    betType: line.betType as SportsBetType,
    side: line.homeAway as Side,
    line: line.criteria1 === null ? undefined : parseQuarterLine(line.criteria1),
    score: line.criteria1 === null ? undefined : parseScore(line.criteria1),
  };
}

export interface SettlementReport {
  settled: { roundId: string; payout: bigint; currency: string }[];
  /** Bets with a leg still waiting for its event. */
  waiting: number;
  /** Bets whose win the wallet did not take this time (they are tried again next run). */
  failed: { roundId: string; status: string }[];
}

/**
 * Settles every open bet whose legs are all decided: each undecided leg of a decided event gets its
 * result, then each complete bet is paid through the wallet API (win with round_closed; 0 for a lost
 * bet). The win's transaction id is the round's, so a second run, or a run after a crash between
 * the win and the update, pays nothing twice.
 */
export async function settleDecidedBets(db: Database, wallet: SportsWallet): Promise<SettlementReport> {
  const report: SettlementReport = { settled: [], waiting: 0, failed: [] };
  // Bets whose debit was never answered: the same debit again tells what happened.
  const pending = await db.select().from(sportsBets).where(eq(sportsBets.state, 'pending'));
  for (const bet of pending) await debit(db, wallet, bet);

  const undecided = await db
    .select({ line: sportsBetLines, event: sportsEvents })
    .from(sportsBetLines)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLines.eventId))
    .where(and(isNull(sportsBetLines.result), sql`${sportsEvents.status} <> 'open'`));
  for (const { line, event } of undecided) {
    const result = resultOf(event);
    if (!result) continue;
    await db
      .update(sportsBetLines)
      .set({ result: settleLeg(legOf(line), result) })
      .where(and(eq(sportsBetLines.id, line.id), isNull(sportsBetLines.result)));
  }

  const open = await db
    .select()
    .from(sportsBets)
    .where(eq(sportsBets.state, 'open'))
    .orderBy(asc(sportsBets.id));
  for (const bet of open) {
    const lines = await linesOf(db, bet.id);
    if (lines.some((line) => line.result === null)) {
      report.waiting++;
      continue;
    }
    const payout = betPayout(
      bet.stake,
      lines.map((line) => ({ odds: line.odds, result: line.result as LegResult })),
    );
    const answer = await wallet.call('win', {
      session_token: bet.sessionToken,
      transaction_id: `${bet.roundId}:win`,
      bet_transaction_id: `${bet.roundId}:bet`,
      round_id: bet.roundId,
      game_code: bet.gameCode,
      amount: Number(payout),
      currency: bet.currency,
      round_closed: true,
    });
    if (answer.status !== 'OK') {
      report.failed.push({ roundId: bet.roundId, status: answer.status });
      continue;
    }
    await db
      .update(sportsBets)
      .set({ state: 'settled', payout, settledAt: new Date() })
      .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.state, 'open')));
    report.settled.push({ roundId: bet.roundId, payout, currency: bet.currency });
  }
  return report;
}

/** The lines of the sports bets among these bet records, as the bet history shows them. */
export async function sportsLinesOf(db: Executor, betIds: readonly string[]) {
  const lines = new Map<string, { betType: string; lines: BetHistoryLine[] }>();
  if (betIds.length === 0) return lines;
  const rows = await db
    .select({
      betId: sportsBets.betId,
      kind: sportsBets.kind,
      line: sportsBetLines,
      eventCode: sportsEvents.code,
    })
    .from(sportsBets)
    .innerJoin(sportsBetLines, eq(sportsBetLines.sportsBetId, sportsBets.id))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLines.eventId))
    .where(inArray(sportsBets.betId, betIds.map(Number)))
    .orderBy(asc(sportsBetLines.sportsBetId), asc(sportsBetLines.legNo));
  for (const { betId, kind, line, eventCode } of rows) {
    const key = String(betId);
    let entry = lines.get(key);
    if (!entry) {
      entry = { betType: kind === 'parlay' ? parlayBetType : line.betType, lines: [] };
      lines.set(key, entry);
    }
    const localNames: Record<string, string> = {};
    for (const [language, names] of Object.entries(line.teamNames)) {
      localNames[`home_team_name_${language}`] = names.home;
      localNames[`away_team_name_${language}`] = names.away;
    }
    entry.lines.push({
      ...localNames,
      bet_type: line.betType,
      home_away: line.homeAway,
      criteria1: line.criteria1,
      home_team_name: line.homeTeamName,
      away_team_name: line.awayTeamName,
      event_code: eventCode,
      odds: formatOdds(line.odds),
      result: line.result,
    });
  }
  return lines;
}
