import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  bets,
  brands,
  ledgerEntries,
  providerTransactions,
  providers,
  vipProgress,
} from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { topWins } from '#server/features/site/site-stats-repository.ts';
import { openGameSession } from './game-session.ts';
import { signProviderCallback } from './provider-signature.ts';
import { fundedPlayers, providerCall, testGame, testProvider, walletSecretOf } from './provider-test-kit.ts';

let t: TestApp;
let secret: string;
let brandId: number;
let player: { pk: number; token: string };
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  secret = await walletSecretOf(t.handle.db);
  const funded = await fundedPlayers(t, 'playbrand', 1, 10_000n);
  brandId = funded.brandId;
  player = funded.players[0]!;
});
afterAll(() => t.close());

const fresh = (prefix: string) => `${prefix}-${++counter}`;

function bet(token: string, tx: string, round: string, amount = 100) {
  return {
    session_token: token,
    transaction_id: tx,
    round_id: round,
    game_code: testGame,
    amount,
    currency: 'PHP',
  };
}
function win(token: string, tx: string, round: string, amount: number, extra: Record<string, unknown> = {}) {
  return {
    session_token: token,
    transaction_id: tx,
    round_id: round,
    game_code: testGame,
    amount,
    currency: 'PHP',
    ...extra,
  };
}
function rollback(token: string, tx: string, target: string, round: string) {
  return { session_token: token, transaction_id: tx, rollback_transaction_id: target, round_id: round };
}

async function cash(pk = player.pk): Promise<number> {
  return Number((await findWallet(t.handle.db, pk))?.cash ?? 0n);
}
async function ledgerCount(pk = player.pk): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountPk, pk));
  return row!.n;
}
async function turnover(pk = player.pk): Promise<bigint> {
  const [row] = await t.handle.db
    .select({ v: vipProgress.cycleTurnover })
    .from(vipProgress)
    .where(eq(vipProgress.accountPk, pk));
  return row?.v ?? 0n;
}
async function round(roundId: string, pk = player.pk) {
  const [row] = await t.handle.db
    .select()
    .from(bets)
    .where(and(eq(bets.roundId, roundId), eq(bets.accountPk, pk), eq(bets.providerCode, testProvider)));
  return row;
}
/** The brand's home page winners board (its last 30 days), as the site's stats call reads it. */
async function winnersBoard() {
  return topWins(t.handle.db, brandId, new Date(t.clock.now.getTime() - 30 * 86_400_000), 10);
}
/** Wallet, ledger, rounds and VIP turnover at once: "changes nothing" compares two of these. */
async function snapshot(pk = player.pk) {
  const [rounds] = await t.handle.db.select({ n: count() }).from(bets).where(eq(bets.accountPk, pk));
  return {
    cash: await cash(pk),
    entries: await ledgerCount(pk),
    rounds: rounds!.n,
    turnover: await turnover(pk),
  };
}

