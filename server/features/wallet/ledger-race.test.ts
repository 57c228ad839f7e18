import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { ledgerEntries } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { findWallet, postOperation, verifyLedger, type PostedOperation } from './ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';

/**
 * Real concurrent transactions need a database server: PGlite runs one transaction at a time, so
 * these races are defined only when DATABASE_URL points at PostgreSQL (the CI runs both).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

async function settle(promises: Promise<PostedOperation>[]) {
  const results = await Promise.allSettled(promises);
  const refused = results.flatMap((result) =>
    result.status === 'rejected'
      ? [result.reason instanceof ApiError ? result.reason.key : result.reason]
      : [],
  );
  const posted = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return { posted, refused };
}

if (onPostgres) {
  describe('the ledger under concurrent transactions on PostgreSQL', () => {
    let handle: DatabaseHandle;
    let brandId: number;
    let pks: number[];

    beforeAll(async () => {
      handle = await openTestDatabase();
      ({ brandId, accountPks: pks } = await makeLedgerBrand(handle.db, 'racebrand', 3));
    });
    afterAll(() => handle.close());

    it('lets 200 racing debits take exactly what the balance allows, never below zero', async () => {
      const pk = pks[0]!;
      const balance = 100_000n;
      const amount = 1_300n;
      await postOperation(handle.db, {
        accountPk: pk,
        brandId,
        idempotencyKey: 'race:seed',
        kind: 'deposit',
        changes: [{ balance: 'cash', amount: balance }],
      });
      const { posted, refused } = await settle(
        Array.from({ length: 200 }, (_, index) =>
          postOperation(handle.db, {
            accountPk: pk,
            brandId,
            idempotencyKey: `race:debit:${index}`,
            kind: 'bet',
            changes: [{ balance: 'cash', amount: -amount }],
          }),
        ),
      );
      const expected = Number(balance / amount);
      expect(posted).toHaveLength(expected);
      expect(refused).toEqual(Array(200 - expected).fill('insufficientBalance'));
      expect((await findWallet(handle.db, pk))?.cash).toBe(balance % amount);
      // Each success saw a different balance: the debits were applied one after another.
      const afters = posted.map((result) => result.entries[0]!.balanceAfter).sort((a, b) => (a < b ? -1 : 1));
      expect(afters).toEqual(
        Array.from({ length: expected }, (_, i) => (balance % amount) + BigInt(i) * amount),
      );
      expect(await verifyLedger(handle.db)).toEqual([]);
    });

    it('posts one key once when 100 copies of the operation race', async () => {
      const pk = pks[1]!;
      await postOperation(handle.db, {
        accountPk: pk,
        brandId,
        idempotencyKey: 'race:seed:2',
        kind: 'deposit',
        changes: [{ balance: 'cash', amount: 500n }],
      });
      const operation = {
        accountPk: pk,
        brandId,
        idempotencyKey: 'race:withdraw',
        kind: 'withdrawal',
        // Only one copy fits the balance: a copy that ran would be refused, not replayed.
        changes: [
          { balance: 'cash', amount: -400n },
          { balance: 'game_token', amount: 3n },
        ] as const,
      };
      const { posted, refused } = await settle(
        Array.from({ length: 100 }, () =>
          postOperation(handle.db, { ...operation, changes: [...operation.changes] }),
        ),
      );
      expect(refused).toEqual([]);
      expect(posted.filter((result) => !result.replayed)).toHaveLength(1);
      const original = posted.find((result) => !result.replayed)!;
      for (const result of posted) expect(result.entries).toEqual(original.entries);
      const [row] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, operation.idempotencyKey));
      expect(row?.n).toBe(2);
      expect(await findWallet(handle.db, pk)).toMatchObject({ cash: 100n, game_token: 3n });
      expect(await verifyLedger(handle.db)).toEqual([]);
    });

    it('refuses all but the first of racing operations that reuse one key differently', async () => {
      const pk = pks[2]!;
      // Different balances under one key do not collide on the unique index: the key lock must.
      const { posted, refused } = await settle(
        (['cash', 'game_token', 'minigame_token', 'minigame_frozen'] as const).flatMap((balance) =>
          Array.from({ length: 10 }, () =>
            postOperation(handle.db, {
              accountPk: pk,
              brandId,
              idempotencyKey: 'race:reused',
              kind: 'adjustment',
              changes: [{ balance, amount: 7n }],
            }),
          ),
        ),
      );
      const winner = posted.find((result) => !result.replayed)!;
      expect(posted.filter((result) => !result.replayed)).toHaveLength(1);
      expect(posted).toHaveLength(10);
      expect(refused).toEqual(Array(30).fill('idempotencyConflict'));
      const wallet = await findWallet(handle.db, pk);
      expect(wallet?.[winner.entries[0]!.balance]).toBe(7n);
      expect(
        (wallet?.cash ?? 0n) +
          (wallet?.game_token ?? 0n) +
          (wallet?.minigame_token ?? 0n) +
          (wallet?.minigame_frozen ?? 0n),
      ).toBe(7n);
      expect(await verifyLedger(handle.db)).toEqual([]);
    });

    it('moves many accounts at once without deadlocks or lost updates', async () => {
      const { posted, refused } = await settle(
        Array.from({ length: 150 }, (_, index) =>
          postOperation(handle.db, {
            accountPk: pks[index % 3]!,
            brandId,
            idempotencyKey: `race:spread:${index}`,
            kind: 'win',
            changes: [
              { balance: 'cash', amount: 10n },
              { balance: 'minigame_token', amount: 1n },
            ],
          }),
        ),
      );
      expect(refused).toEqual([]);
      expect(posted).toHaveLength(150);
      expect(await verifyLedger(handle.db)).toEqual([]);
    });
  });
} else {
  describe('the ledger under concurrent calls on PGlite', () => {
    // PGlite runs transactions one at a time; racing calls must still all settle correctly.
    it('serialises racing debits and replays within one process', async () => {
      const handle = await openTestDatabase();
      try {
        const { brandId, accountPks } = await makeLedgerBrand(handle.db, 'racelite', 1);
        const pk = accountPks[0]!;
        await postOperation(handle.db, {
          accountPk: pk,
          brandId,
          idempotencyKey: 'lite:seed',
          kind: 'deposit',
          changes: [{ balance: 'cash', amount: 1_000n }],
        });
        const { posted, refused } = await settle([
          ...Array.from({ length: 30 }, (_, index) =>
            postOperation(handle.db, {
              accountPk: pk,
              brandId,
              idempotencyKey: `lite:debit:${index}`,
              kind: 'bet',
              changes: [{ balance: 'cash', amount: -70n }],
            }),
          ),
          ...Array.from({ length: 10 }, () =>
            postOperation(handle.db, {
              accountPk: pk,
              brandId,
              idempotencyKey: 'lite:debit:0',
              kind: 'bet',
              changes: [{ balance: 'cash', amount: -70n }],
            }),
          ),
        ]);
        expect(posted.filter((result) => !result.replayed)).toHaveLength(14);
        // The copies of the first debit are replays once it is posted (refusals only before).
        expect(new Set(refused)).toEqual(new Set(['insufficientBalance']));
        expect(posted.filter((result) => result.replayed).length + refused.length).toBe(26);
        expect((await findWallet(handle.db, pk))?.cash).toBe(20n);
        expect(await verifyLedger(handle.db)).toEqual([]);
      } finally {
        await handle.close();
      }
    });
  });
}
