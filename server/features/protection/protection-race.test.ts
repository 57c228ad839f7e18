import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import {
  fundedPlayers,
  providerCall,
  testGame,
  walletSecretOf,
} from '#server/features/play/provider-test-kit.ts';
import { verifyLedger } from '#server/features/wallet/ledger.ts';
import { setLimit } from './protection-service.ts';

/**
 * Concurrent bets against a loss or wager limit (decision 0034). Real concurrency needs PostgreSQL
 * (PGlite runs one transaction at a time); on PGlite the same bets interleave and must still hold.
 * Two server copies on one database: only the database's locks keep their bets apart.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const bets = onPostgres ? 40 : 10;

let t: TestApp;
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

async function staked(accountPk: number): Promise<bigint> {
  const [row] = await t.handle.db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountPk, accountPk), eq(ledgerEntries.kind, 'bet')));
  return BigInt(row!.total);
}

describe(`concurrent bets against protection limits on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each(['wager', 'loss'] as const)('never pass a %s limit, whatever the order', async (kind) => {
    const { brandId, players } = await fundedPlayers(t, `race${kind}`, 1, 1_000_000n);
    const [player] = players;
    // 25 stakes of 100 fit a limit of 2 500; every further one is refused.
    await setLimit(t.handle.db, { id: player!.pk, brandId }, kind, 'day', 2_500n, t.clock.now);
    const answers = await Promise.all(
      Array.from({ length: bets }, (_, i) =>
        providerCall(i % 2 ? copy : t, secret, 'bet', {
          session_token: player!.token,
          transaction_id: `race-${kind}-${i}`,
          round_id: `race-${kind}-round-${i}`,
          game_code: testGame,
          amount: 100,
          currency: 'PHP',
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.body.status === 'OK').length;
    const refused = answers.filter((answer) => answer.body.status === 'LIMIT_REACHED').length;
    expect(accepted).toBe(Math.min(bets, 25));
    expect(accepted + refused).toBe(bets);
    expect(await staked(player!.pk)).toBe(BigInt(accepted * 100));
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
