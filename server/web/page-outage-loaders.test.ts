import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandHost, lucky } from '#server/test-support/demo-accounts.ts';
import { breakDatabase, connectionRefused } from '#server/test-support/break-database.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { pageServicesOf } from './page-outage.ts';
import { loader as rootLoader } from '#app/root.tsx';
import { readDataText, type DataText } from '#app/features/routing/data-text.ts';
import type { SiteState } from '#app/features/site/site-state.ts';
import { loader as homeLoader } from '#app/routes/home.tsx';

/**
 * Pages while the database is out of reach: the loaders throw the 503 route error, so React Router
 * renders the root error page with HTTP 503 (themed when the brand is cached, plain when not).
 */
let t: TestApp;
let fail: ReturnType<typeof breakDatabase>;
let context: AppLoadContext;

function args(host: string, cookie?: string) {
  const headers = new Headers({ host });
  if (cookie) headers.set('cookie', cookie);
  return { request: new Request(`http://${host}/`, { headers }), params: {}, context } as never;
}

async function statusOf(run: () => Promise<unknown>): Promise<number | 'answered'> {
  try {
    await run();
    return 'answered';
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  fail = breakDatabase(t.handle);
  context = { services: pageServicesOf(t.services.pages) } as AppLoadContext;
  // The brand is now cached, as on a server that has been serving it.
  expect(await statusOf(() => rootLoader(args(lucky.host)))).toBe('answered');
});
afterAll(async () => {
  fail(undefined);
  await t.close();
});

describe('page loaders while the database is away', () => {
  it('a page that needs the database is the 503 error page, also for a brand still cached', async () => {
    fail(connectionRefused);
    try {
      expect(await statusOf(() => homeLoader(args(lucky.host)))).toBe(503);
      // The cached brand needs no query, but a signed-in player's session does.
      expect(await statusOf(() => rootLoader(args(lucky.host)))).toBe('answered');
      const session = `marquee_session=${'a'.repeat(43)}`;
      expect(await statusOf(() => rootLoader(args(lucky.host, session)))).toBe(503);
      // A brand not cached cannot be resolved: 503 before anything else.
      expect(await statusOf(() => rootLoader(args(brandHost('spinpalace').host)))).toBe(503);
    } finally {
      fail(undefined);
    }
  });

  it('serves the pages again once the database answers', async () => {
    expect(await statusOf(() => homeLoader(args(lucky.host)))).toBe('answered');
    expect(await statusOf(() => rootLoader(args(brandHost('spinpalace').host)))).toBe('answered');
  });

  it('other failures keep their own page: an unknown domain is still the start-up failure screen', async () => {
    const answer: unknown = await rootLoader(args('unknown-brand.example'));
    // The loader answers its data as is or wrapped in data() (with headers).
    const payload = (
      (answer as { type?: string }).type === 'DataWithResponseInit'
        ? (answer as { data: unknown }).data
        : answer
    ) as { state: DataText<SiteState> };
    expect(readDataText(payload.state)).toMatchObject({ message: 'unknownDomain', template: null });
  });
});
