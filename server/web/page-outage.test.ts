import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import type { PageServices } from './page-services.ts';
import { ApiError } from '#server/http/api-error.ts';
import { connectionRefused } from '#server/test-support/break-database.ts';
import { isPageOutage, rethrowPageOutage } from '#app/features/site/page-outage.ts';
import { pageServicesOf } from './page-outage.ts';

/** What a loader sees thrown: React Router answers a thrown data() with its status. */
async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

function stubServices(failWith: () => unknown) {
  const env = { NODE_ENV: 'test' };
  return {
    env,
    pageSession: () => Promise.reject(failWith()),
    siteConfigs: {
      calls: 0,
      forCall() {
        this.calls += 1;
        return Promise.reject(failWith());
      },
      startupAnswer() {
        throw failWith();
      },
      invalidate() {
        return this.calls;
      },
    },
  } as unknown as PageServices & { siteConfigs: { calls: number; invalidate(): number } };
}

describe('page services during a database outage', () => {
  it('turn a query that cannot reach the database into the 503 route error', async () => {
    const wrapped = pageServicesOf(
      stubServices(() => new DrizzleQueryError('select 1', [], connectionRefused())),
    );
    expect(statusOf(await thrownBy(() => wrapped.siteConfigs.forCall('a.com', 'a.com')))).toBe(503);
    expect(statusOf(await thrownBy(() => wrapped.pageSession('c=1', 1)))).toBe(503);
    // Thrown at once as well as rejected.
    expect(statusOf(await thrownBy(() => wrapped.siteConfigs.startupAnswer({} as never)))).toBe(503);
  });

  it('leave every other failure, value and `this` as they were', async () => {
    const services = stubServices(() => new ApiError('unknownDomain'));
    const wrapped = pageServicesOf(services) as typeof services;
    const thrown = await thrownBy(() => wrapped.siteConfigs.forCall('a.com', 'a.com'));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(wrapped.siteConfigs.invalidate()).toBe(1);
    expect(wrapped.env).toBe(services.env);
    expect(wrapped.siteConfigs).toBe(wrapped.siteConfigs);
  });

  it("a loader's catch-all passes the 503 on and keeps other errors to itself", async () => {
    const wrapped = pageServicesOf(stubServices(connectionRefused));
    const outage = await thrownBy(() => wrapped.pageSession('c=1', 1));
    expect(isPageOutage(outage)).toBe(true);
    expect(await thrownBy(() => rethrowPageOutage(outage))).toBe(outage);
    // A raw driver error never reaches a loader (the services convert it); it is not a route error.
    expect(isPageOutage(connectionRefused())).toBe(false);
    expect(isPageOutage(new Error('boom'))).toBe(false);
    expect(() => rethrowPageOutage(new ApiError('siteDisabled'))).not.toThrow();
  });
});