describe('signatures', () => {
  it('signs with a secret the demo seed generated for each provider in this database', async () => {
    const rows = await t.handle.db.select({ secret: providers.walletSecret }).from(providers);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(rows.map((row) => row.secret)).size).toBe(rows.length);
  });

  it('accepts a callback signed over its exact bytes within 30 s', async () => {
    const answer = await providerCall(t, secret, 'balance', { session_token: player.token });
    expect(answer).toEqual({ http: 200, body: { status: 'OK', balance: await cash(), currency: 'PHP' } });
    const now = Math.floor(t.clock.now.getTime() / 1000);
    for (const timestamp of [now - 30, now + 30])
      expect(
        (await providerCall(t, secret, 'balance', { session_token: player.token }, { timestamp })).body
          .status,
      ).toBe('OK');
  });

  it.each([
    ['another key', { signature: signProviderCallback('not-the-secret', '0', '{}') }],
    ['a timestamp 31 s old', { timestamp: -31 }],
    ['a timestamp 31 s ahead', { timestamp: 31 }],
    ['no signature prefix', { signature: 'deadbeef' }],
  ])('refuses %s with INVALID_SIGNATURE, balance 0 and no currency', async (_name, tamper) => {
    const now = Math.floor(t.clock.now.getTime() / 1000);
    const timestamp = 'timestamp' in tamper ? now + tamper.timestamp : undefined;
    const answer = await providerCall(
      t,
      secret,
      'balance',
      { session_token: player.token },
      {
        signature: 'signature' in tamper ? tamper.signature : undefined,
        timestamp,
      },
    );
    expect(answer).toEqual({ http: 200, body: { status: 'INVALID_SIGNATURE', balance: 0, currency: '' } });
  });

  it('checks the raw bytes: the same JSON re-spaced does not verify, and a bet under a bad signature moves nothing', async () => {
    const before = await snapshot();
    const payload = bet(player.token, fresh('sig'), fresh('sig-round'));
    const timestamp = String(Math.floor(t.clock.now.getTime() / 1000));
    const signature = signProviderCallback(secret, timestamp, JSON.stringify(payload));
    const answer = await providerCall(t, secret, 'bet', payload, {
      raw: JSON.stringify(payload, null, 1),
      signature,
    });
    expect(answer.body.status).toBe('INVALID_SIGNATURE');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every callback of a provider with no secret, and of an unknown provider', async () => {
    await t.handle.db.insert(providers).values({ code: 'NOSECRET', name: 'No secret', slug: 'nosecret' });
    const { token } = await openGameSession(t.handle.db, {
      brandId,
      accountPk: player.pk,
      providerCode: 'NOSECRET',
      gameCode: testGame,
      now: t.clock.now,
    });
    for (const candidate of ['', 'null', 'undefined'])
      expect(
        (await providerCall(t, candidate, 'balance', { session_token: token }, { provider: 'NOSECRET' })).body
          .status,
      ).toBe('INVALID_SIGNATURE');
    expect(
      (await providerCall(t, secret, 'balance', { session_token: token }, { provider: 'NOPE' })).body.status,
    ).toBe('INVALID_SIGNATURE');
  });
});

describe('bad requests', () => {
  it.each([
    ['malformed JSON', '{"session_token":'],
    ['an empty body', ''],
    ['an array', '[]'],
    ['a fractional amount', JSON.stringify({ ...bet('t', 'x1', 'r1'), amount: 1.5 })],
    ['a negative amount', JSON.stringify({ ...bet('t', 'x1', 'r1'), amount: -100 })],
    ['an amount as text', JSON.stringify({ ...bet('t', 'x1', 'r1'), amount: '100' })],
    [
      'a missing round',
      JSON.stringify({ session_token: 't', transaction_id: 'x', game_code: 'g', amount: 1, currency: 'PHP' }),
    ],
    ['an unknown field', JSON.stringify({ ...bet('t', 'x1', 'r1'), extra: 1 })],
    ['a __proto__ key', '{"__proto__":{"polluted":true},"session_token":"t"}'],
  ])('answers %s with HTTP 200 BAD_REQUEST and moves nothing', async (_name, raw) => {
    const before = await snapshot();
    const answer = await providerCall(t, secret, 'bet', undefined, { raw });
    expect(answer).toEqual({ http: 200, body: { status: 'BAD_REQUEST', balance: 0, currency: '' } });
    expect(await snapshot()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an oversized body with HTTP 200 BAD_REQUEST', async () => {
    const raw = JSON.stringify({ session_token: 'x'.repeat(70_000) });
    expect(await providerCall(t, secret, 'balance', undefined, { raw })).toEqual({
      http: 200,
      body: { status: 'BAD_REQUEST', balance: 0, currency: '' },
    });
  });

  it('reads the signed bytes whatever the content type says', async () => {
    const answer = await providerCall(
      t,
      secret,
      'balance',
      { session_token: player.token },
      { contentType: 'text/plain' },
    );
    expect(answer.body.status).toBe('OK');
  });

  it("leaves the site's own error answers as they were", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/startup',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"domain_name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 0, message: 'invalidJson' });
  });
});

