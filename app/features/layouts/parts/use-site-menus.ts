import { useMemo } from 'react';
import { filterGameMenu, filterMenu } from './menu-filter.ts';
import { useSite } from '#app/features/site/site-store.tsx';

/** The brand's menu and game menu, kept to what the site offers (spec section 5 menu rules). */
export function useSiteMenus() {
  const menu = useSite((s) => s.content.menu);
  const gameMenu = useSite((s) => s.content.game_menu);
  const providerCount = useSite((s) => s.provider_count);
  return useMemo(
    () => ({ menu: filterMenu(menu, providerCount), gameMenu: filterGameMenu(gameMenu, providerCount) }),
    [menu, gameMenu, providerCount],
  );
}
