import { describe, expect, it } from 'vitest';
import { siteMenusOf } from './use-site-menus.ts';

const content = {
  menu: [
    { content_id: 'home', name: 'home', url: '/', children: [] },
    { content_id: 'slots', name: 'slots', url: '/slots', children: [] },
    { content_id: 'fish', name: 'fish', url: '/fishing', children: [] },
  ],
  game_menu: [
    { content_id: 'hot', name: 'hot', url: '/', icon: '' },
    { content_id: 'slots', name: 'slots', url: '/slots', icon: '' },
    { content_id: 'fish', name: 'fish', url: '/fishing', icon: '' },
  ],
};
const ids = (entries: readonly { content_id: string }[]) => entries.map((entry) => entry.content_id);

describe('siteMenusOf', () => {
  it('filters a brand answer once and gives every later caller the same menus', () => {
    const counts = [{ category: 'slots', count: 12 }];
    const first = siteMenusOf(content, counts);
    expect(ids(first.menu)).toEqual(['home', 'slots']);
    expect(ids(first.gameMenu)).toEqual(['hot', 'slots']);
    expect(siteMenusOf(content, counts)).toBe(first);
  });

  it('filters again for another answer: new provider counts or new content', () => {
    const counts = [{ category: 'slots', count: 12 }];
    const before = siteMenusOf(content, counts);
    const moreCounts = [...counts, { category: 'fish', count: 3 }];
    expect(ids(siteMenusOf(content, moreCounts).gameMenu)).toEqual(['hot', 'slots', 'fish']);
    const changed = { ...content, menu: content.menu.slice(0, 1) };
    const after = siteMenusOf(changed, counts);
    expect(after).not.toBe(before);
    expect(ids(after.menu)).toEqual(['home']);
  });
});
