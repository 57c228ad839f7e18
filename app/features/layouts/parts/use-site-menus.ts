import { filterGameMenu, filterMenu } from './menu-filter.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { SiteState } from '#app/features/site/site-state.ts';

type SiteContent = SiteState['content'];
type ProviderCounts = SiteState['provider_count'];
interface SiteMenus {
  menu: SiteContent['menu'];
  gameMenu: SiteContent['game_menu'];
}

/**
 * Filtered menus by the brand answer they come from. On the server every request of a brand
 * renders from the same start-up answer object (it changes only with the brand), and eight
 * components show the menus. Filtering per component and request was 1 to 1.5 % of an uncached
 * page's CPU profile; now it happens once per answer.
 */
const menusByContent = new WeakMap<SiteContent, WeakMap<ProviderCounts, SiteMenus>>();

/** The brand's menu and game menu, kept to what the site offers (spec section 5 menu rules). */
export function siteMenusOf(content: SiteContent, providerCount: ProviderCounts): SiteMenus {
  let byCounts = menusByContent.get(content);
  if (!byCounts) menusByContent.set(content, (byCounts = new WeakMap()));
  let menus = byCounts.get(providerCount);
  if (!menus) {
    menus = {
      menu: filterMenu(content.menu, providerCount),
      gameMenu: filterGameMenu(content.game_menu, providerCount),
    };
    byCounts.set(providerCount, menus);
  }
  return menus;
}

/** The menus of the page's brand, as `siteMenusOf` filters them. */
export function useSiteMenus(): SiteMenus {
  const content = useSite((s) => s.content);
  const providerCount = useSite((s) => s.provider_count);
  return siteMenusOf(content, providerCount);
}
