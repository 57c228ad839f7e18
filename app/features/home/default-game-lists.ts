import type { GameEntry } from '../../../shared/contract/site-contract.ts';

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

export type DefaultGameLists = Record<DefaultGameList, GameEntry[]>;

/** The order the lists are shown in on the home page. */
export const defaultGameListOrder: readonly DefaultGameList[] = ['hot', 'featured', 'popular', 'new'];

/** Games per provider, each provider's in lobby order, providers in order of first appearance. */
function byProvider(games: readonly GameEntry[]): GameEntry[][] {
  const groups = new Map<string, GameEntry[]>();
  for (const game of games) {
    const group = groups.get(game.provider_code);
    if (group) group.push(game);
    else groups.set(game.provider_code, [game]);
  }
  return [...groups.values()];
}

/** One game from each provider in turn, so that no list is one provider's shelf. */
function roundRobin(groups: readonly GameEntry[][]): GameEntry[] {
  const result: GameEntry[] = [];
  const longest = Math.max(0, ...groups.map((group) => group.length));
  for (let index = 0; index < longest; index += 1) {
    for (const group of groups) {
      const game = group[index];
      if (game) result.push(game);
    }
  }
  return result;
}

/**
 * Spec §9 "Default game lists built in, all slots: hot 15, featured 10, popular 6, new 6", for a
 * brand that chose no hot games. Picked from the brand's slots in lobby order (sort order, then id),
 * the same answer for the same catalogue every time, and no game in two lists:
 * - hot, featured, popular: the head of the lobby, taking each provider's games in turn (hot
 *   first, as it is the one the page shows first);
 * - new: each provider's last games in turn (the lobby adds new titles at the end).
 * A small catalogue fills hot first and leaves later lists short or empty rather than repeating games.
 */
export function pickDefaultGameLists(slots: readonly GameEntry[]): DefaultGameLists {
  const unique = [...new Map(slots.map((game) => [game.game_code, game])).values()];
  const head = roundRobin(byProvider(unique));
  const hot = head.slice(0, defaultGameListSizes.hot);
  const taken = new Set(hot.map((game) => game.game_code));

  const tails = byProvider(unique.filter((game) => !taken.has(game.game_code))).map((group) =>
    [...group].reverse(),
  );
  const newest = roundRobin(tails).slice(0, defaultGameListSizes.new);
  for (const game of newest) taken.add(game.game_code);

  const rest = head.filter((game) => !taken.has(game.game_code));
  const featured = rest.slice(0, defaultGameListSizes.featured);
  const popular = rest.slice(
    defaultGameListSizes.featured,
    defaultGameListSizes.featured + defaultGameListSizes.popular,
  );
  return { hot, featured, popular, new: newest };
}
