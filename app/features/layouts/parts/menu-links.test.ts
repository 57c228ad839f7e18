import { describe, expect, it } from 'vitest';
import { isMenuLinkActive, menuLinksOf } from './menu-links.ts';

const casinoMenu = [
  { content_id: 'HOT', url: '/hot' },
  { content_id: 'slots', url: '/slots' },
  { content_id: 'livecasino', url: '/casino' },
  { content_id: 'table', url: '/casino' },
];

function activeAt(pathname: string, search = '') {
  const links = menuLinksOf(casinoMenu);
  return casinoMenu
    .filter((item) => isMenuLinkActive(links.get(item.content_id)!, { pathname, search }))
    .map((item) => item.content_id);
}

describe('menu links', () => {
  it('gives two entries of one lobby an address each, and leaves the others alone', () => {
    const links = menuLinksOf(casinoMenu);
    expect(links.get('slots')!.to).toBe('/slots');
    expect(links.get('HOT')!.to).toBe('/hot');
    expect(links.get('livecasino')!.to).toBe('/casino?category=livecasino');
    expect(links.get('table')!.to).toBe('/casino?category=table');
  });

  it('highlights exactly one entry on each page', () => {
    expect(activeAt('/casino')).toEqual(['livecasino']);
    expect(activeAt('/casino', '?category=table')).toEqual(['table']);
    expect(activeAt('/casino', '?category=livecasino')).toEqual(['livecasino']);
    expect(activeAt('/slots')).toEqual(['slots']);
    expect(activeAt('/slots', '?provider=pgsoft')).toEqual(['slots']);
    expect(activeAt('/')).toEqual([]);
  });

  it('highlights a provider entry only on its own provider', () => {
    const providers = [
      { content_id: 'slots-pgsoft', url: '/slots?provider=pgsoft' },
      { content_id: 'slots-jili', url: '/slots?provider=jili' },
    ];
    const links = menuLinksOf(providers);
    const active = (search: string) =>
      providers
        .filter((item) => isMenuLinkActive(links.get(item.content_id)!, { pathname: '/slots', search }))
        .map((item) => item.content_id);
    expect(active('?provider=jili')).toEqual(['slots-jili']);
    expect(active('?provider=PGSOFT')).toEqual(['slots-pgsoft']);
    expect(active('')).toEqual([]);
  });

  it('compares the language-prefixed path', () => {
    const links = menuLinksOf(casinoMenu);
    const localise = (path: string) => `/cn${path}`;
    expect(isMenuLinkActive(links.get('slots')!, { pathname: '/cn/slots', search: '' }, localise)).toBe(true);
    expect(isMenuLinkActive(links.get('slots')!, { pathname: '/slots', search: '' }, localise)).toBe(false);
  });
});
