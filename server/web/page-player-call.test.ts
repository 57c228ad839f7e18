import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getInboxCall } from '#shared/contract/inbox-contract.ts';
import { transactionHistoryCall } from '#shared/contract/payment-contract.ts';
import type { ApiCall } from '#shared/contract/api-call.ts';
import { balanceCall, favouritesCall, vipCall } from '#shared/contract/wallet-contract.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { loginBody, lucky, spin } from '#server/test-support/demo-accounts.ts';
import { breakDatabase, connectionRefused } from '#server/test-support/break-database.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/** The page service that answers a player page's data through the API itself (decision 0022). */
let t: TestApp;
let fail: ReturnType<typeof breakDatabase>;
let token: string;
/** The address of a Lucky page served over plain HTTP. */
const luckyPage = { host: lucky.host, protocol: 'http' } as const;

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
    const ok = await t.services.pages.playerCall(getInboxCall, luckyPage, {
      account_id: 'demo1',
      auth: token,
    });
    expect(ok.statusCode).toBe(1);
    const refused = await t.services.pages.playerCall(getInboxCall, luckyPage, {
      account_id: 'demo1',
      auth: 'x'.repeat(43),
    });
    expect(refused.statusCode).not.toBe(1);
    expect(refused.message).toBe('sessionExpired');
  });

  it('keeps each brand to its own players: the lucky session is refused on another host', async () => {
    const answer = await t.services.pages.playerCall(
      getInboxCall,
      { host: spin.host, protocol: 'http' },
      {
        account_id: 'demo1',
        auth: token,
      },
    );
    expect(answer.statusCode).not.toBe(1);
  });

  it("answers exactly what the browser's call gets over HTTP, for every call a signed-in page makes", async () => {
    const credentials = { account_id: 'demo1', auth: token };
    const calls: [ApiCall, Record<string, unknown>][] = [
      [balanceCall, credentials],
      [vipCall, credentials],
      [favouritesCall, credentials],
      [getInboxCall, credentials],
      [transactionHistoryCall, { ...credentials, page: 1 }],
      // Refused: a dead token, another player's name, a body the schema refuses.
      [balanceCall, { account_id: 'demo1', auth: 'y'.repeat(43) }],
      [vipCall, { account_id: 'demo2', auth: token }],
      [transactionHistoryCall, { ...credentials, page: -3, from: 'yesterday' }],
    ];
    const injected = vi.spyOn(t.app, 'inject');
    for (const [index, [call, body]] of calls.entries()) {
      const overHttp = await t.post(call.path, body);
      injected.mockClear();
      const inProcess = await t.services.pages.playerCall(call as never, luckyPage, body as never);
      // In process, not a fake HTTP request (decision 0056).
      expect(injected).not.toHaveBeenCalled();
      expect(inProcess, `${call.path} ${JSON.stringify(body)}`).toEqual(overHttp.json);
      expect(inProcess.statusCode).toBe(index < 5 ? 1 : 0);
    }
    injected.mockRestore();
    const refused = await t.post(transactionHistoryCall.path, { ...credentials, page: -3 });
    expect(refused.json).toMatchObject({ statusCode: 0, message: 'invalidRequest' });
  });

  it('answers a path with no player call as the API does: notFound', async () => {
    const body = { account_id: 'demo1', auth: token };
    const answer = await t.services.pages.playerCall(
      { path: '/api/no/such/call' } as never,
      luckyPage,
      body as never,
    );
    expect(answer).toEqual({ statusCode: 0, message: 'notFound' });
    expect((await t.post('/api/no/such/call', {})).json).toEqual(answer);
  });

  it('throws the 503 route error while the database is out of reach, so the page is the 503 page', async () => {
    fail(connectionRefused);
    try {
      const thrown = await t.services.pages
        .playerCall(getInboxCall, luckyPage, { account_id: 'demo1', auth: token })
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
