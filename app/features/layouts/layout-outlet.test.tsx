// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateName } from '#shared/theme/themes.ts';
import { LayoutOutlet } from './layout-outlet.tsx';
import {
  initialLayoutName,
  isLayoutLoaded,
  layoutForPath,
  layoutForRouteIds,
  layoutNames,
  loadLayout,
  preloadLayouts,
} from './layout-registry.ts';
import { fixtureState, LayoutProviders } from './layout-test-fixture.tsx';

afterEach(cleanup);

function renderAt(path: string, template: TemplateName | null) {
  const Stub = createRoutesStub([
    {
      id: 'root-layout',
      path: '/',
      Component: () => <LayoutOutlet languageSwitcher={<span>language switcher</span>} />,
      children: [
        { id: 'page:home', index: true, Component: () => <h1>Home page</h1> },
        { id: 'page:slots', path: 'slots', Component: () => <h1>Slots page</h1> },
        { id: 'page:minigame', path: 'minigame', Component: () => <h1>Minigame page</h1> },
      ],
    },
  ]);
  const state = { ...fixtureState(template ?? 'template1'), template };
  return render(
    <LayoutProviders state={state}>
      <Stub initialEntries={[path]} />
    </LayoutProviders>,
  );
}

describe('layout outlet', () => {
  beforeAll(async () => {
    await Promise.all([
      loadLayout('minigame'),
      loadLayout('template1'),
      loadLayout('template4'),
      loadLayout('default'),
    ]);
  });

  it('/minigame uses the minigame layout (spec section 2)', () => {
    const { container } = renderAt('/minigame', 'template1');
    expect(screen.getByRole('heading', { name: 'Minigame page' })).toBeTruthy();
    expect(container.querySelector('.minigame')).toBeTruthy();
    expect(container.querySelector('.top-nav')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it("other pages use the brand's template layout", () => {
    const casino = renderAt('/slots', 'template1');
    expect(screen.getByRole('heading', { name: 'Slots page' })).toBeTruthy();
    expect(casino.container.querySelector('.frame--top-nav')?.getAttribute('data-template')).toBe(
      'template1',
    );
    expect(screen.getByText('language switcher')).toBeTruthy();
    casino.unmount();

    const slots = renderAt('/', 'template4');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(slots.container.querySelector('.frame--arcade')?.getAttribute('data-template')).toBe('template4');
  });

  it('without a template the default layout is used', () => {
    const { container } = renderAt('/slots', null);
    expect(container.querySelector('.frame--default')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Slots page' })).toBeTruthy();
  });

  it('waits for a layout that is not loaded yet, then shows it', async () => {
    expect(isLayoutLoaded('template10')).toBe(false);
    // The chunk is requested during this render; the page appears once it has arrived.
    const { container } = await act(async () => renderAt('/slots', 'template10'));
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeTruthy();
    expect(container.querySelector('.frame--sportsbook')).toBeTruthy();
    expect(isLayoutLoaded('template10')).toBe(true);
  });
});

describe('layout registry', () => {
  it('knows default, minigame and template1…template20 without template18', () => {
    expect(layoutNames).toHaveLength(21);
    expect(layoutNames).toContain('default');
    expect(layoutNames).toContain('minigame');
    expect(layoutNames).toContain('template20');
    expect(layoutNames).not.toContain('template18');
  });

  it('picks the deepest page route: its own layout, else the template', () => {
    expect(layoutForRouteIds(['root', 'page:minigame'], 'template7')).toBe('minigame');
    expect(layoutForRouteIds(['root', 'page:slots'], 'template7')).toBe('template7');
    expect(layoutForRouteIds(['root', 'not-found'], 'template7')).toBe('template7');
    expect(layoutForRouteIds(['root'], null)).toBe('default');
  });

  it('finds the layout of a path, with or without language prefix', () => {
    expect(layoutForPath('/minigame', 'template2')).toBe('minigame');
    expect(layoutForPath('/cn/minigame', 'template2')).toBe('minigame');
    expect(layoutForPath('/minigame/', 'template2')).toBe('minigame');
    expect(layoutForPath('/slots', 'template2')).toBe('template2');
    expect(layoutForPath('/cn', 'template2')).toBe('template2');
    expect(layoutForPath('/no-such-page', 'template2')).toBe('template2');
  });

  it('reads the server-rendered layout before hydration: data-layout, else path and theme', () => {
    expect(initialLayoutName({ layout: 'template9' }, '/slots')).toBe('template9');
    expect(initialLayoutName({ theme: 'slot2' }, '/slots')).toBe('template4');
    expect(initialLayoutName({ theme: 'slot2' }, '/minigame')).toBe('minigame');
    expect(initialLayoutName({ layout: 'template18' }, '/')).toBeNull();
    expect(initialLayoutName({}, '/')).toBeNull();
  });

  it('loads each layout once and then answers from the cache', async () => {
    const first = await loadLayout('template13');
    expect(await loadLayout('template13')).toBe(first);
    expect(isLayoutLoaded('template13')).toBe(true);
  });

  it('preloads layouts', async () => {
    expect(isLayoutLoaded('template15')).toBe(false);
    expect(isLayoutLoaded('template20')).toBe(false);
    await preloadLayouts(['template15', 'template20', 'template15']);
    expect(isLayoutLoaded('template15')).toBe(true);
    expect(isLayoutLoaded('template20')).toBe(true);
  });
});
