import type { InboxRewardType } from '../../../shared/contract/inbox-contract.ts';

/**
 * The welcome message every new player finds in the inbox, and its claimable reward.
 *
 * Decision: the brand document has no field for it (changing the brand schema is another issue's),
 * so the reward is configured here per brand code, with a fallback for every other brand. Cash is
 * written in major units of the brand's currency ('100' PHP, '5.00' USD) and converted exactly to
 * minor units when the message is sent; tokens are whole numbers.
 */
export interface WelcomeReward {
  type: InboxRewardType;
  /** Exact decimal text: major units for cash, a whole number for tokens. */
  amount: string;
}

export const welcomeRewardByBrand: Readonly<Record<string, WelcomeReward>> = {
  lucky: { type: 'cash', amount: '100' },
  spinpalace: { type: 'cash', amount: '5' },
};

/** Brands not listed above: ten game tokens (no currency to get wrong). */
export const fallbackWelcomeReward: WelcomeReward = { type: 'game_token', amount: '10' };

export function welcomeRewardOf(brandCode: string): WelcomeReward {
  return welcomeRewardByBrand[brandCode] ?? fallbackWelcomeReward;
}

/** The welcome text (English; the client shows it as sent). */
export const welcomeMessage = {
  title: 'Welcome!',
  body: 'Thank you for joining. Claim your welcome reward below — good luck!',
} as const;
