import { createElement, use, type ComponentType, type ReactNode } from 'react';
import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import { preloadConcurrency } from '#shared/rules/timings.ts';
import { isThemeCode, templateForTheme, templateNames, type TemplateName } from '#shared/theme/themes.ts';
import { routeEntryById, routeTable } from '#app/features/routing/route-table.ts';
import { createLimiter } from './preload-limiter.ts';
import type { FrameName } from '#shared/theme/template-table.ts';
import { templateDesigns } from './templates.ts';
import arcadeCss from './frames/arcade-frame.css?url';
import frameCss from './frames/frame.css?url';
import minigameCss from './frames/minigame-frame.css?url';
import sideNavCss from './frames/side-nav-frame.css?url';
import sportsbookCss from './frames/sportsbook-frame.css?url';
import topNavCss from './frames/top-nav-frame.css?url';

/** Spec section 2: "Available layouts: default, minigame, and template1 to template20 (no template18)." */
export type LayoutName = 'default' | 'minigame' | TemplateName;
export const layoutNames: readonly LayoutName[] = ['default', 'minigame', ...templateNames];

function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (layoutNames as readonly string[]).includes(value);
}

/** What the page (route) puts inside a layout. */
interface LayoutProps {
  children?: ReactNode;
  /** The language switcher, rendered where the layout's header has room for it. */
  languageSwitcher?: ReactNode;
}

/** What a frame module renders: a layout plus the template whose variation it draws. */
export interface FrameProps extends LayoutProps {
  template?: TemplateName;
}

export type LayoutComponent = ComponentType<LayoutProps>;
type FrameKey = FrameName | 'default' | 'minigame';

/**
 * One dynamic import per frame, so each is its own chunk and a brand only downloads the frame its
 * template uses. Template layouts sharing a frame share the chunk.
 */
const frameLoaders: Record<FrameKey, () => Promise<ComponentType<FrameProps>>> = {
  'top-nav': () => import('./frames/top-nav-frame.tsx').then((m) => m.TopNavFrame),
  'side-nav': () => import('./frames/side-nav-frame.tsx').then((m) => m.SideNavFrame),
  arcade: () => import('./frames/arcade-frame.tsx').then((m) => m.ArcadeFrame),
  sportsbook: () => import('./frames/sportsbook-frame.tsx').then((m) => m.SportsbookFrame),
  default: () => import('./frames/default-frame.tsx').then((m) => m.DefaultFrame),
  minigame: () => import('./frames/minigame-frame.tsx').then((m) => m.MinigameFrame),
};

function frameOf(name: LayoutName): FrameKey {
  return name === 'default' || name === 'minigame' ? name : templateDesigns[name].frame;
}

/**
 * Each frame's stylesheets, known without loading the frame's chunk. They are rendered outside the
 * layout's Suspense boundary: a React 19 stylesheet inside a boundary makes the server stream the
 * boundary and reveal it by script once the sheet loads, so the first paint would be the fallback.
 */
const frameStylesheets: Record<FrameKey, readonly string[]> = {
  'top-nav': [frameCss, topNavCss],
  'side-nav': [frameCss, sideNavCss],
  arcade: [frameCss, arcadeCss],
  sportsbook: [frameCss, sportsbookCss],
  default: [frameCss],
  minigame: [frameCss, minigameCss],
};

export function layoutStylesheets(name: LayoutName): readonly string[] {
  return frameStylesheets[frameOf(name)];
}

/**
 * Module cache. `loaded` lets SSR and hydration render synchronously once a layout has been awaited;
 * `pending` makes concurrent loads of one frame share one import (and gives `use` a stable promise).
 */
const loaded = new Map<LayoutName, LayoutComponent>();
const pending = new Map<FrameKey, Promise<ComponentType<FrameProps>>>();
const layoutPromises = new Map<LayoutName, Promise<LayoutComponent>>();
const failedFrames = new Set<FrameKey>();

/** The layout component bound to its template; created once per name so React never remounts it. */
function bind(name: LayoutName, Frame: ComponentType<FrameProps>): LayoutComponent {
  if (name === 'default' || name === 'minigame') return Frame;
  const Bound = (props: LayoutProps) => createElement(Frame, { ...props, template: name });
  Bound.displayName = `Layout(${name})`;
  return Bound;
}

