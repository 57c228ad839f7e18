import type { GameEntry } from '#shared/contract/site-contract.ts';
import type { FlaggedGame } from './game-repository.ts';

/** Spec §9 "Default game lists built in, all slots: hot 15, featured 10, popular 6, new 6." */
export const defaultListCategory = 'slots';

export const defaultListSizes = { hot: 15, featured: 10, popular: 6, new: 6 } as const;

type DefaultList = keyof typeof defaultListSizes;

export type DefaultLists = Record<DefaultList, GameEntry[]>;

const flagOf: Record<DefaultList, 'hot' | 'featured' | 'popular' | 'isNew'> = {
  hot: 'hot',
  featured: 'featured',
  popular: 'popular',
  new: 'isNew',
};

const entryOf = ({ provider_code, game_code, game_name, game_type, img_url }: FlaggedGame): GameEntry => ({
  provider_code,
  game_code,
  game_name,
  game_type,
  img_url,
});

/**
 * The home page's default lists from a lobby (in lobby order) with its flags: each list takes the
 * games flagged for it, then, when the catalogue flags too few, the next games of the lobby not yet
 * shown, so every list has its spec size while the lobby has games. No game is in two lists;
 * earlier lists (hot, featured, popular, new) choose first, all flagged games before any filler.
 */
export function pickDefaultLists(lobby: readonly FlaggedGame[]): DefaultLists {
  const lists: DefaultLists = { hot: [], featured: [], popular: [], new: [] };
  const taken = new Set<string>();
  const order = Object.keys(defaultListSizes) as DefaultList[];
  for (const list of order) {
    for (const game of lobby) {
      if (lists[list].length >= defaultListSizes[list]) break;
      if (!game[flagOf[list]] || taken.has(game.game_code)) continue;
      taken.add(game.game_code);
      lists[list].push(entryOf(game));
    }
  }
  for (const list of order) {
    // The newest of the filler: the lobby adds new titles at its end.
    const filler = list === 'new' ? [...lobby].reverse() : lobby;
    for (const game of filler) {
      if (lists[list].length >= defaultListSizes[list]) break;
      if (taken.has(game.game_code)) continue;
      taken.add(game.game_code);
      lists[list].push(entryOf(game));
    }
  }
  return lists;
}
