import { templateTable, type TemplateName } from '#shared/theme/template-table.ts';

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
 * template10, the /login page on the others. Those are the templates whose login entry is a modal
 * (template8's entry is the sign-in modal, but the rewards icon still opens the login modal).
 */
function opensLoginModal(template: string | null): boolean {
  if (template === null || !Object.hasOwn(templateTable, template)) return false;
  return templateTable[template as TemplateName].loginEntry !== 'page';
}

export type RewardsAction = 'minigame' | 'loginModal' | 'loginPage';

export function rewardsActionOf(isAuthenticated: boolean, template: string | null): RewardsAction {
  if (isAuthenticated) return 'minigame';
  return opensLoginModal(template) ? 'loginModal' : 'loginPage';
}
