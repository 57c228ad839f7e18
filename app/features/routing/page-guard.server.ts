import { redirect } from 'react-router';
import { localisedPath } from '#shared/i18n/detect-language.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { TemplateName } from '#shared/theme/template-table.ts';
import { runMiddleware } from './middleware.ts';

interface PageGuardContext {
  isAuthenticated: boolean;
  template: TemplateName | null;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
}

/**
 * Runs the middleware the page's route-table entry lists (the one place a page's guard is
 * declared) and sends the player where it says, in the page's language: a guest on /account to the
 * template's login entry, a signed-in player on /register home.
 */
export function guardPage(request: Request, context: PageGuardContext): void {
  const url = new URL(request.url);
  const target = runMiddleware({
    pathname: url.pathname,
    isAuthenticated: context.isAuthenticated,
    template: context.template,
    returnTo: `${url.pathname}${url.search}`,
  });
  if (target === undefined) return;
  const [path = '/', query] = target.split('?');
  throw redirect(
    `${localisedPath(path, context.language, context.defaultLanguage)}${query ? `?${query}` : ''}`,
  );
}
