import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPath, useLocation, useNavigate, type NavigateFunction } from 'react-router';

interface SiteNavigation {
  navigate: NavigateFunction;
  /** The path, query and hash on screen, read when a link is clicked. */
  currentPath: () => string;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/**
 * Hands the router's navigate to every SiteLink below it: asked for once a page, not once a link.
 * The value never changes, so a navigation re-renders no link through it.
 */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onScreen = useRef(location);
  useEffect(() => {
    onScreen.current = location;
  }, [location]);
  const value = useMemo(() => ({ navigate, currentPath: () => createPath(onScreen.current) }), [navigate]);
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

/**
 * The attributes the site's links use, named one by one: the anchor is built with a fixed set of
 * props (see SiteLink). A link that needs another attribute adds it here and below.
 */
export interface SiteLinkProps {
  /** Where to: a path of this site, already localised (`/cn/slots?x=1`), or another site's URL. */
  to: string;
  className?: string;
  title?: string;
  target?: AnchorHTMLAttributes<HTMLAnchorElement>['target'];
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
  'data-category'?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}

/**
 * A link to a page of the site, for the shell's many links (menus, category bar, footer, game
 * tiles). React Router's Link resolves its target against the route tree and sets up prefetching
 * for each link on each render: with some 85 links that was 7 % of a home page's server time, and
 * as much work again when the browser hydrates them. These targets are already absolute paths, so
 * the link is a plain anchor whose plain click navigates in the app. It keeps `data-discover`, so
 * React Router still discovers the routes of the links on screen; another site's URL, a modified
 * click or another target is left to the browser.
 *
 * The props are taken by name, not as `...rest` spread onto the anchor: the rest object of each call
 * has its own shape, which made this tiny component 3 % of a home page's server time; with a fixed
 * set the home page rendered 6–8 % faster (alternating both in one process).
 */
export function SiteLink({
  to,
  onClick,
  target,
  className,
  title,
  children,
  'aria-current': ariaCurrent,
  'data-category': dataCategory,
}: SiteLinkProps) {
  const navigation = useContext(SiteNavigationContext);
  const inApp = navigation !== null && to.startsWith('/') && !to.startsWith('//');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inApp || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As React Router's Link: a link to the page on screen replaces its history entry.
    void navigation.navigate(to, { replace: navigation.currentPath() === to });
  };
  // In the order the spread gave them, so the markup is byte for byte what it was.
  return (
    <a
      className={className}
      title={title}
      aria-current={ariaCurrent}
      data-category={dataCategory}
      href={to}
      target={target}
      onClick={handleClick}
      data-discover={inApp ? 'true' : undefined}
    >
      {children}
    </a>
  );
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
