import { historyTypes } from '#shared/contract/payment-calls.ts';

type HistoryType = (typeof historyTypes)[number];

/** The history filter as the address keeps it: ?type=deposit&from=2026-01-01&to=2026-01-31&page=2. */
export interface HistoryFilter {
  type: HistoryType | '';
  /** Calendar days (YYYY-MM-DD) in the player's time zone; both ends included. */
  from: string;
  to: string;
  page: number;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD, or ''. */
export function validDay(text: string | null): string {
  const match = dayPattern.exec(text ?? '');
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? text! : '';
}

/** Reads the filter from the address; anything malformed is left out (page 1, no type, no dates). */
export function filterFromParams(params: URLSearchParams): HistoryFilter {
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  return {
    type: (historyTypes as readonly string[]).includes(type) ? (type as HistoryType) : '',
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a filter; empty parts and page 1 are left out. */
export function paramsOfFilter(filter: HistoryFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Midnight at the start of a calendar day in the player's time zone, as an ISO instant. */
function startOfDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/**
 * The request's range: from the start of the `from` day up to (not including) the start of the day
 * after `to`, so the `to` day is included whole. Days the wrong way round are swapped.
 */
export function rangeOfFilter<F extends { from: string; to: string }>(
  filter: F,
): { from?: string; to?: string } {
  let { from, to } = filter;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(from ? { from: startOfDay(from) } : {}),
    ...(to ? { to: startOfDay(to, 1) } : {}),
  };
}
