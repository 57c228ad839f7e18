import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, ledgerEntries, providerTransactions } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import {
  fundedPlayers,
  providerCall,
  testGame,
  walletSecretOf,
  type SignedCall,
} from './provider-test-kit.ts';

/**
 * Real concurrent callbacks need a database server: PGlite runs one transaction at a time, so the
 * full race runs when DATABASE_URL points at PostgreSQL (the CI runs both); on PGlite a smaller
 * mix checks that interleaved callbacks still settle the same way.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const roundsPerPlayer = onPostgres ? 30 : 6;
const starved = onPostgres ? 60 : 12;

interface Sent {
  action: 'bet' | 'win' | 'rollback';
  payload: Record<string, unknown>;
  answer?: SignedCall;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

let t: TestApp;
/** A second server copy on the same database: each copy queues a player's callbacks in its own
 * process, so only the database's locks keep the two copies' callbacks apart. */
let copy: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  copy = await createTestApp({ database: t.handle, seed: false });
  secret = await walletSecretOf(t.handle.db);
}, 60_000);
afterAll(async () => {
  await copy.close();
  await t.close();
});

describe(`concurrent provider callbacks on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('never overdraw and never apply one transaction twice, whatever the order', async () => {
    const { players } = await fundedPlayers(t, 'racecasino', 4, 20_000n);
    const [poor] = (await fundedPlayers(t, 'raceshort', 1, 1_000n)).players;
    const sent: Sent[] = [];
    const money = (action: Sent['action'], payload: Record<string, unknown>, copies = 1) => {
      for (let i = 0; i < copies; i++) sent.push({ action, payload });
    };
    for (const [p, player] of players.entries()) {
      for (let r = 0; r < roundsPerPlayer; r++) {
        const round = `p${p}-r${r}`;
        const base = { session_token: player.token, round_id: round, game_code: testGame, currency: 'PHP' };
        const betTx = `${round}-bet`;
        const amount = 50 + ((r * 37 + p * 11) % 400);
        // Each round: a bet sent 1–3 times; then a win (some closing the round), a rollback,
        // or a rollback of a bet that never comes followed by that bet.
        money('bet', { ...base, transaction_id: betTx, amount }, 1 + (r % 3));
        switch (r % 4) {
          case 0:
            money(
              'win',
              {
                ...base,
                transaction_id: `${round}-win`,
                amount: amount * 2,
                bet_transaction_id: betTx,
                round_closed: true,
              },
              2,
            );
            break;
          case 1:
            money(
              'rollback',
              {
                session_token: player.token,
                transaction_id: `${round}-rb`,
                rollback_transaction_id: betTx,
                round_id: round,
              },
              2,
            );
            break;
          case 2:
            money('win', { ...base, transaction_id: `${round}-win`, amount: 30 }, 1);
            money(
              'rollback',
              {
                session_token: player.token,
                transaction_id: `${round}-rb`,
                rollback_transaction_id: betTx,
                round_id: round,
              },
              1,
            );
            break;
          default:
            money(
              'rollback',
              {
                session_token: player.token,
                transaction_id: `${round}-rb-ghost`,
                rollback_transaction_id: `${round}-ghost`,
                round_id: round,
              },
              1,
            );
            money('bet', { ...base, transaction_id: `${round}-ghost`, amount: 10 }, 1);
        }
        // The same id with another amount must never move money twice either.
        if (r % 5 === 0) money('bet', { ...base, transaction_id: betTx, amount: amount + 1 }, 1);
      }
    }
    // One player with room for exactly 10 stakes of 100 gets many more, some repeated.
    for (let i = 0; i < starved; i++) {
      const payload = {
        session_token: poor!.token,
        transaction_id: `poor-${i}`,
        round_id: `poor-r${i}`,
        game_code: testGame,
        amount: 100,
        currency: 'PHP',
      };
      money('bet', payload, i % 4 === 0 ? 2 : 1);
    }

    shuffle(sent);
    const started = performance.now();
    let retries = 0;
    await Promise.all(
      sent.map(async (call, index) => {
        // As a provider does: a callback answered 503 (every pooled connection busy for 3 s) is
        // sent again, unchanged, until it gets its answer; idempotency makes that safe.
        for (let attempt = 0; ; attempt++) {
          call.answer = await providerCall(index % 2 === 0 ? t : copy, secret, call.action, call.payload);
          if (call.answer.http !== 503 || attempt === 20) break;
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
        }
      }),
    );
    const elapsed = performance.now() - started;
    console.info(
      `provider race: ${sent.length} callbacks through 2 server copies (${retries} retried after a 503) in ${Math.round(elapsed)} ms on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
    );
    expect(sent.length).toBeGreaterThanOrEqual(onPostgres ? 300 : 50);

    const allowed = new Set([
      'OK',
      'INSUFFICIENT_FUNDS',
      'DUPLICATE_TRANSACTION',
      'ROUND_CLOSED',
      'TRANSACTION_NOT_FOUND',
    ]);
    for (const call of sent) {
      expect(call.answer!.http).toBe(200);
      expect(allowed, JSON.stringify(call)).toContain(call.answer!.body.status);
    }
    // Every OK answer for one transaction id names the same transaction.
    const idsOf = new Map<string, Set<string>>();
    for (const call of sent) {
      if (call.answer!.body.status !== 'OK') continue;
      const key = String(call.payload.transaction_id);
      const set = idsOf.get(key) ?? new Set();
      set.add(call.answer!.body.transaction_id ?? '');
      idsOf.set(key, set);
    }
    for (const [key, ids] of idsOf) expect(ids.size, key).toBe(1);

    const db = t.handle.db;
    expect(await verifyLedger(db)).toEqual([]);
    for (const player of [...players, poor!]) {
      // Cash = what was funded - stakes still standing + wins, as the provider transactions say.
      const rows = await db
        .select()
        .from(providerTransactions)
        .where(and(eq(providerTransactions.accountPk, player.pk), eq(providerTransactions.result, 'OK')));
      let expected = player === poor ? 1_000n : 20_000n;
      for (const row of rows) {
        if (row.kind === 'bet' && !row.tombstone && row.rolledBackAt === null) expected -= row.amount;
        if (row.kind === 'win') expected += row.amount;
      }
      const wallet = await findWallet(db, player.pk);
      expect(wallet?.cash, `player ${player.pk}`).toBe(expected);
      expect(wallet!.cash >= 0n).toBe(true);
      // Rounds agree with the transactions too.
      const rounds = await db.select().from(bets).where(eq(bets.accountPk, player.pk));
      for (const round of rounds) {
        const own = rows.filter((row) => row.betId === round.id);
        const stake = own
          .filter((row) => row.kind === 'bet' && row.rolledBackAt === null)
          .reduce((s, row) => s + row.amount, 0n);
        const win = own.filter((row) => row.kind === 'win').reduce((s, row) => s + row.amount, 0n);
        expect({ round: round.roundId, stake: round.stake, win: round.win }).toEqual({
          round: round.roundId,
          stake,
          win,
        });
      }
    }
    // Exactly 10 of the starved player's bets were taken: never more than the balance allowed.
    const poorTaken = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(providerTransactions)
      .where(and(eq(providerTransactions.accountPk, poor!.pk), eq(providerTransactions.result, 'OK')));
    expect(poorTaken[0]!.n).toBe(10);
    expect((await findWallet(db, poor!.pk))?.cash).toBe(0n);
    // One ledger movement per provider transaction that moved money, however often it was sent.
    const movements = await db
      .select({ key: ledgerEntries.idempotencyKey, n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.idempotencyKey} like 'provider:%'`)
      .groupBy(ledgerEntries.idempotencyKey);
    expect(movements.every((row) => row.n === 1)).toBe(true);
    // Ghost bets (rolled back before they came) took nothing.
    const ghosts = sent.filter(
      (call) => String(call.payload.transaction_id).endsWith('-ghost') && call.action === 'bet',
    );
    for (const ghost of ghosts) {
      const status = ghost.answer!.body.status;
      const [row] = await db
        .select()
        .from(providerTransactions)
        .where(eq(providerTransactions.transactionId, String(ghost.payload.transaction_id)));
      // Either the rollback came first (tombstone, bet refused) or the bet first (then rolled back).
      if (status === 'DUPLICATE_TRANSACTION') expect(row?.tombstone).toBe(true);
      else expect(row?.rolledBackAt).not.toBeNull();
    }
  }, 120_000);
});
