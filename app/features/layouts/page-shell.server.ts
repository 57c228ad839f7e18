import { defaultViewport, isViewport } from '#shared/rules/breakpoints.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import { readCookie, viewportCookieName } from '#app/features/device/browser-cookies.ts';
import { deviceInfoFromUserAgent } from '#app/features/device/device-info.ts';
import { dataTextOf } from '#app/features/routing/data-text.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import type { SiteState } from '#app/features/site/site-state.ts';
import { ensureLayoutLoaded, layoutForPath } from './layout-registry.ts';

/**
 * What the shell needs to draw a page for its brand and device, derived from the request: the
 * page's layout (its module loaded before rendering, so the server and hydration render it at
 * once), the device and remembered viewport, and the brand's SEO tags for the path.
 */
export async function pageShellOf(request: Request, state: SiteState, config: PageBrand | undefined) {
  const { pathname } = new URL(request.url);
  const layout =
    state.template && !state.maintenance.is_maintenance ? layoutForPath(pathname, state.template) : null;
  if (layout) await ensureLayoutLoaded(layout);
  const viewportCookie = readCookie(request.headers.get('cookie'), viewportCookieName);
  return {
    layout,
    // One object per user agent, so one text (decision 0059).
    device: dataTextOf(deviceInfoFromUserAgent(request.headers.get('user-agent') ?? '')),
    viewport: isViewport(viewportCookie) ? viewportCookie : defaultViewport,
    seo: config && state.template ? pageSeo(config, request) : null,
  };
}
