import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessageSchema } from '#shared/contract/inbox-contract.ts';
import { accounts, brands, inboxMessages, ledgerEntries, wallets } from '#server/db/schema.ts';
import { demoPlayers } from '#server/db/seed/demo-players.ts';
import { lucky, spin, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { verifyLedger } from '#server/features/wallet/ledger.ts';
import { insertInboxMessages } from './inbox-repository.ts';
import { inboxClaimKey } from './inbox-service.ts';

let t: TestApp;
let luckyDemo1: string;
let luckyDemo2: string;
let spinDemo1: string;

async function accountOf(brandCode: string, accountId: string) {
  const [row] = await t.handle.db
    .select({ pk: accounts.id, brandId: accounts.brandId })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(and(eq(brands.code, brandCode), eq(accounts.accountId, accountId)));
  if (!row) throw new Error(`no account ${brandCode}/${accountId}`);
  return row;
}

/** Everything an inbox call could write. */
async function writes() {
  const n = async (table: typeof wallets | typeof ledgerEntries) =>
    Number((await t.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    wallets: await t.handle.db.select().from(wallets).orderBy(wallets.accountPk),
    entries: await n(ledgerEntries),
    inbox: await t.handle.db.select().from(inboxMessages).orderBy(inboxMessages.id),
  };
}

async function inboxOf(auth: string, accountId = 'demo1', host = lucky.host) {
  const res = await t.post('/api/settings/get_inbox', { account_id: accountId, auth }, { host });
  expect(res.json.statusCode, res.text).toBe(1);
  return res.json.value as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  [luckyDemo1, luckyDemo2, spinDemo1] = await Promise.all([
    logInDemo(t, lucky, 'demo1'),
    logInDemo(t, lucky, 'demo2'),
    logInDemo(t, spin, 'demo1'),
  ]);
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives every demo player one welcome message with the brand reward', async () => {
    const rows = await t.handle.db.select().from(inboxMessages).where(eq(inboxMessages.kind, 'welcome'));
    expect(rows).toHaveLength(demoPlayers.length);
    expect(new Set(rows.map((row) => row.accountPk)).size).toBe(demoPlayers.length);
    expect(rows.every((row) => row.claimedAt === null && row.readAt === null)).toBe(true);
  });
});

describe('/api/settings/get_inbox', () => {
  it("lists the player's messages with the reward in the brand's currency", async () => {
    const value = await inboxOf(luckyDemo1);
    expect(value).toHaveLength(1);
    expect(inboxMessageSchema.parse(value[0])).toMatchObject({
      title: 'Welcome!',
      read: false,
      claimed: false,
      reward: { type: 'cash', amount: '100.00' },
    });
    const usd = await inboxOf(spinDemo1, 'demo1', spin.host);
    expect(usd[0]).toMatchObject({ reward: { type: 'cash', amount: '5.00' } });
    expect(usd[0]!.inbox_id).not.toBe(value[0]!.inbox_id);
  });
});

describe('/api/settings/claim_inbox', () => {
  it('credits the reward once, marks it claimed and read, and answers the new balances', async () => {
    const [welcome] = await inboxOf(luckyDemo1);
    const before = await t.post('/api/auth/get_balance', { account_id: 'demo1', auth: luckyDemo1 });
    expect(before.json.game_balance).toBe('62537.50');

    const body = { account_id: 'demo1', auth: luckyDemo1, inbox_id: welcome!.inbox_id };
    const res = await t.post('/api/settings/claim_inbox', body);
    expect(res.json).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      game_balance: '62637.50',
      value: { inbox_id: welcome!.inbox_id, claimed: true, read: true },
    });

    const snapshot = await writes();
    const again = await t.post('/api/settings/claim_inbox', body);
    expect(again.json).toEqual({ statusCode: 0, message: 'alreadyClaimed' });
    expect(await writes()).toEqual(snapshot);

    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, inboxClaimKey(Number(welcome!.inbox_id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ balance: 'cash', amount: 10_000n, kind: 'claim' });
  });

  it('answers nothingToClaim for a message without a reward, and notFound for another player’s', async () => {
    const demo1 = await accountOf('lucky', 'demo1');
    const demo2 = await accountOf('lucky', 'demo2');
    const [plain] = await insertInboxMessages(t.handle.db, [
      { brandId: demo1.brandId, accountPk: demo1.pk, title: 'News', body: 'No reward here', reward: null },
    ]);
    const [tokens] = await insertInboxMessages(t.handle.db, [
      {
        brandId: demo2.brandId,
        accountPk: demo2.pk,
        title: 'Tokens',
        body: 'For demo2',
        reward: { type: 'game_token', amount: 7n },
      },
    ]);
    const snapshot = await writes();
    const none = await t.post('/api/settings/claim_inbox', {
      account_id: 'demo1',
      auth: luckyDemo1,
      inbox_id: plain!.id,
    });
    expect(none.json).toEqual({ statusCode: 0, message: 'nothingToClaim' });
    const foreign = await t.post('/api/settings/claim_inbox', {
      account_id: 'demo1',
      auth: luckyDemo1,
      inbox_id: tokens!.id,
    });
    expect(foreign.json).toEqual({ statusCode: 0, message: 'notFound' });
    const missing = await t.post('/api/settings/claim_inbox', {
      account_id: 'demo1',
      auth: luckyDemo1,
      inbox_id: 9_999_999,
    });
    expect(missing.json).toEqual({ statusCode: 0, message: 'notFound' });
    // The lucky session of demo1 opens nothing at spinpalace, even for a spinpalace message.
    const [spinWelcome] = await inboxOf(spinDemo1, 'demo1', spin.host);
    const crossBrand = await t.post('/api/settings/claim_inbox', {
      account_id: 'demo1',
      auth: luckyDemo1,
      inbox_id: spinWelcome!.inbox_id,
    });
    expect(crossBrand.json).toEqual({ statusCode: 0, message: 'notFound' });
    expect(await writes()).toEqual(snapshot);

    const own = await t.post('/api/settings/claim_inbox', {
      account_id: 'demo2',
      auth: luckyDemo2,
      inbox_id: tokens!.id,
    });
    expect(own.json).toMatchObject({ statusCode: 1, value: { reward: { type: 'game_token', amount: '7' } } });
  });
});

