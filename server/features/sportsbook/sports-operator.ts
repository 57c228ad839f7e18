import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { parseScore, type Score } from '#shared/sportsbook/settlement.ts';
import type { Database } from '#server/db/database.ts';
import { sportsBetLines, sportsBets, sportsEvents } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { recordOperatorAction } from '#server/features/operations/operator-decisions.ts';

export type EventDecision = { void: true } | { void: false; fullTime: Score; halfTime?: Score };

export class EventNotFoundError extends Error {}

/** "2-1" and an optional half-time "1-0" as an operator types them; undefined when malformed. */
export function parseDecision(fullTime: string, halfTime: string | undefined): EventDecision | undefined {
  const full = parseScore(fullTime);
  const half = halfTime === undefined ? undefined : parseScore(halfTime);
  if (!full || (halfTime !== undefined && !half)) return undefined;
  if (half && (half.home > full.home || half.away > full.away)) return undefined;
  return { void: false, fullTime: full, ...(half ? { halfTime: half } : {}) };
}

function sameDecision(event: typeof sportsEvents.$inferSelect, decision: EventDecision): boolean {
  if (decision.void) return event.status === 'void';
  return (
    event.status === 'settled' &&
    event.fullTimeHome === decision.fullTime.home &&
    event.fullTimeAway === decision.fullTime.away &&
    event.halfTimeHome === (decision.halfTime?.home ?? null) &&
    event.halfTimeAway === (decision.halfTime?.away ?? null)
  );
}

/**
 * Enters an event's result, or voids it, once, recorded in operator_actions in the same
 * transaction. The same decision again changes nothing (`unchanged`); another one is refused
 * (alreadyDecided): bets may have been paid on the first.
 */
export async function decideEvent(
  db: Database,
  code: string,
  decision: EventDecision,
  actor: string,
): Promise<'decided' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.code, code)).for('update');
    if (!event) throw new EventNotFoundError(`No event '${code}' (npm run sports -- events lists them)`);
    if (event.status !== 'open') {
      if (sameDecision(event, decision)) return 'unchanged';
      throw new ApiError('alreadyDecided');
    }
    await tx
      .update(sportsEvents)
      .set(
        decision.void
          ? { status: 'void', decidedAt: new Date() }
          : {
              status: 'settled',
              fullTimeHome: decision.fullTime.home,
              fullTimeAway: decision.fullTime.away,
              halfTimeHome: decision.halfTime?.home ?? null,
              halfTimeAway: decision.halfTime?.away ?? null,
              decidedAt: new Date(),
            },
      )
      .where(eq(sportsEvents.id, event.id));
    await recordOperatorAction(tx, {
      actor,
      action: decision.void ? 'sports.void' : 'sports.result',
      target: code,
      detail: decision,
    });
    return 'decided';
  });
}

export interface EventSummary {
  code: string;
  sport: string;
  match: string;
  startsAt: Date;
  status: string;
  score: string;
  openBets: number;
}

/** Every event with its result and how many bets on it are still open. */
export async function eventSummaries(db: Database): Promise<EventSummary[]> {
  const events = await db
    .select()
    .from(sportsEvents)
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id));
  const ids = events.map((event) => event.id);
  const open =
    ids.length === 0
      ? []
      : await db
          .select({ eventId: sportsBetLines.eventId, n: count() })
          .from(sportsBetLines)
          .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLines.sportsBetId))
          .where(and(inArray(sportsBetLines.eventId, ids), inArray(sportsBets.state, ['pending', 'open'])))
          .groupBy(sportsBetLines.eventId);
  const openBy = new Map(open.map((row) => [row.eventId, Number(row.n)]));
  return events.map((event) => {
    const half = event.halfTimeHome === null ? '' : ` (HT ${event.halfTimeHome}-${event.halfTimeAway ?? 0})`;
    return {
      code: event.code,
      sport: event.sport,
      match: `${event.homeTeamName} v ${event.awayTeamName}`,
      startsAt: event.startsAt,
      status: event.status,
      score: event.fullTimeHome === null ? '' : `${event.fullTimeHome}-${event.fullTimeAway ?? 0}${half}`,
      openBets: openBy.get(event.id) ?? 0,
    };
  });
}
