import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lucky, spin, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { pageServicesOf } from './page-outage.ts';
import { loader as rootLoader } from '#app/root.tsx';
import { loader as bankDetailsLoader } from '#app/routes/bank-details-page.tsx';
import { loader as depositLoader } from '#app/routes/deposit-page.tsx';
import { loader as inboxLoader } from '#app/routes/inbox-page.tsx';
import { loader as playNowLoader } from '#app/routes/playnow-page.tsx';
import { loader as statementLoader } from '#app/routes/statement-page.tsx';
import { loader as historyLoader } from '#app/routes/transaction-history-page.tsx';
import { loader as withdrawalLoader } from '#app/routes/withdrawal-page.tsx';

/**
 * Player pages load their data on the server (decision 0022): the loader answers what the API
 * answers the same player, so the first HTML already shows it; never another player's or another
 * brand's data, and nothing for a guest.
 */
let t: TestApp;
let context: AppLoadContext;
let luckyDemo1: string;

function args(host: string, path: string, token?: string, protocol = 'http') {
  const headers = new Headers({ host });
  if (token) headers.set('cookie', `marquee_session=${token}`);
  return { request: new Request(`${protocol}://${host}${path}`, { headers }), params: {}, context } as never;
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  context = { services: pageServicesOf(t.services.pages) } as AppLoadContext;
  luckyDemo1 = await logInDemo(t, lucky, 'demo1');
});
afterAll(async () => {
  await t.close();
});

describe('player page loaders', () => {
  it('the inbox loader answers the messages get_inbox answers the same player', async () => {
    const api = await t.post('/api/settings/get_inbox', { account_id: 'demo1', auth: luckyDemo1 });
    expect(api.json.statusCode).toBe(1);
    const { messages } = await inboxLoader(args(lucky.host, '/inbox', luckyDemo1));
    expect(messages).not.toBeNull();
    expect(messages!.length).toBeGreaterThan(0);
    expect(messages).toEqual(api.json.value);
  });

  it('the statement loader answers the page the address names', async () => {
    const first = await statementLoader(args(lucky.host, '/statement', luckyDemo1));
    expect(first.statement?.value.length).toBeGreaterThan(0);
    const api = await t.post('/api/wallet/statement', { account_id: 'demo1', auth: luckyDemo1, page: 1 });
    expect(first.statement).toEqual(api.json);
    // A page past the end is empty but known, not a failure.
    const far = await statementLoader(args(lucky.host, '/statement?page=99', luckyDemo1));
    expect(far.statement?.value).toEqual([]);
    expect(far.statement?.total).toBe(first.statement?.total);
  });

  it('the wallet loaders answer the limits, bank details and recent withdrawals', async () => {
    const deposit = await depositLoader(args(lucky.host, '/deposit', luckyDemo1));
    expect(deposit.methods?.currency).toBeTruthy();
    expect(deposit.methods?.deposit.length).toBeGreaterThan(0);
    const banks = await bankDetailsLoader(args(lucky.host, '/bank-details', luckyDemo1));
    expect(Array.isArray(banks.banks)).toBe(true);
    const withdrawal = await withdrawalLoader(args(lucky.host, '/withdrawal', luckyDemo1));
    expect(withdrawal.methods).toEqual(deposit.methods);
    expect(withdrawal.banks).toEqual(banks.banks);
    expect(Array.isArray(withdrawal.recent)).toBe(true);
  });

  it('the transaction history loader answers a type filter, and leaves a date range to the browser', async () => {
    const all = await historyLoader(args(lucky.host, '/transaction-history', luckyDemo1));
    expect(all.inBrowser).toBe(false);
    const api = await t.post('/api/wallet/transaction_history', {
      account_id: 'demo1',
      auth: luckyDemo1,
      page: 1,
    });
    expect(all.history).toEqual({ items: api.json.value, total: api.json.total });
    const withdrawals = await historyLoader(
      args(lucky.host, '/transaction-history?type=withdrawal', luckyDemo1),
    );
    expect(withdrawals.history?.items.length).toBeGreaterThan(0);
    expect(withdrawals.history?.items.every((item) => item.type === 'withdrawal')).toBe(true);
    // Calendar days are the player's, in a time zone the server does not know.
    const dated = await historyLoader(args(lucky.host, '/transaction-history?from=2026-11-01', luckyDemo1));
    expect(dated).toEqual({ history: null, inBrowser: true });
  });

  it('a guest, and a cookie of another brand, get nothing (the guard sends them to the login)', async () => {
    expect((await inboxLoader(args(lucky.host, '/inbox'))).messages).toBeNull();
    // The lucky session is no session on spinpalace.
    expect((await inboxLoader(args(spin.host, '/inbox', luckyDemo1))).messages).toBeNull();
    expect((await statementLoader(args(spin.host, '/statement', luckyDemo1))).statement).toBeNull();
  });

  it("the root's session carries the balance and VIP progress the header shows", async () => {
    const answer: unknown = await rootLoader(args(lucky.host, '/', luckyDemo1));
    const payload = (
      (answer as { type?: string }).type === 'DataWithResponseInit'
        ? (answer as { data: unknown }).data
        : answer
    ) as { session: { account?: { game?: { balance: string }; vip?: unknown } } | null };
    const balance = await t.post('/api/auth/get_balance', { account_id: 'demo1', auth: luckyDemo1 });
    expect(balance.json.statusCode).toBe(1);
    expect(payload.session?.account?.game?.balance).toBe(balance.json.game_balance);
    expect(payload.session?.account?.vip).toBeTruthy();
    const guest: unknown = await rootLoader(args(lucky.host, '/'));
    const guestPayload = (
      (guest as { type?: string }).type === 'DataWithResponseInit' ? (guest as { data: unknown }).data : guest
    ) as { session: unknown };
    expect(guestPayload.session).toBeNull();
  });

  it('the root loader serves the page when a cookie is not valid percent-encoding', async () => {
    const request = new Request(`http://${lucky.host}/`, {
      headers: { host: lucky.host, cookie: `language=%E0%A4%A; viewport=%; marquee_session=${luckyDemo1}` },
    });
    const answer: unknown = await rootLoader({ request, params: {}, context } as never);
    const payload = (
      (answer as { type?: string }).type === 'DataWithResponseInit'
        ? (answer as { data: unknown }).data
        : answer
    ) as { language: string; viewport: string; session: unknown };
    // The brand's default language and viewport, and the player still signed in.
    expect(payload.language).toBe('EN');
    expect(payload.viewport).toBe('desktop');
    expect(payload.session).not.toBeNull();
  });

  it('an ended session gets nothing either', async () => {
    const token = await logInDemo(t, lucky, 'demo2');
    expect((await inboxLoader(args(lucky.host, '/inbox', token))).messages).not.toBeNull();
    await t.post('/api/auth/logout', { account_id: 'demo2', auth: token });
    expect((await inboxLoader(args(lucky.host, '/inbox', token))).messages).toBeNull();
  });

  it("the /playnow loader launches for the page's own address: https when the page was served over https", async () => {
    // The render's request address carries the protocol the trusted proxy reported (register-web.ts).
    const returnUrlFrom = async (protocol: string) => {
      const { play } = await playNowLoader(
        args(lucky.host, '/playnow?game=jili-fortune-gems-deluxe', luckyDemo1, protocol),
      );
      return new URL(play!.launch!.url, 'http://lucky.test').searchParams.get('return_url');
    };
    expect(await returnUrlFrom('https')).toBe(`https://${lucky.host}/`);
    expect(await returnUrlFrom('http')).toBe(`http://${lucky.host}/`);
  });
});