describe('/api/settings/read_inbox', () => {
  it('marks a message read and unread; another player’s message is notFound', async () => {
    const messages = await inboxOf(luckyDemo2, 'demo2');
    const welcome = messages.find((message) => message.title === 'Welcome!')!;
    const body = { account_id: 'demo2', auth: luckyDemo2, inbox_id: welcome.inbox_id };
    expect((await t.post('/api/settings/read_inbox', body)).json).toMatchObject({
      statusCode: 1,
      value: { read: true, claimed: false },
    });
    expect((await t.post('/api/settings/read_inbox', { ...body, read: false })).json).toMatchObject({
      statusCode: 1,
      value: { read: false },
    });
    const snapshot = await writes();
    const foreign = await t.post('/api/settings/read_inbox', {
      account_id: 'demo1',
      auth: luckyDemo1,
      inbox_id: welcome.inbox_id,
    });
    expect(foreign.json).toEqual({ statusCode: 0, message: 'notFound' });
    expect(await writes()).toEqual(snapshot);
  });
});

describe('hostile bodies', () => {
  const calls = ['/api/settings/get_inbox', '/api/settings/claim_inbox', '/api/settings/read_inbox'];

  it.each(calls)('%s answers 4xx with a message key and writes nothing', async (path) => {
    const before = await writes();
    const withId = path !== '/api/settings/get_inbox';
    const hostile: unknown[] = [
      {},
      [],
      'null',
      '{"account_id": "demo1", "auth":',
      { account_id: 'demo1' },
      { auth: luckyDemo1 },
      { account_id: 42, auth: luckyDemo1, inbox_id: 1 },
      { account_id: 'demo1', auth: { $ne: '' }, inbox_id: 1 },
      { account_id: "demo1' or '1'='1", auth: luckyDemo1, inbox_id: 1 },
      { account_id: 'd'.repeat(10_000), auth: luckyDemo1, inbox_id: 1 },
      { account_id: 'demo1', auth: `${luckyDemo1}\u0000`, inbox_id: 1 },
      ...(withId
        ? [
            { account_id: 'demo1', auth: luckyDemo1 },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: '1' },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: '1 or 1=1' },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: -1 },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: 0 },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: 1.5 },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: 1e300 },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: [1] },
            { account_id: 'demo1', auth: luckyDemo1, inbox_id: null },
          ]
        : []),
      ...(path === '/api/settings/read_inbox'
        ? [{ account_id: 'demo1', auth: luckyDemo1, inbox_id: 1, read: 'yes' }]
        : []),
    ];
    for (const body of hostile) {
      const res = await t.post(path, body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.json.statusCode, label).not.toBe(1);
      expect(String(res.json.message), label).toMatch(/^[a-zA-Z]+$/);
    }
    expect(await writes()).toEqual(before);
  });

  it('a stale session is answered as for every player call', async () => {
    const res = await t.post('/api/settings/get_inbox', { account_id: 'demo1', auth: 'x'.repeat(40) });
    expect(res.json).toEqual({ statusCode: 0, message: 'sessionExpired' });
  });
});

describe('after all the calls above', () => {
  it('the ledger is sound', async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
