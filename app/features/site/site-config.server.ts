import type { AppLoadContext } from 'react-router';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import type { PageBrand } from '#server/web/page-services.ts';

/**
 * The brand of a page request for a page's own data, or null when the root shows a start-up
 * failure or the maintenance screen instead (a brand in maintenance refuses it like any call, so
 * a page loads nothing then: decision 0017).
 */
export async function siteConfigOf(request: Request, context: AppLoadContext): Promise<PageBrand | null> {
  const domain = baseDomainOf(request.headers.get('host') ?? new URL(request.url).host);
  try {
    return await context.services.siteConfigs.forCall(domain, domain);
  } catch {
    return null;
  }
}
