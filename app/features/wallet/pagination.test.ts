import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPageButtons, defaultPerPage, paginate } from './pagination.ts';

describe('pagination (spec section 9: "10 items per page, 5 page buttons")', () => {
  it('has the defaults of the spec', () => {
    expect(defaultPerPage).toBe(10);
    expect(defaultPageButtons).toBe(5);
    expect(paginate(95, 1)).toEqual({ pages: 10, page: 1, from: 1, to: 10, buttons: [1, 2, 3, 4, 5] });
  });

  it('centres the 5 buttons on the current page', () => {
    expect(paginate(95, 5).buttons).toEqual([3, 4, 5, 6, 7]);
    expect(paginate(95, 5)).toMatchObject({ from: 41, to: 50 });
  });

  it('clamps the window at both ends', () => {
    expect(paginate(95, 2).buttons).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(95, 9).buttons).toEqual([6, 7, 8, 9, 10]);
    expect(paginate(95, 10)).toMatchObject({ from: 91, to: 95, buttons: [6, 7, 8, 9, 10] });
  });

  it('shows fewer buttons when there are fewer pages', () => {
    expect(paginate(25, 2)).toEqual({ pages: 3, page: 2, from: 11, to: 20, buttons: [1, 2, 3] });
    expect(paginate(10, 1)).toEqual({ pages: 1, page: 1, from: 1, to: 10, buttons: [1] });
  });

  it('has no pages and no buttons for an empty list', () => {
    expect(paginate(0, 1)).toEqual({ pages: 0, page: 1, from: 0, to: 0, buttons: [] });
  });

  it('shows the nearest page for a page out of range', () => {
    expect(paginate(95, 99)).toMatchObject({ page: 10, from: 91, to: 95 });
    expect(paginate(95, 0).page).toBe(1);
    expect(paginate(95, -3).page).toBe(1);
    expect(paginate(95, Number.NaN).page).toBe(1);
  });

  it('takes other page sizes and button counts', () => {
    expect(paginate(100, 4, { perPage: 20 })).toEqual({
      pages: 5,
      page: 4,
      from: 61,
      to: 80,
      buttons: [1, 2, 3, 4, 5],
    });
    expect(paginate(100, 6, { buttons: 3 }).buttons).toEqual([5, 6, 7]);
    expect(paginate(100, 6, { buttons: 4 }).buttons).toEqual([5, 6, 7, 8]);
  });

  it('buttons are at most 5, consecutive, within 1..pages and include the page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -5, max: 2_000 }), (total, page) => {
        const result = paginate(total, page);
        expect(result.buttons.length).toBeLessThanOrEqual(5);
        expect(result.buttons.length).toBe(Math.min(5, result.pages));
        result.buttons.forEach((button, index) => {
          expect(button).toBeGreaterThanOrEqual(1);
          expect(button).toBeLessThanOrEqual(result.pages);
          if (index > 0) expect(button).toBe(result.buttons[index - 1]! + 1);
        });
        if (result.pages > 0) {
          expect(result.buttons).toContain(result.page);
          expect(result.to - result.from + 1).toBe(Math.min(10, total - (result.page - 1) * 10));
        }
      }),
    );
  });
});
