import { describe, expect, it } from 'vitest';
import { betFilterFromParams, betHistoryRequest, noBetFilter, paramsOfBetFilter } from './bet-filter.ts';

describe('the bet history filter in the address', () => {
  it('reads a full filter and writes it back the same', () => {
    const text = '?category=livecasino&status=rolled_back&from=2026-11-01&to=2026-11-24&page=3';
    const filter = betFilterFromParams(new URLSearchParams(text));
    expect(filter).toEqual({
      category: 'livecasino',
      status: 'rolled_back',
      from: '2026-11-01',
      to: '2026-11-24',
      page: 3,
    });
    expect(paramsOfBetFilter(filter)).toBe(text);
  });

  it('leaves out anything malformed instead of failing', () => {
    const filter = betFilterFromParams(
      new URLSearchParams('?category=roulette&status=won&from=2026-02-30&to=yesterday&page=-1'),
    );
    expect(filter).toEqual(noBetFilter);
    expect(paramsOfBetFilter(filter)).toBe('');
  });

  it('asks the server for whole days of the player, ends swapped when given the wrong way round', () => {
    const request = betHistoryRequest({
      ...noBetFilter,
      from: '2026-11-24',
      to: '2026-11-20',
      status: 'open',
    });
    expect(request).toEqual({
      status: 'open',
      from: new Date(2026, 10, 20).toISOString(),
      to: new Date(2026, 10, 25).toISOString(),
      page: 1,
    });
  });
});
