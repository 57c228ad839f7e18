import { stripLanguagePrefix } from '../../../shared/i18n/detect-language.ts';
import type { TemplateName } from '../../../shared/theme/themes.ts';
import { routeTable, type MiddlewareName, type RouteEntry } from './route-table.ts';

export interface MiddlewareContext {
  pathname: string;
  isAuthenticated: boolean;
  template: TemplateName | null;
  /**
   * Where the player was going (path and query, e.g. `/cn/account?tab=vip`). When given, the guard's
   * login entry carries it as `?next=`, so the login can bring the player back there.
   */
  returnTo?: string;
}

/** The query parameter of the login entry that names the page to return to after the login. */
export const nextParam = 'next';

/** A middleware answers nothing to let the navigation through, or the path to send the player to. */
export type Middleware = (context: MiddlewareContext) => string | undefined;

/**
 * Spec §2 login entry by template: the default templates have a /login page; slot2 (template4),
 * slot4 (template6) and sportsbook1 (template10) send the player to / where the login modal opens
 * after 1 s; slot5 (template8) opens the sign-in modal instead.
 */
export function loginEntryPath(template: TemplateName | null, returnTo?: string): string {
  const next = returnTo ? `${nextParam}=${encodeURIComponent(returnTo)}` : '';
  if (template === 'template4' || template === 'template6' || template === 'template10')
    return `/?modal=login${next ? `&${next}` : ''}`;
  if (template === 'template8') return `/?modal=signin${next ? `&${next}` : ''}`;
  return next ? `/login?${next}` : '/login';
}

const registry = new Map<MiddlewareName, Middleware>([
  [
    'auth',
    (context) => (context.isAuthenticated ? undefined : loginEntryPath(context.template, context.returnTo)),
  ],
  // Spec §2/§6: /forgot-password carries a guest-only marker; a logged-in player goes home.
  ['guest', (context) => (context.isAuthenticated ? '/' : undefined)],
  // Templates with a login modal have no /login page.
  [
    'loginPage',
    (context) => {
      if (loginEntryPath(context.template) === '/login') return undefined;
      // The modal keeps the page the player was to return to (`/login?next=…` → `/?modal=login&next=…`).
      const next = new URLSearchParams(context.returnTo?.split('?')[1] ?? '').get(nextParam);
      return loginEntryPath(context.template, next ?? undefined);
    },
  ],
]);

export function registerMiddleware(name: MiddlewareName, middleware: Middleware): void {
  registry.set(name, middleware);
}

const byPath = new Map(routeTable.map((entry) => [entry.path as string, entry]));

export function routeEntryForPath(pathname: string): RouteEntry | undefined {
  const bare = stripLanguagePrefix(pathname);
  return byPath.get(bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare);
}

/** Runs the registered middleware the route lists, in order; the first redirect wins. */
export function runMiddleware(context: MiddlewareContext): string | undefined {
  const entry = routeEntryForPath(context.pathname);
  for (const name of entry?.middleware ?? []) {
    const middleware = registry.get(name);
    const target = middleware?.(context);
    if (target !== undefined) return target;
  }
  return undefined;
}
