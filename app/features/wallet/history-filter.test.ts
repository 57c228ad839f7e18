import { describe, expect, it } from 'vitest';
import { filterFromParams, paramsOfFilter, rangeOfFilter, validDay } from './history-filter.ts';

describe('the history filter in the address', () => {
  it('reads type, days and page, leaving out anything malformed', () => {
    expect(filterFromParams(new URLSearchParams('type=claim&from=2026-02-01&to=2026-02-28&page=3'))).toEqual({
      type: 'claim',
      from: '2026-02-01',
      to: '2026-02-28',
      page: 3,
    });
    expect(filterFromParams(new URLSearchParams('type=bet&from=2026-02-30&to=yesterday&page=-2'))).toEqual({
      type: '',
      from: '',
      to: '',
      page: 1,
    });
    expect(filterFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what is set, page 1 left out', () => {
    expect(paramsOfFilter({ type: '', from: '', to: '', page: 1 })).toBe('');
    expect(paramsOfFilter({ type: 'deposit', from: '2026-01-01', to: '', page: 2 })).toBe(
      '?type=deposit&from=2026-01-01&page=2',
    );
  });

  it('knows real calendar days', () => {
    expect(validDay('2024-02-29')).toBe('2024-02-29');
    expect(validDay('2026-02-29')).toBe('');
    expect(validDay(null)).toBe('');
  });
});

describe('rangeOfFilter', () => {
  it('covers whole days in the local time zone, the last day included', () => {
    const range = rangeOfFilter({ type: '', from: '2026-03-01', to: '2026-03-31', page: 1 });
    expect(range.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(range.to).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('swaps days given the wrong way round and leaves out open ends', () => {
    const range = rangeOfFilter({ type: '', from: '2026-03-31', to: '2026-03-01', page: 1 });
    expect(range.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(rangeOfFilter({ type: '', from: '', to: '', page: 1 })).toEqual({});
  });
});
