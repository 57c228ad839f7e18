import { describe, expect, it } from 'vitest';
import { lobbyFilterOf, lobbySearchWith } from './lobby-filter.ts';

const providers = [
  { code: 'EVOPLAY', slug: 'evoplay' },
  { code: 'PGSOFT', slug: 'pg-soft' },
  { code: 'JILI', slug: 'jili' },
];
const filter = (query: string, categories: Parameters<typeof lobbyFilterOf>[1] = ['slots']) =>
  lobbyFilterOf(new URLSearchParams(query), categories, providers);

describe('lobby filter', () => {
  it('lists every provider and category of the lobby without a filter', () => {
    expect(filter('')).toEqual({
      categories: ['slots'],
      providerCode: undefined,
      providerSlug: undefined,
      search: '',
    });
  });

  it('maps the provider slug to its code through the providers table, in any case', () => {
    expect(filter('provider=pg-soft').providerCode).toBe('PGSOFT');
    expect(filter('provider=JiLi').providerCode).toBe('JILI');
  });

  it('knows a provider by its slug, not by its code', () => {
    expect(filter('provider=pgsoft').providerCode).toBeNull();
  });

  it('lists nothing for a provider the brand does not offer', () => {
    expect(filter('provider=sv388').providerCode).toBeNull();
  });

  it('keeps one category of a lobby that lists several; ignores a category not in the lobby', () => {
    expect(filter('category=table', ['livecasino', 'table']).categories).toEqual(['table']);
    expect(filter('category=slots', ['livecasino', 'table']).categories).toEqual(['livecasino', 'table']);
    expect(filter('', ['livecasino', 'table']).categories).toEqual(['livecasino', 'table']);
  });

  it('reads the search text trimmed and at most 60 long', () => {
    expect(filter('search=%20Fortune%20').search).toBe('Fortune');
    expect(filter(`search=${'a'.repeat(80)}`).search).toHaveLength(60);
  });

  it('changes one parameter of the address and keeps the others', () => {
    expect(lobbySearchWith('?provider=jili', 'search', 'gems')).toBe('?provider=jili&search=gems');
    expect(lobbySearchWith('?provider=jili&search=gems', 'search', null)).toBe('?provider=jili');
    expect(lobbySearchWith('?provider=jili', 'provider', null)).toBe('');
  });
});
