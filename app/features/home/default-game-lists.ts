/**
 * Spec section 9: "Default game lists built in, all slots: hot 15, featured 10, popular 6, new 6."
 * They fill the home page when a brand has chosen no hot games of its own; the server picks them
 * from the catalogue's flags (server/features/catalogue/home-lists.ts).
 */
type DefaultGameList = 'hot' | 'featured' | 'popular' | 'new';

/** The order the lists are shown in on the home page. */
export const defaultGameListOrder: readonly DefaultGameList[] = ['hot', 'featured', 'popular', 'new'];
