import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import enErrors from '#public/locales/en/errors.json';
import enMessages from '#public/locales/en/messages.json';
import enUi from '#public/locales/en/ui.json';
import enValidation from '#public/locales/en/validation.json';
import type { TemplateName } from '#shared/theme/themes.ts';
import { createI18n } from '#app/features/i18n/i18n.ts';
import type { Resources } from '#app/features/i18n/translator.ts';
import type { SessionState } from '#app/features/session/session-store.ts';
import { emptySiteState } from '#app/features/site/site-state.ts';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';
import { ShellServices } from './shell-services.tsx';

/** Test support for the shell's DOM tests: the real providers around a memory router. */

/** Every EN group, so that no modal (the login form loads `validation`) has to fetch one. */
export const enResources: Resources = {
  EN: { ui: enUi, errors: enErrors, messages: enMessages, validation: enValidation },
};

export function siteFor(template: TemplateName | null) {
  return { ...emptySiteState(), template };
}

/** Shows where the router is, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface ShellRenderOptions {
  template?: TemplateName | null;
  path?: string;
  session?: Partial<SessionState>;
  /** Page content by path; every path renders inside the shell. */
  pages?: Record<string, ReactNode>;
}

export function renderShell({
  template = 'template1',
  path = '/',
  session,
  pages = {},
}: ShellRenderOptions = {}) {
  const i18n = createI18n('EN', enResources);
  const paths = ['/', '/login', '/register', '/account', ...Object.keys(pages)];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <I18nProvider i18n={i18n}>
            <SiteStoreProvider initial={siteFor(template)}>
              <ShellServices session={session}>
                <LocationProbe />
                <Outlet />
              </ShellServices>
            </SiteStoreProvider>
          </I18nProvider>
        ),
        children: [...new Set(paths)].map((route) => ({
          path: route,
          element: pages[route] ?? <h1>{route}</h1>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, i18n };
}
