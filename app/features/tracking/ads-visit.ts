import { adsVisitCall } from '#shared/contract/site-calls.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { callApi } from '#app/features/api/api-client.ts';
import { isApiSuccess, type ApiFailure } from '#app/features/api/api-answer.ts';
import { nextTask } from './next-task.ts';
import { captureAppsflyerId, readFbp } from './tracking-ids.ts';

/** Session storage flag: the visit of this browser session has been reported. */
export const adsVisitSessionKey = 'marquee_ads_visit';

type AdsVisitResult = 'sent' | 'skipped' | 'failed';

interface AdsVisitOptions {
  hostname: string;
  externalId: string;
  /** Spec §8: a failed ads visit is passed to the global error handler. */
  onError: (failure: ApiFailure) => void;
  storage?: Storage;
  fetch?: typeof fetch;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface AdsVisitReporter {
  /**
   * Reports the visit once per browser session with the tracking ids. The flag is set before the
   * call, so a failure is reported once and not retried: the server may have recorded the visit
   * even when its answer was lost, and a retry would count it twice (and show the player a second
   * error).
   */
  send(options: AdsVisitOptions): Promise<AdsVisitResult>;
}

/** One per app: its in-page guard keeps a visit to one call while the session flag cannot be kept. */
export function createAdsVisitReporter(): AdsVisitReporter {
  let pending: Promise<AdsVisitResult> | undefined;
  return {
    send({ hostname, externalId, onError, storage = sessionStore(), fetch }) {
      if (pending) return pending.then(() => 'skipped');
      try {
        if (storage?.getItem(adsVisitSessionKey)) return Promise.resolve('skipped');
        storage?.setItem(adsVisitSessionKey, new Date().toISOString());
      } catch {
        // Without session storage the in-page guard below still keeps it to one call per page.
      }
      pending = (async () => {
        // Each first read (the cookie, local storage) can block the page for milliseconds on a
        // phone: one per task, after the session storage's above.
        await nextTask();
        const fbp = readFbp();
        await nextTask();
        const ids = { fbp, appsflyer_id: captureAppsflyerId() };
        const answer = await callApi(
          adsVisitCall,
          { domain_name: baseDomainOf(hostname), external_id: externalId, ...ids },
          { fetch },
        );
        if (isApiSuccess(answer)) return 'sent';
        onError(answer);
        return 'failed';
      })();
      return pending;
    },
  };
}
