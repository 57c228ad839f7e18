// The kinds of the brand's engagement settings, without zod: the contract modules the browser loads
// name them, and the brand document's schema (brand-schema.ts) checks them.

/** What a mission counts (see server/features/missions/mission-progress.ts). */
export const missionKinds = [
  'deposit_amount',
  'wager_amount',
  'play_rounds',
  'win_multiplier',
  'login_days',
] as const;

/** What a leaderboard ranks players by (see server/features/leaderboards/leaderboard-ranking.ts). */
export const leaderboardMetrics = ['turnover', 'multiplier', 'net_win'] as const;

/** What a wheel segment pays: cash (major units), game or minigame tokens, a free wheel spin, or nothing. */
export const wheelPrizeTypes = ['cash', 'game_token', 'minigame_token', 'free_spin', 'none'] as const;
