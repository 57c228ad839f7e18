import { useCallback } from 'react';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { useSite } from '#app/features/site/site-store.tsx';

/** `domain_name` and `external_id` of a site call (spec §7): the base domain of the page's host and the brand. */
export function useSiteCallFields(): () => { domain_name: string; external_id: string } {
  const externalId = useSite((s) => s.site?.external_id ?? '');
  return useCallback(
    () => ({ domain_name: baseDomainOf(window.location.hostname), external_id: externalId }),
    [externalId],
  );
}
