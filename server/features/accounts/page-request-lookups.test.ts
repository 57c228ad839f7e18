import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { lucky, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { balanceCall } from '#shared/contract/wallet-contract.ts';
import { sharedInPageRequest, withPageRequestLookups } from './page-request-lookups.ts';

/**
 * A page render asks for its player several times (loaders, then the in-process API calls they
 * make): within one page request the session is looked up once, and never shared beyond it.
 */
let t: TestApp;
let brandId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  brandId = (await t.services.siteConfigs.forPage(lucky.host)).id;
  token = await logInDemo(t, lucky, 'demo1');
});
afterAll(async () => {
  await t.close();
});

describe('page request look-ups', () => {
  it('runs a look-up once inside a page request and every time outside one', async () => {
    let runs = 0;
    const lookUp = async () => ++runs;
    await withPageRequestLookups(async () => {
      expect(await Promise.all([sharedInPageRequest('k', lookUp), sharedInPageRequest('k', lookUp)])).toEqual(
        [1, 1],
      );
      expect(await sharedInPageRequest('other', lookUp)).toBe(2);
    });
    await withPageRequestLookups(async () => expect(await sharedInPageRequest('k', lookUp)).toBe(3));
    expect(await sharedInPageRequest('k', lookUp)).toBe(4);
  });

  it("shares the page's session with the API calls it makes, checks the account they name, and forgets it after the page", async () => {
    const { pages } = t.services;
    const credentials = { account_id: 'demo1', auth: token };
    await withPageRequestLookups(async () => {
      const session = await pages.pageSession(`marquee_session=${token}`, brandId);
      expect(session?.account.accountId).toBe('demo1');
      // Revoked while the page renders: the render already knows its player and finishes as it began.
      await t.handle.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.accountPk, session!.account.id));
      expect(
        (await pages.playerCall(balanceCall, { host: lucky.host, protocol: 'http' }, credentials)).statusCode,
      ).toBe(1);
      // Another account named with this token is refused, shared answer or not.
      const other = await pages.playerCall(
        balanceCall,
        { host: lucky.host, protocol: 'http' },
        { ...credentials, account_id: 'demo2' },
      );
      expect(other).toMatchObject({ statusCode: 0, message: 'sessionExpired' });
    });
    // The next page request, and any API call outside a page, see the revocation.
    expect((await t.post(balanceCall.path, credentials)).json).toMatchObject({ message: 'sessionExpired' });
    await withPageRequestLookups(async () => {
      expect(await pages.pageSession(`marquee_session=${token}`, brandId)).toBeNull();
    });
  });
});
