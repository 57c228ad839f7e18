import { isRouteErrorResponse } from 'react-router';

/**
 * The status of the route error a page loader gets from a service call while the database is out of
 * reach (the server's page services throw it: server/web/page-outage.ts). React Router answers it
 * with the root error page and this HTTP status.
 */
export const pageOutageStatus = 503;

/** Whether a thrown value is that route error, as thrown (`data()`) or as React Router keeps it. */
export function isPageOutage(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === pageOutageStatus;
  if (typeof error !== 'object' || error === null) return false;
  const { type, init } = error as { type?: unknown; init?: { status?: unknown } | null };
  return type === 'DataWithResponseInit' && init?.status === pageOutageStatus;
}

/**
 * For a loader's catch-all: an outage is not a failure to paper over (a guest page, a start-up
 * failure screen) but the 503 error page, so it is thrown on; anything else returns to the caller.
 */
export function rethrowPageOutage(error: unknown): void {
  if (isPageOutage(error)) throw error;
}