describe('tokens', () => {
  it('answers an unknown token and another provider’s token with INVALID_TOKEN and balance 0', async () => {
    expect((await providerCall(t, secret, 'balance', { session_token: 'not-a-token' })).body).toEqual({
      status: 'INVALID_TOKEN',
      balance: 0,
      currency: '',
    });
    const other = await providerCall(
      t,
      await walletSecretOf(t.handle.db, 'JILI'),
      'balance',
      { session_token: player.token },
      { provider: 'JILI' },
    );
    expect(other.body.status).toBe('INVALID_TOKEN');
  });

  it('stores only the SHA-256 of a game session token', async () => {
    const rows = (await t.handle.db.execute(sql`select token_hash from game_sessions`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.rows.map((row) => row.token_hash)).not.toContain(player.token);
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});

describe('bets', () => {
  it('takes the stake, records the round and the transaction, and counts the turnover', async () => {
    const before = await snapshot();
    const tx = fresh('bet');
    const roundId = fresh('round');
    const answer = await providerCall(t, secret, 'bet', bet(player.token, tx, roundId, 250));
    expect(answer.body).toEqual({
      status: 'OK',
      balance: before.cash - 250,
      currency: 'PHP',
      transaction_id: expect.any(String),
    });
    expect(await cash()).toBe(before.cash - 250);
    expect(await turnover()).toBe(before.turnover + 250n);
    expect(await round(roundId)).toMatchObject({
      brandId,
      stake: 250n,
      win: 0n,
      status: 'open',
      gameCode: testGame,
    });
    const [stored] = await t.handle.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.transactionId, tx));
    expect(stored).toMatchObject({ kind: 'bet', result: 'OK', amount: 250n, roundId, tombstone: false });
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `provider:${testProvider}:${tx}`));
    expect(entries).toMatchObject([{ balance: 'cash', amount: -250n, kind: 'bet' }]);
  });

  it('answers the same bet again with the original result and the current balance, changing nothing', async () => {
    const payload = bet(player.token, fresh('bet'), fresh('round'));
    const first = await providerCall(t, secret, 'bet', payload);
    const before = await snapshot();
    const again = await providerCall(t, secret, 'bet', payload);
    expect(again.body).toEqual(first.body);
    expect(await snapshot()).toEqual(before);
  });

  it('answers the same transaction id with another payload DUPLICATE_TRANSACTION, changing nothing', async () => {
    const payload = bet(player.token, fresh('bet'), fresh('round'));
    await providerCall(t, secret, 'bet', payload);
    const before = await snapshot();
    for (const changed of [{ amount: 101 }, { round_id: fresh('round') }, { game_code: 'other-game' }]) {
      const answer = await providerCall(t, secret, 'bet', { ...payload, ...changed });
      expect(answer.body).toEqual({ status: 'DUPLICATE_TRANSACTION', balance: before.cash, currency: 'PHP' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers a bet above the balance INSUFFICIENT_FUNDS and changes nothing, even when repeated', async () => {
    const before = await snapshot();
    const payload = bet(player.token, fresh('bet'), fresh('round'), before.cash + 1);
    const answer = await providerCall(t, secret, 'bet', payload);
    expect(answer.body).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: before.cash,
      currency: 'PHP',
    });
    expect((await providerCall(t, secret, 'bet', payload)).body.status).toBe('INSUFFICIENT_FUNDS');
    expect(await snapshot()).toEqual(before);
  });

  it('answers a bet in another currency WRONG_CURRENCY', async () => {
    const before = await snapshot();
    const answer = await providerCall(t, secret, 'bet', {
      ...bet(player.token, fresh('bet'), fresh('round')),
      currency: 'USD',
    });
    expect(answer.body).toEqual({ status: 'WRONG_CURRENCY', balance: before.cash, currency: 'PHP' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bets of a blocked or closed player and of a disabled brand with PLAYER_BLOCKED, but still pays wins', async () => {
    const roundId = fresh('round');
    const placed = await providerCall(t, secret, 'bet', bet(player.token, fresh('bet'), roundId));
    expect(placed.body.status).toBe('OK');
    for (const status of ['blocked', 'closed']) {
      await t.handle.db.update(accounts).set({ status }).where(eq(accounts.id, player.pk));
      const before = await snapshot();
      expect(
        (await providerCall(t, secret, 'bet', bet(player.token, fresh('bet'), fresh('round')))).body.status,
      ).toBe('PLAYER_BLOCKED');
      expect(await snapshot()).toEqual(before);
    }
    const paid = await providerCall(t, secret, 'win', win(player.token, fresh('win'), roundId, 40));
    expect(paid.body.status).toBe('OK');
    await t.handle.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, player.pk));

    await t.handle.db
      .update(brands)
      .set({ document: sql`jsonb_set(${brands.document}, '{site,status}', 'false')` })
      .where(eq(brands.id, brandId));
    expect(
      (await providerCall(t, secret, 'bet', bet(player.token, fresh('bet'), fresh('round')))).body.status,
    ).toBe('PLAYER_BLOCKED');
    await t.handle.db
      .update(brands)
      .set({ document: sql`jsonb_set(${brands.document}, '{site,status}', 'true')` })
      .where(eq(brands.id, brandId));
    expect(
      (await providerCall(t, secret, 'bet', bet(player.token, fresh('bet'), fresh('round')))).body.status,
    ).toBe('OK');
  });
});

