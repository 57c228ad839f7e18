import { useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '#app/features/api/api-answer.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { createAdsVisitReporter } from './ads-visit.ts';
import { createAnalyticsLoader } from './analytics.ts';
import { captureAppsflyerId } from './tracking-ids.ts';

/**
 * Runs `task` in a task of its own, right after the current one. Mount effects run together in the
 * task that hydrates the page; building and sending these calls there would lengthen the one long
 * task a phone spends before it answers a tap. A message, not a timer: a task with no delay, which
 * the timers a page may throttle or a test may hold back do not touch. Returns the cancel.
 */
function inTaskOfItsOwn(task: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) task();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

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

/** Keeps the landing URL's appsflyer_id and reports the ads visit once per session. */
export function useAdsVisit(onError: (failure: ApiFailure) => void): void {
  const brand = useTrackedBrand();
  const [adsVisit] = useState(createAdsVisitReporter);
  // The latest handler, without re-running the effect when its identity changes.
  const handler = useRef(onError);
  useEffect(() => {
    handler.current = onError;
  });
  useEffect(() => {
    // Kept even under maintenance: the player may have landed from an ad and sign up later.
    captureAppsflyerId();
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
