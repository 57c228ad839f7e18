import { describe, expect, it } from 'vitest';
import type { FlaggedGame } from './game-repository.ts';
import { defaultListSizes, pickDefaultLists } from './home-lists.ts';

function lobby(count: number, flags: (index: number) => Partial<FlaggedGame> = () => ({})): FlaggedGame[] {
  return Array.from({ length: count }, (_, index) => ({
    provider_code: index % 2 ? 'PG' : 'JILI',
    game_code: `g${index}`,
    game_name: `Game ${index}`,
    game_type: 'slots',
    img_url: `/games/g${index}.svg`,
    hot: false,
    featured: false,
    popular: false,
    isNew: false,
    ...flags(index),
  }));
}

const codes = (games: { game_code: string }[]) => games.map((game) => game.game_code);

describe('pickDefaultLists', () => {
  it('takes each list from its flag, in lobby order', () => {
    const games = lobby(80, (index) => ({
      hot: index < 20,
      featured: index >= 20 && index < 35,
      popular: index >= 35 && index < 45,
      isNew: index >= 45 && index < 55,
    }));
    const lists = pickDefaultLists(games);
    expect(codes(lists.hot)).toEqual(codes(games.slice(0, 15)));
    expect(codes(lists.featured)).toEqual(codes(games.slice(20, 30)));
    expect(codes(lists.popular)).toEqual(codes(games.slice(35, 41)));
    expect(codes(lists.new)).toEqual(codes(games.slice(45, 51)));
  });

  it('tops a list up from the lobby when too few games carry its flag, never repeating a game', () => {
    const games = lobby(60, (index) => ({
      hot: index === 7,
      featured: index === 7 || index === 8,
      isNew: index === 3,
    }));
    const lists = pickDefaultLists(games);
    expect(Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.length]))).toEqual(
      defaultListSizes,
    );
    expect(lists.hot[0]!.game_code).toBe('g7');
    expect(lists.featured[0]!.game_code).toBe('g8');
    expect(lists.new[0]!.game_code).toBe('g3');
    // The newest filler comes from the end of the lobby.
    expect(lists.new[1]!.game_code).toBe('g59');
    const all = Object.values(lists).flatMap(codes);
    expect(new Set(all).size).toBe(all.length);
    expect(lists.hot[0]).toEqual({
      provider_code: 'PG',
      game_code: 'g7',
      game_name: 'Game 7',
      game_type: 'slots',
      img_url: '/games/g7.svg',
    });
  });

  it('leaves later lists short rather than repeating games in a small lobby', () => {
    const lists = pickDefaultLists(lobby(20));
    expect(lists.hot).toHaveLength(15);
    expect(lists.featured).toHaveLength(5);
    expect(lists.popular).toHaveLength(0);
    expect(lists.new).toHaveLength(0);
  });
});
