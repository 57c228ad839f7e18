import type { WelcomeRewardSetting } from '#shared/brand/brand-schema.ts';

/**
 * The welcome reward is the brand document's `welcome_reward` (shared/brand/brand-schema.ts): cash
 * in major units of the brand's currency ('100' PHP, '5' USD), converted exactly to minor units when
 * the message is sent, or whole tokens; null sends the message without a reward.
 */
export type WelcomeReward = WelcomeRewardSetting;

/** The welcome text (English; the client shows it as sent). */
export const welcomeMessage = {
  title: 'Welcome!',
  body: 'Thank you for joining. Claim your welcome reward below — good luck!',
} as const;
