/** localStorage key that remembers, per brand, that the player closed the rewards icon. */
export function rewardsClosedKey(brand: string): string {
  return `marquee:rewards-closed:${brand}`;
}

type DismissalStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isRewardsClosed(storage: DismissalStorage | undefined, brand: string): boolean {
  try {
    return storage?.getItem(rewardsClosedKey(brand)) === '1';
  } catch {
    return false;
  }
}

export function closeRewards(storage: DismissalStorage | undefined, brand: string): void {
  try {
    storage?.setItem(rewardsClosedKey(brand), '1');
  } catch {
    // Storage blocked: the icon still hides for this page's lifetime (the caller keeps that state).
  }
}

/**
 * Spec §2 rewards icon, logged out: the login modal on templates template4, template6, template8 and
 * template10, the /login page on the others.
 */
export const rewardsLoginModalTemplates: readonly string[] = [
  'template4',
  'template6',
  'template8',
  'template10',
];

export type RewardsAction = 'minigame' | 'loginModal' | 'loginPage';

export function rewardsActionOf(isAuthenticated: boolean, template: string | null): RewardsAction {
  if (isAuthenticated) return 'minigame';
  return template !== null && rewardsLoginModalTemplates.includes(template) ? 'loginModal' : 'loginPage';
}
