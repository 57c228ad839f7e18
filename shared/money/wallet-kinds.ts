/**
 * The kinds of money the contracts and the brand document both name. They live here, below both,
 * so the brand schema can list them without importing (and cycling through) the contracts.
 */

/** What an inbox reward credits: cash, game tokens or minigame tokens. */
export const inboxRewardTypes = ['cash', 'game_token', 'minigame_token'] as const;
export type InboxRewardType = (typeof inboxRewardTypes)[number];

/** How a player can deposit: the demo gateway or a manual bank transfer. */
export const depositMethods = ['demo', 'manual'] as const;
export type DepositMethod = (typeof depositMethods)[number];
