import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, operatorActions, protectionEvents } from '#server/db/schema.ts';
import { loginBody, lucky, registerPlayer, signupBody, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { openGameSession } from '#server/features/play/game-session.ts';
import {
  providerCall,
  testGame,
  testProvider,
  walletSecretOf,
} from '#server/features/play/provider-test-kit.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';

let t: TestApp;
let secret: string;
const hour = 60 * 60 * 1000;
const day = 24 * hour;
let counter = 0;
const fresh = (prefix: string) => `${prefix}${++counter}`;

async function logIn(accountId: string): Promise<string> {
  const answer = await t.post('/api/auth/login', loginBody(lucky, accountId, 'correct horse battery'));
  return String(answer.json.token);
}

/** A new verified player of Lucky (demo players have seeded deposits and bets that would count). */
async function newPlayer(accountId: string) {
  const phone = `+6391712${String(4000 + ++counter).padStart(5, '0')}`;
  const { token } = await registerPlayer(t, lucky, { account_id: accountId, contact_phone: phone });
  return { account_id: accountId, auth: token };
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  secret = await walletSecretOf(t.handle.db);
}, 60_000);
afterAll(() => t.close());

async function pkOf(brandHost: string, accountId: string): Promise<number> {
  const config = await t.services.siteConfigs.byDomain(brandHost);
  const [row] = await t.handle.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.brandId, config!.id), eq(accounts.accountId, accountId)));
  return row!.id;
}

function deposit(who: { account_id: string; auth: string }, amount: string, host = lucky.host) {
  return t.post(
    '/api/wallet/deposit',
    { ...who, method: 'demo', amount, idempotency_key: fresh('deposit-key-') },
    { host },
  );
}

// The ledger stamps game money with the database's clock: the tests that play run before the
// ones that move the test clock days ahead.
describe('loss and wager limits at the debit guard', () => {
  async function player(host: string, accountId: string) {
    const pk = await pkOf(host, accountId);
    const brandId = (await t.services.siteConfigs.byDomain(host))!.id;
    await postOperation(t.handle.db, {
      accountPk: pk,
      brandId,
      idempotencyKey: fresh('fund-'),
      kind: 'deposit',
      changes: [{ balance: 'cash', amount: 1_000_000n }],
    });
    const { token } = await openGameSession(t.handle.db, {
      brandId,
      accountPk: pk,
      providerCode: testProvider,
      gameCode: testGame,
      now: t.clock.now,
    });
    return token;
  }
  const bet = (token: string, amount: number, currency = 'PHP') =>
    providerCall(t, secret, 'bet', {
      session_token: token,
      transaction_id: fresh('tx-'),
      round_id: fresh('round-'),
      game_code: testGame,
      amount,
      currency,
    });

  it('answers LIMIT_REACHED one minor unit past a wager limit, and lets the boundary through', async () => {
    const who = await newPlayer('protplayer3');
    await t.post('/api/protection/set_limit', { ...who, kind: 'wager', period: 'day', amount: '10' });
    const token = await player(lucky.host, 'protplayer3');
    expect((await bet(token, 600)).body.status).toBe('OK');
    expect((await bet(token, 401)).body.status).toBe('LIMIT_REACHED');
    expect((await bet(token, 400)).body.status).toBe('OK');
    expect((await bet(token, 1)).body.status).toBe('LIMIT_REACHED');
  });

  it('counts a loss as stakes less wins', async () => {
    const who = await newPlayer('protplayer4');
    await t.post('/api/protection/set_limit', { ...who, kind: 'loss', period: 'day', amount: '10' });
    const token = await player(lucky.host, 'protplayer4');
    const round = fresh('round-');
    const stake = { session_token: token, round_id: round, game_code: testGame, currency: 'PHP' };
    expect(
      (await providerCall(t, secret, 'bet', { ...stake, transaction_id: fresh('tx-'), amount: 1000 })).body
        .status,
    ).toBe('OK');
    expect((await bet(token, 1)).body.status).toBe('LIMIT_REACHED');
    const won = await providerCall(t, secret, 'win', {
      ...stake,
      transaction_id: fresh('tx-'),
      amount: 300,
      round_closed: true,
    });
    expect(won.body.status).toBe('OK');
    expect((await bet(token, 300)).body.status).toBe('OK');
    expect((await bet(token, 1)).body.status).toBe('LIMIT_REACHED');
  });
});

