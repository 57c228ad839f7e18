import { categorySlugs, type CategorySlug } from '#shared/brand/categories.ts';
import { betStatuses, type BetStatus } from '#shared/contract/bet-history-calls.ts';
import { rangeOfFilter, validDay } from '#app/features/wallet/history-filter.ts';

/** The bet history's filter as the address keeps it: ?category=slots&status=settled&from=…&to=…&page=2. */
export interface BetFilter {
  category: CategorySlug | '';
  status: BetStatus | '';
  /** Calendar days (YYYY-MM-DD) in the player's time zone; both ends included. */
  from: string;
  to: string;
  page: number;
}

export const noBetFilter: BetFilter = { category: '', status: '', from: '', to: '', page: 1 };

function oneOf<T extends string>(values: readonly T[], text: string | null): T | '' {
  return (values as readonly string[]).includes(text ?? '') ? (text as T) : '';
}

/** Reads the filter from the address; anything malformed is left out. */
export function betFilterFromParams(params: URLSearchParams): BetFilter {
  const page = Number(params.get('page'));
  return {
    category: oneOf(categorySlugs, params.get('category')),
    status: oneOf(betStatuses, params.get('status')),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a filter; empty parts and page 1 are left out. */
export function paramsOfBetFilter(filter: BetFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The bet_history request of a filter (its dates as instants of the player's time zone). */
export function betHistoryRequest(filter: BetFilter) {
  return {
    ...(filter.category ? { game_type: filter.category } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...rangeOfFilter(filter),
    page: filter.page,
  };
}