describe('wins and rounds', () => {
  it('pays a win once, and answers TRANSACTION_NOT_FOUND for a win without its bet', async () => {
    const roundId = fresh('round');
    const betTx = fresh('bet');
    await providerCall(t, secret, 'bet', bet(player.token, betTx, roundId));
    const before = await cash();
    const payload = win(player.token, fresh('win'), roundId, 300, { bet_transaction_id: betTx });
    const paid = await providerCall(t, secret, 'win', payload);
    expect(paid.body).toMatchObject({ status: 'OK', balance: before + 300 });
    expect((await providerCall(t, secret, 'win', payload)).body).toEqual(paid.body);
    expect(await cash()).toBe(before + 300);
    expect(await round(roundId)).toMatchObject({ stake: 100n, win: 300n, status: 'open' });

    const snap = await snapshot();
    expect(
      (await providerCall(t, secret, 'win', win(player.token, fresh('win'), fresh('round'), 50))).body,
    ).toEqual({
      status: 'TRANSACTION_NOT_FOUND',
      balance: snap.cash,
      currency: 'PHP',
    });
    // A bet id that is not this round's bet.
    expect(
      (
        await providerCall(
          t,
          secret,
          'win',
          win(player.token, fresh('win'), roundId, 50, { bet_transaction_id: 'never-sent' }),
        )
      ).body.status,
    ).toBe('TRANSACTION_NOT_FOUND');
    expect(await snapshot()).toEqual(snap);
  });

  it('settles the round on round_closed: the winners board gets it, and the round takes nothing more', async () => {
    const roundId = fresh('round');
    const betTx = fresh('bet');
    await providerCall(t, secret, 'bet', bet(player.token, betTx, roundId, 200));
    await providerCall(t, secret, 'win', win(player.token, fresh('win'), roundId, 150));
    const closing = await providerCall(
      t,
      secret,
      'win',
      win(player.token, fresh('win'), roundId, 350, { round_closed: true }),
    );
    expect(closing.body.status).toBe('OK');
    const settled = await round(roundId);
    expect(settled).toMatchObject({ stake: 200n, win: 500n, status: 'settled', settledAt: expect.any(Date) });
    expect(await winnersBoard()).toContainEqual(
      expect.objectContaining({ amountMinor: 500n, at: settled!.settledAt, gameName: testGame }),
    );

    const before = await snapshot();
    expect((await providerCall(t, secret, 'bet', bet(player.token, fresh('bet'), roundId))).body.status).toBe(
      'ROUND_CLOSED',
    );
    expect(
      (await providerCall(t, secret, 'win', win(player.token, fresh('win'), roundId, 10))).body.status,
    ).toBe('ROUND_CLOSED');
    expect(
      (await providerCall(t, secret, 'rollback', rollback(player.token, fresh('rb'), betTx, roundId))).body
        .status,
    ).toBe('ROUND_CLOSED');
    expect(await snapshot()).toEqual(before);
  });

  it('settles a losing round without a winners board entry', async () => {
    const roundId = fresh('round');
    await providerCall(t, secret, 'bet', bet(player.token, fresh('bet'), roundId));
    const boardBefore = await winnersBoard();
    expect(
      (
        await providerCall(
          t,
          secret,
          'win',
          win(player.token, fresh('win'), roundId, 0, { round_closed: true }),
        )
      ).body.status,
    ).toBe('OK');
    expect(await round(roundId)).toMatchObject({ status: 'settled', win: 0n });
    expect(await winnersBoard()).toEqual(boardBefore);
  });
});

