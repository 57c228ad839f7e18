import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  StaticRouterProvider,
  useLocation,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataTextOf } from '#app/features/routing/data-text.ts';
import { CachedPart, PartCacheContext } from './cached-part.tsx';
import { innerHtmlOfPart, partCacheOfPage, preloadedImagesOf } from './part-cache.server.ts';

describe('the HTML inside a marked part', () => {
  it('is found by its mark, across nested elements of the same name', () => {
    const document =
      '<body><div class="a"><div>x</div></div><div class="m" data-part="menu"><div><div>a</div><p>b</p></div>c<div></div></div><div>after</div></body>';
    expect(innerHtmlOfPart(document, 'menu')).toBe('<div><div>a</div><p>b</p></div>c<div></div>');
  });

  it('tells a tag from a longer name that begins alike', () => {
    const document = '<nav data-part="n"><navigation-bar>x</navigation-bar><nav>y</nav></nav><nav>z</nav>';
    expect(innerHtmlOfPart(document, 'n')).toBe('<navigation-bar>x</navigation-bar><nav>y</nav>');
  });

  it('is not taken when the mark is missing, twice, unclosed, or the content carries a nonce', () => {
    expect(innerHtmlOfPart('<div>x</div>', 'menu')).toBeUndefined();
    expect(
      innerHtmlOfPart('<div data-part="menu">a</div><div data-part="menu">b</div>', 'menu'),
    ).toBeUndefined();
    expect(innerHtmlOfPart('<div data-part="menu"><div>a</div>', 'menu')).toBeUndefined();
    expect(
      innerHtmlOfPart('<div data-part="menu"><script nonce="n">1</script></div>', 'menu'),
    ).toBeUndefined();
  });
});

describe('the images a part preloads', () => {
  it('are those React preloads in the head when it renders them: eager, outside a picture', () => {
    expect(
      preloadedImagesOf(
        '<img src="/a.webp?w=1&amp;h=2" alt=""/><img src="/b.webp" alt="" loading="eager" fetchPriority="high"/>',
      ),
    ).toEqual([{ src: '/a.webp?w=1&h=2' }, { src: '/b.webp', fetchPriority: 'high' }]);
    expect(
      preloadedImagesOf(
        [
          '<img src="/a.webp" alt="" loading="lazy"/>',
          '<img src="/a.webp" alt="" fetchPriority="low"/>',
          '<img src="data:image/gif;base64,R0lGOD" alt=""/>',
          '<picture class="p"><source srcSet="/b.svg"/><img src="/a.svg" alt="" fetchPriority="high"/></picture>',
        ].join(''),
      ),
    ).toEqual([]);
    // Preloaded by its srcSet: a part that holds one is not kept.
    expect(preloadedImagesOf('<img srcSet="/a.webp 2x" alt=""/>')).toBeUndefined();
  });
});

/**
 * Renders `/path` of a one-route app whose root data names `state`, with the part cache offered,
 * and keeps its parts from `kept` (the document itself unless told otherwise).
 */
async function renderPage(
  path: string,
  state: object,
  Content: () => React.ReactNode,
  kept = (html: string) => html,
  rootFails = false,
): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '*',
      loader: () => {
        // As a database outage fails the root loader: the page is its error boundary.
        if (rootFails) throw new Response('serviceUnavailable', { status: 503 });
        return { state: dataTextOf(state), language: 'EN', viewport: 'mobile', session: null };
      },
      Component: Content,
      ErrorBoundary: Content,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const cache = partCacheOfPage(context);
  const html = renderToString(
    <PartCacheContext value={cache.render}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </PartCacheContext>,
  );
  cache.keep(kept(html));
  return html;
}

describe('a cached part on the server', () => {
  const rendered = vi.fn();
  function Menu() {
    rendered();
    const id = useId();
    const [open] = useState(false);
    const { pathname } = useLocation();
    return (
      <ul id={id} data-open={open}>
        <li>
          <Link to="/slots" aria-current={pathname === '/slots' ? 'page' : undefined}>
            Slots {pathname}
          </Link>
        </li>
        <li>{'text'} beside text</li>
        <li>
          <img src="/games/first.webp" alt="" />
        </li>
      </ul>
    );
  }
  function Page() {
    return (
      <main>
        <p>{Math.random()}</p>
        <CachedPart as="nav" part="menu" className="menu" aria-label="Menu">
          <Menu />
        </CachedPart>
      </main>
    );
  }

  it('renders once per brand version and address, and its reused HTML is what React wrote', async () => {
    const brand = { version: 1 };
    const partOf = (html: string) => /<nav[^>]*data-part="menu".*?<\/nav>/.exec(html)?.[0];
    rendered.mockClear();
    const first = await renderPage('/slots', brand, Page);
    const second = await renderPage('/slots', brand, Page);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(partOf(first)).toContain('aria-current="page"');
    expect(partOf(second)).toBe(partOf(first));
    // Its eager image is preloaded when the part is reused, as when React rendered it.
    for (const html of [first, second])
      expect(html).toMatch(/<link rel="preload"[^>]*href="\/games\/first.webp"/);
    // The rest of the page still renders on every request.
    expect(second).not.toBe(first);

    // Another address, or a new brand version (a new state object), renders afresh.
    const other = await renderPage('/casino', brand, Page);
    expect(rendered).toHaveBeenCalledTimes(2);
    expect(partOf(other)).not.toContain('aria-current');
    await renderPage('/slots', { version: 2 }, Page);
    expect(rendered).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing from a render whose document lacks the part', async () => {
    const brand = { version: 3 };
    rendered.mockClear();
    await renderPage('/slots', brand, Page, () => '<html><body>error page</body></html>');
    await renderPage('/slots', brand, Page);
    await renderPage('/slots', brand, Page);
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it('renders the part on every page whose root loader did not answer, and keeps none of it', async () => {
    const brand = { version: 4 };
    rendered.mockClear();
    const pages = [
      await renderPage('/slots', brand, Page, undefined, true),
      await renderPage('/slots', brand, Page, undefined, true),
    ];
    expect(rendered).toHaveBeenCalledTimes(2);
    for (const html of pages) expect(html).toMatch(/<nav[^>]*data-part="menu"[^>]*>.*Slots <!-- -->\/slots/);
    // Nothing was kept for the brand's pages that do answer.
    await renderPage('/slots', brand, Page);
    expect(rendered).toHaveBeenCalledTimes(3);
  });
});
