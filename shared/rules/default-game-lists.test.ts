import { expect, it } from 'vitest';
import { defaultGameListCategory, defaultGameListSizes } from './default-game-lists.ts';

it('"Default game lists built in, all slots: hot 15, featured 10, popular 6, new 6."', () => {
  expect(defaultGameListCategory).toBe('slots');
  expect(defaultGameListSizes).toEqual({ hot: 15, featured: 10, popular: 6, new: 6 });
});
