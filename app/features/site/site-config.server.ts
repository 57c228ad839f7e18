import type { AppLoadContext } from 'react-router';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import type { PageAddress, PageBrand } from '#server/web/page-services.ts';

/**
 * The brand of a page request for a page's own data, or null when the root shows a start-up
 * failure or the maintenance screen instead (a brand in maintenance refuses it like any call, so
 * a page loads nothing then: decision 0017).
 */
export async function siteConfigOf(request: Request, context: AppLoadContext): Promise<PageBrand | null> {
  const domain = baseDomainOf(pageAddressOf(request).host);
  try {
    return await context.services.siteConfigs.forCall(domain, domain);
  } catch {
    return null;
  }
}

/**
 * The page request's Host (as the browser sent it, port included) and protocol: the render's
 * request address is built from the trusted protocol (register-web.ts), so a page served through
 * a TLS proxy names https.
 */
export function pageAddressOf(request: Request): PageAddress {
  const url = new URL(request.url);
  return {
    host: request.headers.get('host') ?? url.host,
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}
