/** The parameter that picks one category of a lobby that lists several (/casino: live casino and table). */
const categoryParam = 'category';

interface LinkedItem {
  content_id: string;
  url: string;
}

export interface MenuLink {
  /** Where the entry leads. */
  to: string;
  /** The entry is the lobby's first category: it also stands for the lobby without a category picked. */
  lobbyDefault: boolean;
}

/**
 * Menu and category entries that lead to the same lobby (the brand's live casino and table games
 * both live at /casino) would be one link under two names, both highlighted at once. Each such
 * entry leads to its own category of the lobby instead (`/casino?category=table`); entries with a
 * page of their own keep their address.
 */
export function menuLinksOf(items: readonly LinkedItem[]): ReadonlyMap<string, MenuLink> {
  let links = linksByMenu.get(items);
  if (!links) {
    links = linksOf(items);
    linksByMenu.set(items, links);
  }
  return links;
}

/**
 * A brand's menus are the same arrays for every page until the brand changes (useSiteMenus), and
 * three parts of each page ask for their links: worked out once per array.
 */
const linksByMenu = new WeakMap<readonly LinkedItem[], ReadonlyMap<string, MenuLink>>();

function linksOf(items: readonly LinkedItem[]): Map<string, MenuLink> {
  const byUrl = new Map<string, LinkedItem[]>();
  for (const item of items) byUrl.set(item.url, [...(byUrl.get(item.url) ?? []), item]);
  const links = new Map<string, MenuLink>();
  for (const [url, group] of byUrl) {
    const shared = group.length > 1 && !url.includes('?');
    group.forEach((item, index) => {
      links.set(item.content_id, {
        to: shared ? `${url}?${categoryParam}=${encodeURIComponent(item.content_id.toLowerCase())}` : url,
        lobbyDefault: shared && index === 0,
      });
    });
  }
  return links;
}

/**
 * Whether a menu link is the page on screen: the same path, and every query parameter of the link
 * (a provider, a category) the same as the page's. A lobby's first category also counts when the
 * page picks no category, so exactly one of the lobby's entries is highlighted.
 */
export function isMenuLinkActive(
  link: MenuLink,
  location: { pathname: string; search: string },
  localise: (path: string) => string = (path) => path,
): boolean {
  const [path = '/', query = ''] = link.to.split('?');
  if (localise(path) !== location.pathname) return false;
  const current = new URLSearchParams(location.search);
  const wanted = [...new URLSearchParams(query)];
  if (link.lobbyDefault && !current.has(categoryParam)) return true;
  return wanted.every(([name, value]) => current.get(name)?.toLowerCase() === value.toLowerCase());
}