describe('rollbacks', () => {
  it('gives the stake back once and takes the turnover back', async () => {
    const roundId = fresh('round');
    const betTx = fresh('bet');
    const before = await snapshot();
    await providerCall(t, secret, 'bet', bet(player.token, betTx, roundId, 120));
    const payload = rollback(player.token, fresh('rb'), betTx, roundId);
    const answer = await providerCall(t, secret, 'rollback', payload);
    expect(answer.body).toMatchObject({ status: 'OK', balance: before.cash });
    expect((await providerCall(t, secret, 'rollback', payload)).body).toEqual(answer.body);
    // Another rollback id for the same bet gives nothing more.
    expect(
      (await providerCall(t, secret, 'rollback', rollback(player.token, fresh('rb'), betTx, roundId))).body
        .status,
    ).toBe('OK');
    expect(await cash()).toBe(before.cash);
    expect(await turnover()).toBe(before.turnover);
    expect(await round(roundId)).toMatchObject({
      stake: 0n,
      status: 'rolled_back',
      rolledBackAt: expect.any(Date),
    });
  });

  it("answers a rollback after the round's win ROUND_CLOSED and changes nothing", async () => {
    const roundId = fresh('round');
    const betTx = fresh('bet');
    await providerCall(t, secret, 'bet', bet(player.token, betTx, roundId));
    await providerCall(
      t,
      secret,
      'win',
      win(player.token, fresh('win'), roundId, 80, { bet_transaction_id: betTx }),
    );
    const before = await snapshot();
    const answer = await providerCall(
      t,
      secret,
      'rollback',
      rollback(player.token, fresh('rb'), betTx, roundId),
    );
    expect(answer.body).toEqual({ status: 'ROUND_CLOSED', balance: before.cash, currency: 'PHP' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers a rollback of an unknown bet OK, leaves a tombstone, and refuses that bet when it arrives', async () => {
    const roundId = fresh('round');
    const betTx = fresh('bet');
    const before = await snapshot();
    const answer = await providerCall(
      t,
      secret,
      'rollback',
      rollback(player.token, fresh('rb'), betTx, roundId),
    );
    expect(answer.body).toMatchObject({ status: 'OK', balance: before.cash });
    const [tombstone] = await t.handle.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.transactionId, betTx));
    expect(tombstone).toMatchObject({ kind: 'bet', tombstone: true });
    const late = await providerCall(t, secret, 'bet', bet(player.token, betTx, roundId));
    expect(late.body).toEqual({ status: 'DUPLICATE_TRANSACTION', balance: before.cash, currency: 'PHP' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('after the game session expired', () => {
  it('refuses bets and balance, and still takes wins and rollbacks', async () => {
    const { token } = await openGameSession(t.handle.db, {
      brandId,
      accountPk: player.pk,
      providerCode: testProvider,
      gameCode: testGame,
      now: t.clock.now,
    });
    const won = fresh('round');
    const cancelled = fresh('round');
    const cancelledBet = fresh('bet');
    await providerCall(t, secret, 'bet', bet(token, fresh('bet'), won));
    await providerCall(t, secret, 'bet', bet(token, cancelledBet, cancelled));
    t.clock.advance(12 * 3_600_000 + 1_000);
    try {
      const before = await snapshot();
      expect((await providerCall(t, secret, 'bet', bet(token, fresh('bet'), fresh('round')))).body).toEqual({
        status: 'INVALID_TOKEN',
        balance: 0,
        currency: '',
      });
      expect((await providerCall(t, secret, 'balance', { session_token: token })).body.status).toBe(
        'INVALID_TOKEN',
      );
      expect(await snapshot()).toEqual(before);
      const paid = await providerCall(
        t,
        secret,
        'win',
        win(token, fresh('win'), won, 500, { round_closed: true }),
      );
      expect(paid.body).toMatchObject({ status: 'OK', balance: before.cash + 500 });
      const back = await providerCall(
        t,
        secret,
        'rollback',
        rollback(token, fresh('rb'), cancelledBet, cancelled),
      );
      expect(back.body).toMatchObject({ status: 'OK', balance: before.cash + 600 });
    } finally {
      t.clock.advance(-(12 * 3_600_000 + 1_000));
    }
  });
});

describe('the OpenAPI document', () => {
  it('publishes the four callbacks with their path parameter, signature headers and answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: 'localhost' },
    });
    const paths = (response.json() as { paths: Record<string, { post: Record<string, unknown> }> }).paths;
    for (const action of ['balance', 'bet', 'win', 'rollback']) {
      const operation = paths[`/api/provider/{provider_code}/${action}`]!.post;
      expect(operation['x-access']).toBe('provider');
      expect(operation.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'provider_code', in: 'path', required: true }),
          expect.objectContaining({ name: 'X-Marquee-Signature', in: 'header' }),
          expect.objectContaining({ name: 'X-Marquee-Timestamp', in: 'header' }),
        ]),
      );
      expect(JSON.stringify(operation.responses)).toContain('INSUFFICIENT_FUNDS');
      expect(JSON.stringify(operation.responses)).not.toContain('statusCode');
    }
  });
});

describe('the books', () => {
  it('verify clean after everything above', async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
