/** A day or week of a brand, in its time zone: [start, end), keyed by its first local day. */
export interface BrandPeriod {
  key: string;
  start: Date;
  end: Date;
}

/** The local calendar date of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local day starts (its midnight, or the first instant after a gap). */
function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(wall, timeZone);
  const corrected = wall - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The brand's day (daily) or week, Monday first (weekly), that holds `now`. */
export function brandPeriod(repeat: 'daily' | 'weekly', timeZone: string, now: Date): BrandPeriod {
  const today = localDate(now, timeZone);
  const first = new Date(Date.UTC(today.year, today.month - 1, today.day));
  if (repeat === 'weekly') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const next = new Date(first);
  next.setUTCDate(next.getUTCDate() + (repeat === 'weekly' ? 7 : 1));
  const at = (date: Date) =>
    startOfLocalDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), timeZone);
  return {
    key: isoDay(first.getUTCFullYear(), first.getUTCMonth() + 1, first.getUTCDate()),
    start: at(first),
    end: at(next),
  };
}

/** How far back a runner that was down catches up on paying ended periods (decision 0035). */
const catchUpMs = 8 * 7 * 24 * 60 * 60 * 1000;

/** What a payout runner has paid of a series of periods: the first key paid, and those from a key on. */
export type PaidSince = (fromKey: string) => Promise<{ first: string | null; keys: Set<string> }>;

/**
 * The ended days or weeks whose payout is due at `now`, oldest first: every period not paid yet
 * from the first paid one on, at most 8 weeks back. A series never paid starts with its last ended
 * period only, so adding a board or a brand never pays for weeks before it existed; a gap left by
 * a payment that failed while a later period was paid is still filled.
 */
export async function duePeriods(
  repeat: 'daily' | 'weekly',
  timeZone: string,
  now: Date,
  paidSince: PaidSince,
): Promise<BrandPeriod[]> {
  const window: BrandPeriod[] = [];
  let period = brandPeriod(repeat, timeZone, now);
  for (;;) {
    period = brandPeriod(repeat, timeZone, new Date(period.start.getTime() - 1));
    if (window.length > 0 && now.getTime() - period.end.getTime() > catchUpMs) break;
    window.unshift(period);
  }
  const { first, keys } = await paidSince(window[0]!.key);
  if (first === null) return window.slice(-1);
  return window.filter((candidate) => candidate.key >= first && !keys.has(candidate.key));
}
