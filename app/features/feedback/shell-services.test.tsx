import { renderToString } from 'react-dom/server';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';
import { ShellServices } from './shell-services.tsx';
import { enResources, siteFor } from './test-shell.tsx';

function Greeting() {
  const name = useSession((s) => (s.isAuthenticated ? s.fullname : 'guest'));
  return <p>{`hello ${name}`}</p>;
}

async function renderOnServer(url: string, session?: { isAuthenticated: boolean; fullname: string }) {
  const routes = [
    {
      path: '/',
      element: (
        <I18nProvider i18n={createI18n('EN', enResources)}>
          <SiteStoreProvider initial={siteFor('template4')}>
            <ShellServices session={session}>
              <Greeting />
            </ShellServices>
          </SiteStoreProvider>
        </I18nProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

describe('ShellServices on the server (node, no browser globals)', () => {
  it('renders the page with no modal open, even for a ?modal= URL (it opens after hydration)', async () => {
    const html = await renderOnServer('/?modal=login');
    expect(html).toContain('hello guest');
    expect(html).not.toContain('role="dialog"');
  });

  it('gives every request its own session store', async () => {
    expect(await renderOnServer('/', { isAuthenticated: true, fullname: 'Alice' })).toContain('hello Alice');
    expect(await renderOnServer('/')).toContain('hello guest');
  });
});
