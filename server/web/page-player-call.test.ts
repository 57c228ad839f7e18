import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInboxCall } from '#shared/contract/inbox-contract.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { loginBody, lucky, spin } from '#server/test-support/demo-accounts.ts';
import { breakDatabase, connectionRefused } from '#server/test-support/break-database.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/** The page service that answers a player page's data through the API itself (decision 0022). */
let t: TestApp;
let fail: ReturnType<typeof breakDatabase>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  fail = breakDatabase(t.handle);
  const login = await t.post('/api/auth/login', loginBody(lucky, 'demo1', demoPassword));
  token = String(login.json.token);
});
afterAll(async () => {
  fail(undefined);
  await t.close();
});

describe('pages.playerCall', () => {
  it("answers the API's own answer: the data for a live session, sessionExpired for a wrong token", async () => {
    const ok = await t.services.pages.playerCall(getInboxCall, lucky.host, {
      account_id: 'demo1',
      auth: token,
    });
    expect(ok.statusCode).toBe(1);
    const refused = await t.services.pages.playerCall(getInboxCall, lucky.host, {
      account_id: 'demo1',
      auth: 'x'.repeat(43),
    });
    expect(refused.statusCode).not.toBe(1);
    expect(refused.message).toBe('sessionExpired');
  });

  it('keeps each brand to its own players: the lucky session is refused on another host', async () => {
    const answer = await t.services.pages.playerCall(getInboxCall, spin.host, {
      account_id: 'demo1',
      auth: token,
    });
    expect(answer.statusCode).not.toBe(1);
  });

  it('throws the 503 route error while the database is out of reach, so the page is the 503 page', async () => {
    fail(connectionRefused);
    try {
      const thrown = await t.services.pages
        .playerCall(getInboxCall, lucky.host, { account_id: 'demo1', auth: token })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } });
    } finally {
      fail(undefined);
    }
  });
});
