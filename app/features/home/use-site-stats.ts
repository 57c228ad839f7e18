import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import type { CallResponse } from '#shared/contract/call-types.ts';
import { top10WinnerWithdrawalCall } from '#shared/contract/site-calls.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { callApi } from '#app/features/api/api-client.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useSite } from '#app/features/site/site-store.tsx';

export type SiteStats = CallResponse<typeof top10WinnerWithdrawalCall>;

export type SiteStatsState =
  { status: 'loading' } | { status: 'ready'; stats: SiteStats } | { status: 'failed' };

/**
 * The brand's winners, withdrawals and player counters (`/api/settings/top10winner_withdrawal`),
 * fetched once the page is mounted: they change by the minute, are below the fold, and so stay out
 * of the server render and its cache. Quiet on failure (no error dialog over the home page for a
 * ticker); the section says the figures are unavailable instead.
 */
export function useSiteStats(enabled = true): SiteStatsState {
  const externalId = useSite((s) => s.site?.external_id ?? null);
  const [state, setState] = useState<SiteStatsState>({ status: 'loading' });
  useEffect(() => {
    if (externalId === null || !enabled) return;
    const controller = new AbortController();
    callApi(
      top10WinnerWithdrawalCall,
      { domain_name: baseDomainOf(window.location.hostname), external_id: externalId },
      { signal: controller.signal },
    ).then(
      (answer) => setState(isApiSuccess(answer) ? { status: 'ready', stats: answer } : { status: 'failed' }),
      () => {
        // Aborted: the page went away.
      },
    );
    return () => controller.abort();
  }, [externalId, enabled]);
  return state;
}

const noChanges = () => () => {};

/**
 * True once the element comes within `margin` of the viewport (and from then on): work for a
 * section below the fold waits until the player scrolls towards it, instead of competing with
 * the page's first load.
 */
export function useNearViewport<T extends Element>(ref: RefObject<T | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  // A browser without IntersectionObserver cannot tell: the section counts as near at once.
  const canObserve = useSyncExternalStore(
    noChanges,
    () => typeof IntersectionObserver === 'function',
    () => true,
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !canObserve || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, canObserve]);
  return near || !canObserve;
}
