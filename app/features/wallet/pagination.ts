/** Spec section 9: "Pagination defaults: 10 items per page, 5 page buttons." */
export const defaultPerPage = 10;
export const defaultPageButtons = 5;

export interface PaginationOptions {
  perPage?: number;
  buttons?: number;
}

export interface Pagination {
  /** Number of pages; 0 when there is nothing to show. */
  pages: number;
  /** The current page, clamped to 1..pages (1 when there are no pages). */
  page: number;
  /** 1-based positions of the first and last item on the page (both 0 when empty): items.slice(from - 1, to). */
  from: number;
  to: number;
  /** The page numbers to show as buttons: at most `buttons`, centred on the page where possible. */
  buttons: number[];
}

function wholeAtLeast(value: number, min: number, fallback: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : fallback;
}

/**
 * Where a page lies in a list of `total` items. A page out of range (a stale link after the list
 * shrank, a typed-in number) shows the nearest page rather than an empty one.
 */
export function paginate(total: number, page: number, options: PaginationOptions = {}): Pagination {
  const perPage = wholeAtLeast(options.perPage ?? defaultPerPage, 1, defaultPerPage);
  const buttonCount = wholeAtLeast(options.buttons ?? defaultPageButtons, 1, defaultPageButtons);
  const items = wholeAtLeast(total, 0, 0);
  const pages = Math.ceil(items / perPage);
  const current = Math.min(Math.max(wholeAtLeast(page, 1, 1), 1), Math.max(pages, 1));

  const first = Math.max(1, Math.min(current - Math.floor((buttonCount - 1) / 2), pages - buttonCount + 1));
  const last = Math.min(pages, first + buttonCount - 1);
  const buttons = Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);

  return {
    pages,
    page: current,
    from: pages === 0 ? 0 : (current - 1) * perPage + 1,
    to: Math.min(current * perPage, items),
    buttons,
  };
}
