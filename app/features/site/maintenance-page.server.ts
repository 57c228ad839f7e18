import type { AppLoadContext, HeadersFunction } from 'react-router';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import { secondsUntilMaintenanceEnds } from '#shared/brand/maintenance-retry.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import type { SiteState } from './site-state.ts';

/**
 * The document status of a page while its brand is in maintenance (decision 0017), or null when
 * the site is open. Every path answers 503 with the maintenance screen: crawlers keep the site's
 * pages instead of indexing the screen as their content, and come back after Retry-After (sent
 * when the window's end is announced). The root loader uses it for every page, unknown paths too.
 */
export function maintenancePageInit(
  maintenance: SiteState['maintenance'],
  now = new Date(),
): { status: 503; headers: Record<string, string> } | null {
  if (!maintenance.is_maintenance) return null;
  const retryAfter = secondsUntilMaintenanceEnds(maintenance, now);
  return { status: 503, headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) } };
}

/** The root route's document headers: its loader's own (Retry-After under maintenance). */
export const rootDocumentHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Whether the brand of a page request is in maintenance now. A child route that would answer a
 * 404 of its own (the catch-all) asks this first: under maintenance the root shows the
 * maintenance screen on every path. A brand that cannot be loaded is not in maintenance (the
 * route answers as it always did).
 */
export async function pageUnderMaintenance(
  request: Request,
  context: AppLoadContext,
  now = new Date(),
): Promise<boolean> {
  const domain = baseDomainOf(request.headers.get('host') ?? new URL(request.url).host);
  try {
    const config = await context.services.siteConfigs.forPage(domain, now);
    return isUnderMaintenance(config.document.maintenance, now);
  } catch {
    return false;
  }
}
