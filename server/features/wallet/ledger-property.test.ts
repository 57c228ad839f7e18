import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { accounts } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import {
  balanceNames,
  findWallet,
  postOperation,
  verifyLedger,
  type BalanceChange,
  type LedgerOperation,
  type PostedOperation,
  type WalletBalances,
} from './ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';

/** What a player's wallet can do, as the balance changes each movement makes. */
const movements = {
  credit: (amount: bigint): BalanceChange[] => [{ balance: 'cash', amount }],
  debit: (amount: bigint): BalanceChange[] => [{ balance: 'cash', amount: -amount }],
  hold: (amount: bigint): BalanceChange[] => [{ balance: 'cash_held', amount }],
  release: (amount: bigint): BalanceChange[] => [{ balance: 'cash_held', amount: -amount }],
  capture: (amount: bigint): BalanceChange[] => [
    { balance: 'cash', amount: -amount },
    { balance: 'cash_held', amount: -amount },
  ],
  tokensIn: (amount: bigint): BalanceChange[] => [
    { balance: 'game_token', amount },
    { balance: 'minigame_token', amount },
  ],
  tokensOut: (amount: bigint): BalanceChange[] => [{ balance: 'game_token', amount: -amount }],
  freeze: (amount: bigint): BalanceChange[] => [
    { balance: 'minigame_token', amount: -amount },
    { balance: 'minigame_frozen', amount },
  ],
  unfreeze: (amount: bigint): BalanceChange[] => [
    { balance: 'minigame_frozen', amount: -amount },
    { balance: 'minigame_token', amount },
  ],
} as const;
type Movement = keyof typeof movements;

type Command =
  | { type: 'move'; movement: Movement; account: number; amount: number }
  | { type: 'replay'; pick: number }
  | { type: 'reuse'; pick: number };

const accountsPerRun = 3;

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('move' as const),
      movement: fc.constantFrom(...(Object.keys(movements) as Movement[])),
      account: fc.integer({ min: 0, max: accountsPerRun - 1 }),
      // Small amounts against each other, so that refusals are as common as successes.
      amount: fc.integer({ min: 1, max: 1_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reuse' as const), pick: fc.nat() }) },
);

const empty = (): WalletBalances => ({
  cash: 0n,
  cash_held: 0n,
  game_token: 0n,
  minigame_token: 0n,
  minigame_frozen: 0n,
});

/** The model's answer: the balances after the changes, or null when a constraint refuses them. */
function applied(wallet: WalletBalances, changes: readonly BalanceChange[]): WalletBalances | null {
  const next = { ...wallet };
  for (const change of changes) next[change.balance] += change.amount;
  const sound = balanceNames.every((name) => next[name] >= 0n) && next.cash_held <= next.cash;
  return sound ? next : null;
}

let handle: DatabaseHandle;
let brandId: number;
let run = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  ({ brandId } = await makeLedgerBrand(handle.db, 'propbrand', 0));
});
afterAll(() => handle.close());

async function freshAccounts(): Promise<number[]> {
  run += 1;
  const rows = await handle.db
    .insert(accounts)
    .values(
      Array.from({ length: accountsPerRun }, (_, index) => ({
        brandId,
        accountId: `prop-${run}-${index}`,
        status: 'active',
      })),
    )
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}

async function outcome(op: LedgerOperation): Promise<PostedOperation | string> {
  try {
    return await postOperation(handle.db, op);
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
}

describe('the ledger against a model', () => {
  it('agrees with the model and keeps every invariant after random operation sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const pks = await freshAccounts();
        const model = pks.map(empty);
        /** Every operation tried, in order; `posted` holds the result of those that took effect. */
        const tried: LedgerOperation[] = [];
        const posted = new Map<string, { op: LedgerOperation; result: PostedOperation }>();

        const attempt = async (op: LedgerOperation) => {
          const index = pks.indexOf(op.accountPk);
          const earlier = posted.get(op.idempotencyKey);
          const got = await outcome(op);
          if (earlier) {
            const same =
              JSON.stringify(earlier.op.changes, (_, v: unknown) =>
                typeof v === 'bigint' ? v.toString() : v,
              ) === JSON.stringify(op.changes, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
            expect(got).toEqual(same ? { ...earlier.result, replayed: true } : 'idempotencyConflict');
            return;
          }
          const next = applied(model[index]!, op.changes);
          if (next === null) {
            expect(got).toBe('insufficientBalance');
            return;
          }
          if (typeof got === 'string') throw new Error(`refused ${got} where the model accepts`);
          expect(got.replayed).toBe(false);
          expect(Object.fromEntries(got.entries.map((entry) => [entry.balance, entry.balanceAfter]))).toEqual(
            Object.fromEntries(op.changes.map((change) => [change.balance, next[change.balance]])),
          );
          model[index] = next;
          posted.set(op.idempotencyKey, { op, result: got });
        };

        for (const [step, cmd] of commands.entries()) {
          if (cmd.type === 'move') {
            const op: LedgerOperation = {
              accountPk: pks[cmd.account]!,
              brandId,
              idempotencyKey: `prop:${run}:${step}`,
              kind: cmd.movement,
              changes: movements[cmd.movement](BigInt(cmd.amount)),
            };
            tried.push(op);
            await attempt(op);
          } else if (tried.length > 0) {
            const original = tried[cmd.pick % tried.length]!;
            if (cmd.type === 'replay') await attempt({ ...original, changes: [...original.changes] });
            else
              await attempt({
                ...original,
                changes: original.changes.map((change) => ({ ...change, amount: change.amount * 2n })),
              });
          }
        }

        expect(await verifyLedger(handle.db)).toEqual([]);
        for (const [index, pk] of pks.entries()) {
          const wallet = await findWallet(handle.db, pk);
          const actual = wallet
            ? Object.fromEntries(balanceNames.map((name) => [name, wallet[name]]))
            : empty();
          expect(actual).toEqual(model[index]);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
