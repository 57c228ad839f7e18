import { useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '#app/features/api/api-answer.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { createAdsVisitReporter } from './ads-visit.ts';
import { createAnalyticsLoader } from './analytics.ts';
import { inTaskOfItsOwn } from './next-task.ts';

/** The brand whose tracking may run: a started site, not under maintenance (spec §4: no other calls then). */
function useTrackedBrand(): string | null {
  return useSite((s) =>
    s.template !== null && s.site !== null && !s.maintenance.is_maintenance ? s.site.external_id : null,
  );
}

/** Injects the brand's analytics scripts once the app is mounted (spec §4), once per page lifetime. */
export function useAnalytics(): void {
  const brand = useTrackedBrand();
  const [analytics] = useState(createAnalyticsLoader);
  useEffect(() => {
    if (brand === null) return;
    return inTaskOfItsOwn(() => void analytics.load({ hostname: window.location.hostname, brand }));
  }, [brand, analytics]);
}

/** Reports the ads visit once per session (the root keeps the landing URL's appsflyer_id at hydration). */
export function useAdsVisit(onError: (failure: ApiFailure) => void): void {
  const brand = useTrackedBrand();
  const [adsVisit] = useState(createAdsVisitReporter);
  // The latest handler, without re-running the effect when its identity changes.
  const handler = useRef(onError);
  useEffect(() => {
    handler.current = onError;
  });
  useEffect(() => {
    if (brand === null) return;
    return inTaskOfItsOwn(
      () =>
        void adsVisit.send({
          hostname: window.location.hostname,
          externalId: brand,
          onError: (failure) => handler.current(failure),
        }),
    );
  }, [brand, adsVisit]);
}

/** Both, for the root: `<SiteTracking onError={outcomeHandler} />` inside the site store provider. */
export function SiteTracking({ onError }: { onError: (failure: ApiFailure) => void }): null {
  useAnalytics();
  useAdsVisit(onError);
  return null;
}
