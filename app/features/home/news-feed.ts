import type { GameEntry } from '#shared/contract/site-contract.ts';
import type { SiteStats } from './use-site-stats.ts';

/**
 * The newest games of a brand: the lobby adds titles at the end of each category, so the newest
 * are the tails; taken one category at a time so that every category's news shows.
 */
export function newestGames(lobby: readonly GameEntry[], limit: number): GameEntry[] {
  const byCategory = new Map<string, GameEntry[]>();
  for (const game of lobby) {
    const list = byCategory.get(game.game_type);
    if (list) list.push(game);
    else byCategory.set(game.game_type, [game]);
  }
  const tails = [...byCategory.values()].map((list) => [...list].reverse());
  const result: GameEntry[] = [];
  const seen = new Set<string>();
  for (let index = 0; result.length < limit && tails.some((tail) => index < tail.length); index += 1) {
    for (const tail of tails) {
      const game = tail[index];
      if (!game || seen.has(game.game_code) || result.length >= limit) continue;
      seen.add(game.game_code);
      result.push(game);
    }
  }
  return result;
}

export type NewsEvent =
  | { kind: 'win'; at: string; player: string; amount: string; game: string }
  | { kind: 'payout'; at: string; player: string; amount: string };

/** Big wins and payouts of the stats answer as one list, newest first. */
export function newsEventsOf(stats: Pick<SiteStats, 'winner' | 'withrawal'>, limit: number): NewsEvent[] {
  const events: NewsEvent[] = [
    ...stats.winner.map((win) => ({
      kind: 'win' as const,
      at: win.created_at,
      player: win.account_id,
      amount: win.amount,
      game: win.game_name,
    })),
    ...stats.withrawal.map((payout) => ({
      kind: 'payout' as const,
      at: payout.created_at,
      player: payout.account_id,
      amount: payout.amount,
    })),
  ];
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
