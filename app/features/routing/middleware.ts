import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import { templateTable, type TemplateName } from '#shared/theme/template-table.ts';
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

/** The modal each modal login entry opens on `/` (spec §2). */
const entryModal = { 'login-modal': 'login', 'signin-modal': 'signin' } as const;

/**
 * Spec §2 login entry by template (the template table's `loginEntry`): the /login page, or / where
 * the login or sign-in modal opens after 1 s. A site without a template has the login page.
 */
export function loginEntryPath(template: TemplateName | null, returnTo?: string): string {
  const next = returnTo ? `${nextParam}=${encodeURIComponent(returnTo)}` : '';
  const entry = template ? templateTable[template].loginEntry : 'page';
  if (entry === 'page') return next ? `/login?${next}` : '/login';
  return `/?modal=${entryModal[entry]}${next ? `&${next}` : ''}`;
}

/** The middleware the routes can list, by name (spec §2 "the registered ones run on navigation"). */
export const routeMiddleware: ReadonlyMap<MiddlewareName, Middleware> = new Map<MiddlewareName, Middleware>([
  [
    'auth',
    (context) => (context.isAuthenticated ? undefined : loginEntryPath(context.template, context.returnTo)),
  ],
  // /playnow?game=… plays a game for a signed-in player; a guest goes to the login entry and comes
  // back to the game after logging in. Without a game the page is a lobby anyone may browse.
  [
    'playGame',
    (context) => {
      if (context.isAuthenticated) return undefined;
      const query = new URLSearchParams(context.returnTo?.split('?')[1] ?? '');
      return query.get('game') ? loginEntryPath(context.template, context.returnTo) : undefined;
    },
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

const byPath = new Map(routeTable.map((entry) => [entry.path as string, entry]));

export function routeEntryForPath(pathname: string): RouteEntry | undefined {
  const bare = stripLanguagePrefix(pathname);
  return byPath.get(bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare);
}

/**
 * Runs the registered middleware the route lists, in order; the first redirect wins. A name with no
 * middleware registered under it lets the navigation through.
 */
export function runMiddleware(
  context: MiddlewareContext,
  middlewares: ReadonlyMap<MiddlewareName, Middleware> = routeMiddleware,
): string | undefined {
  const entry = routeEntryForPath(context.pathname);
  for (const name of entry?.middleware ?? []) {
    const middleware = middlewares.get(name);
    const target = middleware?.(context);
    if (target !== undefined) return target;
  }
  return undefined;
}
