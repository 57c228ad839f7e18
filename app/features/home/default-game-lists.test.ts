import { describe, expect, it } from 'vitest';
import type { GameEntry } from '../../../shared/contract/site-contract.ts';
import { defaultGameListCategory, defaultGameListSizes, pickDefaultGameLists } from './default-game-lists.ts';

function slots(perProvider: Record<string, number>): GameEntry[] {
  const games: GameEntry[] = [];
  for (const [provider, count] of Object.entries(perProvider)) {
    for (let index = 0; index < count; index += 1) {
      games.push({
        provider_code: provider,
        game_code: `${provider.toLowerCase()}-${index}`,
        game_name: `${provider} ${index}`,
        game_type: 'slots',
        img_url: `/games/${provider.toLowerCase()}-${index}.svg`,
      });
    }
  }
  return games;
}

const codes = (games: GameEntry[]) => games.map((game) => game.game_code);

describe('pickDefaultGameLists', () => {
  const catalogue = slots({ PG: 20, JILI: 20, EVO: 20 });

  it('fills hot 15, featured 10, popular 6 and new 6 from a large slots catalogue', () => {
    const lists = pickDefaultGameLists(catalogue);
    expect(lists.hot).toHaveLength(15);
    expect(lists.featured).toHaveLength(10);
    expect(lists.popular).toHaveLength(6);
    expect(lists.new).toHaveLength(6);
  });

  it('never puts one game in two lists', () => {
    const lists = pickDefaultGameLists(catalogue);
    const all = [...lists.hot, ...lists.featured, ...lists.popular, ...lists.new].map(
      (game) => game.game_code,
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('takes the providers in turn from the head of the lobby, and new from each provider’s end', () => {
    const lists = pickDefaultGameLists(catalogue);
    expect(codes(lists.hot).slice(0, 4)).toEqual(['pg-0', 'jili-0', 'evo-0', 'pg-1']);
    expect(codes(lists.new)).toEqual(['pg-19', 'jili-19', 'evo-19', 'pg-18', 'jili-18', 'evo-18']);
    expect(codes(lists.featured)[0]).toBe('pg-5');
  });

  it('answers the same for the same catalogue', () => {
    expect(pickDefaultGameLists(catalogue)).toEqual(pickDefaultGameLists([...catalogue]));
  });

  it('fills hot first and leaves the later lists short on a small catalogue, without repeats', () => {
    const lists = pickDefaultGameLists(slots({ HOUSE: 4 }));
    expect(codes(lists.hot)).toEqual(['house-0', 'house-1', 'house-2', 'house-3']);
    expect(lists.featured).toEqual([]);
    expect(lists.popular).toEqual([]);
    expect(lists.new).toEqual([]);
  });

  it('gives empty lists for no slots and ignores duplicate codes', () => {
    expect(pickDefaultGameLists([])).toEqual({ hot: [], featured: [], popular: [], new: [] });
    const twice = [...slots({ PG: 2 }), ...slots({ PG: 2 })];
    expect(codes(pickDefaultGameLists(twice).hot)).toEqual(['pg-0', 'pg-1']);
  });
});

it('"Default game lists built in, all slots: hot 15, featured 10, popular 6, new 6."', () => {
  expect(defaultGameListCategory).toBe('slots');
  expect(defaultGameListSizes).toEqual({ hot: 15, featured: 10, popular: 6, new: 6 });
});
