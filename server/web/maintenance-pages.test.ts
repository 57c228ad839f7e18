import { createStaticHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Maintenance } from '#shared/brand/brand-site-schema.ts';
import { maintenancePageInit } from '#app/features/site/maintenance-page.server.ts';
import { readDataText, type DataText } from '#app/features/routing/data-text.ts';
import type { SiteState } from '#app/features/site/site-state.ts';
import routes from '#app/routes.ts';
import { findBrandByDomain } from '#server/features/brands/brand-repository.ts';
import { applyBrand } from '#server/features/brands/brand-service.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/**
 * Decision 0017 for pages: while a brand is in maintenance every path, unknown ones too, is the
 * maintenance screen with 503; no 404, guard redirect or language 404. Runs the app's real route
 * tree and loaders (React Router's static handler, as the server's document requests do) against
 * the demo data, without rendering: which screen the root shows follows from its loader data
 * (`App` shows only the maintenance screen when `state.maintenance.is_maintenance`).
 */

interface RouteConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteConfigEntry[];
}

const appDir = new URL('../../app/', import.meta.url);

type DataRoute = Parameters<typeof createStaticHandler>[0][number];

function routeObject(entry: RouteConfigEntry): DataRoute {
  const lazy = async () => {
    const module = (await import(new URL(entry.file, appDir).pathname)) as { loader?: unknown };
    return { loader: module.loader as DataRoute['loader'] };
  };
  const id = entry.id ?? entry.file;
  return entry.index
    ? { id, index: true, lazy }
    : { id, path: entry.path, lazy, children: entry.children?.map(routeObject) };
}

const handler = createStaticHandler([
  routeObject({ id: 'root', path: '', file: 'root.tsx', children: routes as RouteConfigEntry[] }),
]);

let t: TestApp;

async function render(path: string, host: string) {
  const request = new Request(`http://${host}${path}`, { headers: { host } });
  return handler.query(request, { requestContext: { services: t.services.pages, nonce: 'test' } });
}

interface RootData {
  state: DataText<SiteState>;
}

async function setRoyalMaintenance(maintenance: Maintenance): Promise<void> {
  const current = await findBrandByDomain(t.handle.db, 'royalbay.localhost');
  await applyBrand(t.handle.db, { ...structuredClone(current!.document), maintenance }, 'test', () =>
    t.services.brandBus.publish(),
  );
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const anyPaths = [
  '/',
  '/no-such-page',
  '/cn/whatever',
  '/zz/slots',
  '/cn/slots',
  '/cn',
  '/slots',
  '/about',
  '/account',
  '/deposit',
  '/login',
  '/forgot-password',
  '/a/b/c?x=1',
];

describe('pages of a brand in maintenance (royalbay)', () => {
  it.each(anyPaths)('%s is the maintenance screen with 503, not a 404 or a redirect', async (path) => {
    const context = await render(path, 'royalbay.localhost');
    if (context instanceof Response)
      throw new Error(`${path} answered ${context.status} ${context.headers.get('location')}`);
    expect(context.errors).toBeNull();
    expect(context.statusCode).toBe(503);
    const state = readDataText((context.loaderData.root as RootData).state);
    expect(state.maintenance.is_maintenance).toBe(true);
    // No end announced: no Retry-After.
    expect(context.loaderHeaders.root?.get('retry-after') ?? null).toBeNull();
  });

  it('sends Retry-After when the end of the window is announced', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 600_000).toISOString();
    await setRoyalMaintenance({ is_maintenance: false, start_date: start, end_date: end });
    try {
      const context = await render('/no-such-page', 'royalbay.localhost');
      if (context instanceof Response) throw new Error('redirected');
      expect(context.statusCode).toBe(503);
      const retryAfter = Number(context.loaderHeaders.root?.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
    } finally {
      await setRoyalMaintenance({ is_maintenance: true, start_date: null, end_date: null });
    }
  });
});

describe('pages of an open brand (localhost), the same paths', () => {
  it('answers an unknown path with the 404 page', async () => {
    const context = await render('/no-such-page', 'localhost');
    if (context instanceof Response) throw new Error('redirected');
    expect(context.statusCode).toBe(404);
    // The 404 page renders inside the site frame (its loader answers 404) rather than as an error.
    expect(context.matches.at(-1)?.route.id).toBe('not-found');
  });

  it('answers an unknown language prefix with 404', async () => {
    const context = await render('/zz/slots', 'localhost');
    if (context instanceof Response) throw new Error('redirected');
    expect(context.statusCode).toBe(404);
  });

  it('sends a guest on a guarded page to the login', async () => {
    const context = await render('/account', 'localhost');
    expect(context).toBeInstanceOf(Response);
    expect((context as Response).headers.get('location')).toMatch(/login/);
  });

  it('renders the home page with 200 and its layout', async () => {
    const context = await render('/', 'localhost');
    if (context instanceof Response) throw new Error('redirected');
    expect(context.statusCode).toBe(200);
    const state = readDataText((context.loaderData.root as RootData).state);
    expect(state.maintenance.is_maintenance).toBe(false);
    expect(state.template).toBeTruthy();
  });
});

describe('maintenancePageInit', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('is nothing for an open site', () => {
    expect(maintenancePageInit({ is_maintenance: false, start_date: null, end_date: null }, now)).toBeNull();
  });
  it('is 503, with Retry-After only for an end still ahead', () => {
    expect(maintenancePageInit({ is_maintenance: true, start_date: null, end_date: null }, now)).toEqual({
      status: 503,
      headers: {},
    });
    const ahead = { is_maintenance: true, start_date: null, end_date: '2026-11-24T10:30:00.500Z' };
    expect(maintenancePageInit(ahead, now)).toEqual({ status: 503, headers: { 'Retry-After': '1801' } });
    const passed = { is_maintenance: true, start_date: null, end_date: '2026-11-24T09:00:00Z' };
    expect(maintenancePageInit(passed, now)).toEqual({ status: 503, headers: {} });
  });
});
