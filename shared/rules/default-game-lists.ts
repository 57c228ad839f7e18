/**
 * Spec section 9: "Default game lists built in, all slots: hot 15, featured 10, popular 6, new 6."
 * They fill the home page when a brand has chosen no hot games of its own.
 */
export const defaultGameListCategory = 'slots';

export const defaultGameListSizes = {
  hot: 15,
  featured: 10,
  popular: 6,
  new: 6,
} as const;

export type DefaultGameList = keyof typeof defaultGameListSizes;