describe('exclusion across brands', () => {
  it('a self-exclusion on Lucky refuses login, signup with the same phone, deposit and a provider bet on Spin Palace', async () => {
    const phone = '+639171230001';
    const onLucky = await registerPlayer(t, lucky, { account_id: 'protluckya', contact_phone: phone });
    const onSpin = await registerPlayer(t, spin, { account_id: 'protspinb', contact_phone: phone });
    const spinWho = { account_id: 'protspinb', auth: onSpin.token };
    const spinToken = await (async () => {
      const pk = await pkOf(spin.host, 'protspinb');
      const brandId = (await t.services.siteConfigs.byDomain(spin.host))!.id;
      await postOperation(t.handle.db, {
        accountPk: pk,
        brandId,
        idempotencyKey: fresh('fund-'),
        kind: 'deposit',
        changes: [{ balance: 'cash', amount: 100_000n }],
      });
      return (
        await openGameSession(t.handle.db, {
          brandId,
          accountPk: pk,
          providerCode: testProvider,
          gameCode: testGame,
          now: t.clock.now,
        })
      ).token;
    })();

    const excluded = await t.post(
      '/api/protection/self_exclude',
      { account_id: 'protluckya', auth: onLucky.token, period: '6m', confirm: true },
      { host: lucky.host },
    );
    expect(excluded.json).toMatchObject({ statusCode: 1, value: { kind: 'self_exclusion' } });

    // Every session of the person ended, on both brands.
    expect((await t.post('/api/auth/get_balance', spinWho, { host: spin.host })).json.message).toBe(
      'sessionExpired',
    );
    expect(
      (
        await t.post('/api/auth/login', loginBody(spin, 'protspinb', 'correct horse battery'), {
          host: spin.host,
        })
      ).json.message,
    ).toBe('playerExcluded');
    expect(
      (
        await t.post(
          '/api/auth/signup',
          signupBody(spin, { account_id: 'protspinc', contact_phone: phone }),
          { host: spin.host },
        )
      ).json.message,
    ).toBe('playerExcluded');
    expect((await deposit(spinWho, '10', spin.host)).json.message).toBe('sessionExpired');
    const refusedBet = await providerCall(t, secret, 'bet', {
      session_token: spinToken,
      transaction_id: fresh('tx-'),
      round_id: fresh('round-'),
      game_code: testGame,
      amount: 100,
      currency: 'USD',
    });
    expect(refusedBet.body.status).toBe('PLAYER_BLOCKED');
    // The exclusion is recorded with its time for the player's history and for audit.
    const [event] = await t.handle.db
      .select()
      .from(protectionEvents)
      .where(eq(protectionEvents.accountPk, await pkOf(lucky.host, 'protluckya')));
    expect(event).toMatchObject({ kind: 'self_exclusion' });
    expect(await t.handle.db.select().from(operatorActions)).toBeDefined();
  });
});

describe('session time limit', () => {
  it('logs the player out past the limit, with its own explanation', async () => {
    const who = await newPlayer('protplayer5');
    await t.post('/api/protection/set_limit', { ...who, kind: 'session', period: 'session', amount: 30 });
    t.clock.advance(29 * 60_000);
    expect((await t.post('/api/auth/get_balance', who)).json.statusCode).toBe(1);
    t.clock.advance(60_000);
    expect((await t.post('/api/auth/get_balance', who)).json.message).toBe('sessionLimitReached');
    expect((await t.post('/api/auth/get_balance', who)).json.message).toBe('sessionExpired');
  });
});

