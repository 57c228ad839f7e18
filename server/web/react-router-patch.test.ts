// patches/react-router+*.patch keeps, per build, what React Router's server rebuilt on every
// request (decision 0044). These tests hold the two promises the patch makes: the work is done once,
// and no request can see or change another request's matches. In the browser, the patch keeps route
// discovery from rendering the page again when the routes it adds change nothing on it. And its
// development-only warnings follow NODE_ENV, so production builds and servers run without them.
import { execFileSync } from 'node:child_process';
import { createMemoryRouter, createStaticHandler, createStaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true, loader: () => 'home' },
      { id: 'slots', path: ':lang?/slots', loader: () => 'slots' },
      { id: 'game', path: ':lang?/game/:code', loader: () => 'game' },
      { id: 'not-found', path: '*', loader: () => 'not found' },
    ],
  },
];

async function query(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a response`);
  return context;
}

const leafOf = (context: Awaited<ReturnType<typeof query>>) => context.matches.at(-1)!;

describe('the patched React Router server', () => {
  it('matches each path as before, whichever path it matched first', async () => {
    const handler = createStaticHandler(routes);
    for (let round = 0; round < 2; round++) {
      expect(leafOf(await query(handler, '/')).route.id).toBe('home');
      expect(leafOf(await query(handler, '/slots')).params).toEqual({});
      expect(leafOf(await query(handler, '/cn/slots')).params).toEqual({ lang: 'cn' });
      const game = leafOf(await query(handler, '/th/game/aztec'));
      expect([game.route.id, game.params]).toEqual(['game', { lang: 'th', code: 'aztec' }]);
      expect(leafOf(await query(handler, '/no/such/page')).route.id).toBe('not-found');
    }
  });

  it('gives every request its own matches and parameters', async () => {
    const handler = createStaticHandler(routes);
    const first = await query(handler, '/cn/game/aztec');
    const firstLeaf = leafOf(first);
    (firstLeaf.params as Record<string, string>).code = 'changed';
    (firstLeaf as { pathname: string }).pathname = '/changed';
    const second = leafOf(await query(handler, '/cn/game/aztec'));
    expect(second.params).toEqual({ lang: 'cn', code: 'aztec' });
    expect(second.pathname).toBe('/cn/game/aztec');
    expect(second).not.toBe(firstLeaf);
  });

  it('stays right past the bound of the matches it keeps', async () => {
    const handler = createStaticHandler(routes);
    for (let index = 0; index < 2_500; index++) {
      const leaf = leafOf(await query(handler, `/game/g${index}`));
      expect(leaf.params.code).toBe(`g${index}`);
    }
    expect(leafOf(await query(handler, '/game/g0')).params).toEqual({ code: 'g0' });
  });

  it('builds the data routes of a route table once, not on every render', async () => {
    const handler = createStaticHandler(routes);
    const context = await query(handler, '/slots');
    const once = createStaticRouter(handler.dataRoutes, context);
    const again = createStaticRouter(handler.dataRoutes, await query(handler, '/cn/slots'));
    expect(again.routes).toBe(once.routes);
    // Each render still gets its own state: the matches of its own request.
    expect(again.state.matches.at(-1)!.params).toEqual({ lang: 'cn' });
    expect(once.state.matches.at(-1)!.params).toEqual({});
  });
});

describe("the patched React Router browser router's route discovery", () => {
  const browserRoutes = () => [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', index: true },
        { id: 'not-found', path: '*' },
      ],
    },
  ];

  it('adds discovered routes without a new state when what the current page matches stays the same', async () => {
    const router = createMemoryRouter(browserRoutes(), { initialEntries: ['/'] });
    const states: unknown[] = [];
    router.subscribe((state) => states.push(state));
    const before = router.state;
    router.patchRoutes('root', [{ id: 'slots', path: 'slots' }]);
    // No new state: the page (about 200 components after hydrating) is not rendered again for nothing.
    expect(states).toEqual([]);
    expect(router.state).toBe(before);
    // The route is there all the same: navigating to it matches it.
    await router.navigate('/slots');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'slots']);
    router.dispose();
  });

  it('still gives a new state when a discovered route is what the current page should match', () => {
    const router = createMemoryRouter(browserRoutes(), { initialEntries: ['/slots'] });
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'not-found']);
    const states: unknown[] = [];
    router.subscribe((state) => states.push(state));
    router.patchRoutes('root', [{ id: 'slots', path: 'slots' }]);
    expect(states).toHaveLength(1);
    router.dispose();
  });
});

describe("the patched React Router's development warnings", () => {
  // React Router reads NODE_ENV once, when it is first imported: each case runs in its own process.
  const renderDefaultErrorPage = (nodeEnv: string) => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { createMemoryRouter, RouterProvider } from 'react-router';
      const router = createMemoryRouter([{ id: 'root', path: '/', Component: () => null }], {
        hydrationData: { loaderData: {}, errors: { root: new Error('broken page') } },
      });
      const logged = [];
      console.error = (...args) => logged.push(String(args[0]));
      const html = renderToString(createElement(RouterProvider, { router }));
      process.stdout.write(JSON.stringify({ html, logged }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, NODE_ENV: nodeEnv },
      encoding: 'utf8',
    });
    return JSON.parse(output) as { html: string; logged: string[] };
  };

  it('are left out in production: no developer note on an error page, nothing logged', () => {
    const { html, logged } = renderDefaultErrorPage('production');
    expect(html).toContain('broken page');
    expect(html).not.toContain('Hey developer');
    expect(logged).toEqual([]);
  });

  it('stay on in development', () => {
    const { html, logged } = renderDefaultErrorPage('development');
    expect(html).toContain('Hey developer');
    expect(logged).toEqual(['Error handled by React Router default ErrorBoundary:']);
  });
});