function loadFrame(key: FrameKey): Promise<ComponentType<FrameProps>> {
  let promise = pending.get(key);
  if (!promise) {
    promise = frameLoaders[key]();
    pending.set(key, promise);
    // A failed chunk (deploy, network) stays failed until the next navigation: `use` then rethrows
    // the same rejection to the error boundary instead of re-requesting the chunk on every render.
    promise.catch(() => failedFrames.add(key));
  }
  return promise;
}

/** Loads a layout's chunk; resolves with its component, which `useLayout` then returns synchronously. */
export function loadLayout(name: LayoutName): Promise<LayoutComponent> {
  const ready = loaded.get(name);
  if (ready) return Promise.resolve(ready);
  let promise = layoutPromises.get(name);
  if (!promise) {
    promise = loadFrame(frameOf(name)).then((Frame) => {
      const component = bind(name, Frame);
      loaded.set(name, component);
      return component;
    });
    layoutPromises.set(name, promise);
    promise.catch(() => undefined);
  }
  return promise;
}

/** Lets a navigation try the chunks that failed before (a network drop may have passed). */
export function forgetFailedLayouts(): void {
  for (const key of failedFrames) pending.delete(key);
  for (const name of layoutPromises.keys()) {
    if (!loaded.has(name) && failedFrames.has(frameOf(name))) layoutPromises.delete(name);
  }
  failedFrames.clear();
}

/** For the server: await in the root loader so the render never suspends on the layout. */
export async function ensureLayoutLoaded(name: LayoutName): Promise<void> {
  await loadLayout(name);
}

export function isLayoutLoaded(name: LayoutName): boolean {
  return loaded.has(name);
}

/**
 * The layout component: synchronous when loaded (SSR after `ensureLayoutLoaded`, hydration after
 * entry.client's await), otherwise suspends until the chunk arrives.
 */
export function useLayout(name: LayoutName): LayoutComponent {
  return loaded.get(name) ?? use(loadLayout(name));
}

const preloadLimiter = createLimiter(preloadConcurrency);

/** Preloads layouts, at most `preloadConcurrency` (5) chunk loads at a time; failures are left to the render. */
export function preloadLayouts(names: readonly LayoutName[]): Promise<void> {
  const missing = [...new Set(names)].filter((name) => !loaded.has(name));
  return Promise.all(
    missing.map((name) => preloadLimiter.run(() => loadLayout(name)).catch(() => undefined)),
  ).then(() => undefined);
}

/** The brand's own layout: its template, or `default` while no template is known. */
function templateLayout(template: TemplateName | null | undefined): LayoutName {
  return template ?? 'default';
}

/**
 * Spec section 2: "The page names its layout. Otherwise the theme's template layout is used."
 * `routeIds` are the ids of the matched routes, outermost first; the deepest one that is a page of
 * the route table decides.
 */
export function layoutForRouteIds(
  routeIds: readonly string[],
  template: TemplateName | null | undefined,
): LayoutName {
  for (let i = routeIds.length - 1; i >= 0; i -= 1) {
    const entry = routeEntryById(routeIds[i] ?? '');
    if (entry) return entry.layout ?? templateLayout(template);
  }
  return templateLayout(template);
}

const layoutByPath = new Map<string, LayoutName | undefined>(
  routeTable.map((entry) => [entry.path, entry.layout]),
);

/** The layout of a URL path (with or without language prefix): for the root loader, entry.client and preloading. */
export function layoutForPath(pathname: string, template: TemplateName | null | undefined): LayoutName {
  const bare = stripLanguagePrefix(pathname).replace(/(.)\/+$/, '$1');
  return layoutByPath.get(bare as `/${string}`) ?? templateLayout(template);
}

/**
 * The layout the server rendered, read in the browser before hydration: `data-layout` on <html>
 * when root sets it, else derived from the path and the theme on `data-theme`. Null when the page
 * shows no layout (maintenance, start-up failure).
 */
export function initialLayoutName(dataset: DOMStringMap, pathname: string): LayoutName | null {
  if (isLayoutName(dataset.layout)) return dataset.layout;
  if (isThemeCode(dataset.theme)) return layoutForPath(pathname, templateForTheme(dataset.theme));
  return null;
}
