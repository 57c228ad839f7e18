import { describe, expect, it } from 'vitest';
import { lobbyFilterOf } from './lobby-filter.ts';

const providers = ['EVOPLAY', 'PGSOFT', 'JILI'];
const filter = (query: string, categories: Parameters<typeof lobbyFilterOf>[1] = ['slots']) =>
  lobbyFilterOf(new URLSearchParams(query), categories, providers);

describe('lobby filter', () => {
  it('lists every provider and category of the lobby without a filter', () => {
    expect(filter('')).toEqual({ categories: ['slots'], providers });
  });

  it('keeps the one provider asked for, in any case', () => {
    expect(filter('provider=pgsoft').providers).toEqual(['PGSOFT']);
    expect(filter('provider=JiLi').providers).toEqual(['JILI']);
  });

  it('lists nothing for a provider the brand does not offer', () => {
    expect(filter('provider=sv388').providers).toEqual([]);
  });

  it('keeps one category of a lobby that lists several; ignores a category not in the lobby', () => {
    expect(filter('category=table', ['livecasino', 'table']).categories).toEqual(['table']);
    expect(filter('category=slots', ['livecasino', 'table']).categories).toEqual(['livecasino', 'table']);
    expect(filter('', ['livecasino', 'table']).categories).toEqual(['livecasino', 'table']);
  });
});