describe('deposit limits with a moving clock', () => {
  it('a decrease applies at once; a deposit is refused one minor unit past the limit, saying which and when it resets', async () => {
    const who = await newPlayer('protdemo1');
    const set = await t.post('/api/protection/set_limit', {
      ...who,
      kind: 'deposit',
      period: 'day',
      amount: '100',
    });
    expect(set.json.statusCode).toBe(1);
    expect((set.json.value as { limits: unknown[] }).limits).toEqual([
      { kind: 'deposit', period: 'day', amount: '100.00', pending: null },
    ]);
    const firstAt = t.clock.now;
    expect((await deposit(who, '60')).json.statusCode).toBe(1);
    t.clock.advance(hour);
    who.auth = await logIn('protdemo1');
    const over = await deposit(who, '40.01');
    expect(over.json).toMatchObject({
      statusCode: 0,
      message: 'depositLimitDay',
      detail: { limit: 'deposit', period: 'day', amount: '100.00 PHP', used: '60.00 PHP' },
    });
    expect((over.json.detail as { resets_at: string }).resets_at).toBe(
      new Date(firstAt.getTime() + day).toISOString(),
    );
    // Exactly at the boundary is allowed.
    expect((await deposit(who, '40')).json.statusCode).toBe(1);
    expect((await deposit(who, '10')).json.message).toBe('depositLimitDay');
    // The limit resets at the period's end: 24 hours after the first deposit, 60 is free again.
    t.clock.advance(day - hour - 1);
    who.auth = await logIn('protdemo1');
    expect((await deposit(who, '10')).json.message).toBe('depositLimitDay');
    t.clock.advance(1);
    who.auth = await logIn('protdemo1');
    expect((await deposit(who, '60')).json.statusCode).toBe(1);
  });

  it('an increase waits 24 hours, shown with the time it applies; the lowest limit wins meanwhile', async () => {
    const who = await newPlayer('protdemo2');
    await t.post('/api/protection/set_limit', { ...who, kind: 'deposit', period: 'week', amount: '50' });
    await t.post('/api/protection/set_limit', { ...who, kind: 'deposit', period: 'day', amount: '200' });
    const raisedAt = t.clock.now;
    const raised = await t.post('/api/protection/set_limit', {
      ...who,
      kind: 'deposit',
      period: 'week',
      amount: '500',
    });
    const week = (raised.json.value as { limits: { period: string }[] }).limits.find(
      (l) => l.period === 'week',
    );
    expect(week).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: '50.00',
      pending: { amount: '500.00', applies_at: new Date(raisedAt.getTime() + day).toISOString() },
    });
    // The weekly 50 is lower than the daily 200, so it is the one that refuses.
    expect((await deposit(who, '50.01')).json.message).toBe('depositAboveLimitWeek');
    expect((await deposit(who, '30')).json.statusCode).toBe(1);
    expect((await deposit(who, '20.01')).json.message).toBe('depositLimitWeek');
    expect((await deposit(who, '20')).json.statusCode).toBe(1);
    t.clock.advance(day);
    who.auth = await logIn('protdemo2');
    expect((await deposit(who, '150')).json.statusCode).toBe(1);
    const view = await t.post('/api/protection/get', who);
    const events = (view.json.value as { events: { kind: string }[] }).events.map((event) => event.kind);
    expect(events).toContain('limit_applied');
    expect(events).toContain('limit_change_pending');
  });
});

describe('time-outs', () => {
  it('a time-out ends by itself and cannot be shortened meanwhile', async () => {
    const phone = '+639171230002';
    const onLucky = await registerPlayer(t, lucky, { account_id: 'prottimeout', contact_phone: phone });
    const answer = await t.post('/api/protection/time_out', {
      account_id: 'prottimeout',
      auth: onLucky.token,
      period: '24h',
      confirm: true,
    });
    expect(answer.json.statusCode).toBe(1);
    const login = () => t.post('/api/auth/login', loginBody(lucky, 'prottimeout', 'correct horse battery'));
    expect((await login()).json.message).toBe('playerExcluded');
    t.clock.advance(day - 1);
    expect((await login()).json.message).toBe('playerExcluded');
    t.clock.advance(1);
    expect((await login()).json.statusCode).toBe(1);
  });
});
