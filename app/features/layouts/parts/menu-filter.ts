import { categorySlugs, type CategorySlug } from '#shared/brand/categories.ts';

/** One provider_count item of the startup answer: a game category the site has games in. */
export interface ProviderCount {
  category: string;
  count?: number;
}

export interface MenuEntry {
  content_id: string;
  children?: readonly { content_id: string }[];
}

/**
 * Route-like spellings of a category (the client routes of spec section 2 and common variants),
 * after lower-casing and removing '/', '-', '_' and spaces. /casino is the live casino page,
 * /fishing the fish category and /sports the sportsbook.
 */
const categoryAliases: Readonly<Record<string, CategorySlug>> = {
  casino: 'livecasino',
  fishing: 'fish',
  sports: 'sportsbook',
  sport: 'sportsbook',
  slot: 'slots',
};

/** The category slug an id names ('Slots', '/hash-game', 'LIVE_CASINO', 'fishing'), if any. */
export function categoryOf(id: string): CategorySlug | undefined {
  const key = id.toLowerCase().replace(/[\s/_-]/g, '');
  if ((categorySlugs as readonly string[]).includes(key)) return key as CategorySlug;
  return categoryAliases[key];
}

/** Categories with games: an item with count 0 offers nothing to open. */
function offeredCategories(providerCount: readonly ProviderCount[]): Set<CategorySlug> {
  const offered = new Set<CategorySlug>();
  for (const item of providerCount) {
    const category = categoryOf(item.category);
    if (category && (item.count === undefined || item.count > 0)) offered.add(category);
  }
  return offered;
}

function filterTree<T extends MenuEntry>(entries: readonly T[], keep: (contentId: string) => boolean): T[] {
  return entries
    .filter((entry) => keep(entry.content_id))
    .map((entry) =>
      entry.children
        ? { ...entry, children: entry.children.filter((child) => keep(child.content_id)) }
        : entry,
    );
}

/**
 * Spec section 5: "Menu entries are kept only if their category appears in provider_count or they
 * are not a product category." Product categories are the category slugs; an entry whose id names
 * none of them (home, promotions, vip) always stays. Children are filtered the same way; a parent
 * that stays keeps its own link even when none of its children do.
 */
export function filterMenu<T extends MenuEntry>(
  menu: readonly T[],
  providerCount: readonly ProviderCount[],
): T[] {
  const offered = offeredCategories(providerCount);
  return filterTree(menu, (contentId) => {
    const category = categoryOf(contentId);
    return category === undefined || offered.has(category);
  });
}

/**
 * Spec section 5: "The game menu keeps only entries whose content_id is in the provider category
 * list or is 'hot' (case-insensitive)."
 */
export function filterGameMenu<T extends MenuEntry>(
  gameMenu: readonly T[],
  providerCount: readonly ProviderCount[],
): T[] {
  const offered = offeredCategories(providerCount);
  return filterTree(gameMenu, (contentId) => {
    if (contentId.trim().toLowerCase() === 'hot') return true;
    const category = categoryOf(contentId);
    return category !== undefined && offered.has(category);
  });
}
