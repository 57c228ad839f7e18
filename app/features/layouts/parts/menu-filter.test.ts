import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorySlugs } from '#shared/brand/categories.ts';
import { categoryOf, filterGameMenu, filterMenu, type ProviderCount } from './menu-filter.ts';

const providerCount: ProviderCount[] = [
  { category: 'slots', count: 120 },
  { category: 'LIVECASINO', count: 8 },
  { category: 'fish', count: 4 },
  { category: 'crash', count: 0 },
];

const ids = (entries: readonly { content_id: string }[]) => entries.map((entry) => entry.content_id);

describe('category of a content_id', () => {
  it('matches the category slugs case-insensitively', () => {
    for (const slug of categorySlugs) {
      expect(categoryOf(slug)).toBe(slug);
      expect(categoryOf(slug.toUpperCase())).toBe(slug);
    }
  });

  it('maps route-like ids to their category', () => {
    expect(categoryOf('/hash-game')).toBe('hashgame');
    expect(categoryOf('horse-racing')).toBe('horseracing');
    expect(categoryOf('LIVE_CASINO')).toBe('livecasino');
    expect(categoryOf('/casino')).toBe('livecasino');
    expect(categoryOf('fishing')).toBe('fish');
    expect(categoryOf('/sports')).toBe('sportsbook');
  });

  it('is undefined for ids that are no product category', () => {
    for (const id of ['home', 'promotions', 'vip', 'hot', 'contact-us', 'minigame'])
      expect(categoryOf(id)).toBeUndefined();
  });
});

describe('menu: "kept only if their category appears in provider_count or they are not a product category"', () => {
  const menu = [
    { content_id: 'home', name: 'home', url: '/' },
    { content_id: 'Slots', name: 'slots', url: '/slots' },
    { content_id: 'casino', name: 'casino', url: '/casino' },
    { content_id: 'sportsbook', name: 'sports', url: '/sports' },
    { content_id: 'crash', name: 'crash', url: '/crash' },
    { content_id: 'promotions', name: 'promotions', url: '/promotions' },
    {
      content_id: 'games',
      name: 'Games',
      url: '/hot',
      children: [
        { content_id: 'fishing', name: 'fishing', url: '/fishing' },
        { content_id: 'poker', name: 'poker', url: '/poker' },
        { content_id: 'vip', name: 'vip', url: '/vip' },
      ],
    },
  ];

  it('drops product categories without games and keeps everything else', () => {
    const kept = filterMenu(menu, providerCount);
    expect(ids(kept)).toEqual(['home', 'Slots', 'casino', 'promotions', 'games']);
  });

  it('filters children the same way', () => {
    const games = filterMenu(menu, providerCount).find((entry) => entry.content_id === 'games');
    expect(ids(games?.children ?? [])).toEqual(['fishing', 'vip']);
  });

  it('a category listed with count 0 has no games and is dropped', () => {
    expect(ids(filterMenu(menu, providerCount))).not.toContain('crash');
  });

  it('with an empty provider_count only the non-product entries remain', () => {
    expect(ids(filterMenu(menu, []))).toEqual(['home', 'promotions', 'games']);
  });

  it('does not change the menu it is given', () => {
    const copy = structuredClone(menu);
    filterMenu(menu, []);
    expect(menu).toEqual(copy);
  });
});

describe('game menu: "content_id is in the provider category list or is \'hot\' (case-insensitive)"', () => {
  const gameMenu = [
    { content_id: 'HOT', name: 'hotGames', url: '/hot', icon: '' },
    { content_id: 'slots', name: 'slots', url: '/slots', icon: '' },
    { content_id: 'LiveCasino', name: 'livecasino', url: '/casino', icon: '' },
    { content_id: 'sabong', name: 'sabong', url: '/sabong', icon: '' },
    { content_id: 'crash', name: 'crash', url: '/crash', icon: '' },
    { content_id: 'promotions', name: 'promotions', url: '/promotions', icon: '' },
  ];

  it('keeps hot and the categories with games only', () => {
    expect(ids(filterGameMenu(gameMenu, providerCount))).toEqual(['HOT', 'slots', 'LiveCasino']);
  });

  it('keeps only hot when no category has games', () => {
    expect(ids(filterGameMenu(gameMenu, []))).toEqual(['HOT']);
  });

  it('every kept entry is hot or a category in provider_count', () => {
    fc.assert(
      fc.property(
        fc.subarray([...categorySlugs]),
        fc.array(fc.constantFrom('hot', 'Hot', 'home', 'vip', ...categorySlugs)),
        (offered, contentIds) => {
          const kept = filterGameMenu(
            contentIds.map((content_id) => ({ content_id })),
            offered.map((category) => ({ category, count: 1 })),
          );
          for (const { content_id } of kept)
            expect(content_id.toLowerCase() === 'hot' || (offered as string[]).includes(content_id)).toBe(
              true,
            );
          expect(kept.length).toBe(
            contentIds.filter((id) => id.toLowerCase() === 'hot' || (offered as string[]).includes(id))
              .length,
          );
        },
      ),
    );
  });
});
