import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { ledgerEntries } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import {
  ensureWallet,
  findWallet,
  postOperation,
  verifyLedger,
  type LedgerOperation,
  type WalletBalances,
} from './ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';

let handle: DatabaseHandle;
let brandId: number;
let otherBrandId: number;
let players: number[];
let otherPlayer: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  ({ brandId, accountPks: players } = await makeLedgerBrand(handle.db, 'ledgerphp', 8));
  const usd = await makeLedgerBrand(handle.db, 'ledgerusd', 1);
  otherBrandId = usd.brandId;
  otherPlayer = usd.accountPks[0]!;
});
afterAll(() => handle.close());

function player(index: number): number {
  const pk = players[index];
  if (pk === undefined) throw new Error(`no player ${index}`);
  return pk;
}

let keys = 0;
function op(accountPk: number, changes: LedgerOperation['changes'], extra: Partial<LedgerOperation> = {}) {
  keys += 1;
  return { accountPk, brandId, idempotencyKey: `test:${keys}`, kind: 'adjustment', changes, ...extra };
}

async function balances(accountPk: number): Promise<Partial<WalletBalances>> {
  const wallet = await findWallet(handle.db, accountPk);
  if (!wallet) return {};
  const { cash, cash_held, game_token, minigame_token, minigame_frozen } = wallet;
  return { cash, cash_held, game_token, minigame_token, minigame_frozen };
}

async function entryCount(): Promise<number> {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
  return row?.n ?? 0;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  throw new Error('the operation was not refused');
}

describe('postOperation', () => {
  it('credits a new wallet in the brand currency and records the entry with its balance after', async () => {
    const result = await postOperation(
      handle.db,
      op(player(0), [{ balance: 'cash', amount: 150_000n }], { kind: 'deposit', reference: 'dep-1' }),
    );
    expect(result.replayed).toBe(false);
    expect(result.entries).toEqual([
      { id: expect.any(Number), balance: 'cash', amount: 150_000n, balanceAfter: 150_000n },
    ]);
    const wallet = await findWallet(handle.db, player(0));
    expect(wallet).toMatchObject({ brandId, currency: 'PHP', cash: 150_000n, cash_held: 0n });
    const [entry] = await handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, result.entries[0]!.id));
    expect(entry).toMatchObject({ kind: 'deposit', reference: 'dep-1', accountPk: player(0), brandId });
  });

  it('moves several balances at once: a hold and its capture keep held within cash', async () => {
    const pk = player(1);
    await postOperation(handle.db, op(pk, [{ balance: 'cash', amount: 10_000n }]));
    await postOperation(handle.db, op(pk, [{ balance: 'cash_held', amount: 4_000n }], { kind: 'hold' }));
    // The available cash is 6 000 now: debiting 7 000 would eat into the hold.
    expect(await refusal(postOperation(handle.db, op(pk, [{ balance: 'cash', amount: -7_000n }])))).toBe(
      'insufficientBalance',
    );
    const capture = await postOperation(
      handle.db,
      op(
        pk,
        [
          { balance: 'cash', amount: -4_000n },
          { balance: 'cash_held', amount: -4_000n },
        ],
        { kind: 'withdrawal' },
      ),
    );
    expect(capture.entries.map((entry) => [entry.balance, entry.balanceAfter])).toEqual([
      ['cash', 6_000n],
      ['cash_held', 0n],
    ]);
    expect(await balances(pk)).toMatchObject({ cash: 6_000n, cash_held: 0n });
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const pk = player(2);
    await postOperation(handle.db, op(pk, [{ balance: 'game_token', amount: 5n }]));
    const before = { wallet: await balances(pk), entries: await entryCount() };
    for (const changes of [
      [{ balance: 'game_token', amount: -6n }],
      [{ balance: 'cash', amount: -1n }],
      [{ balance: 'cash_held', amount: 1n }],
      [{ balance: 'minigame_frozen', amount: -1n }],
      // One change is fine, the other is not: neither is applied.
      [
        { balance: 'game_token', amount: -5n },
        { balance: 'minigame_token', amount: -1n },
      ],
    ] as const) {
      expect(await refusal(postOperation(handle.db, op(pk, changes)))).toBe('insufficientBalance');
    }
    expect({ wallet: await balances(pk), entries: await entryCount() }).toEqual(before);
  });

  it('answers a replayed key with the original result and changes nothing', async () => {
    const pk = player(3);
    const first = op(pk, [{ balance: 'cash', amount: 2_500n }], { reference: 'r' });
    const original = await postOperation(handle.db, first);
    await postOperation(handle.db, op(pk, [{ balance: 'cash', amount: 1_000n }]));
    const before = { wallet: await balances(pk), entries: await entryCount() };

    const replay = await postOperation(handle.db, { ...first, changes: [...first.changes] });
    expect(replay).toEqual({ ...original, replayed: true });
    expect({ wallet: await balances(pk), entries: await entryCount() }).toEqual(before);
  });

  it('refuses a key reused for a different operation', async () => {
    const pk = player(4);
    const first = op(pk, [{ balance: 'cash', amount: 700n }], { reference: 'ref' });
    await postOperation(handle.db, first);
    const before = { wallet: await balances(pk), entries: await entryCount() };
    for (const changed of [
      { ...first, changes: [{ balance: 'cash', amount: 701n }] },
      { ...first, changes: [{ balance: 'game_token', amount: 700n }] },
      { ...first, changes: [...first.changes, { balance: 'game_token', amount: 1n }] },
      { ...first, accountPk: player(5) },
      { ...first, accountPk: otherPlayer, brandId: otherBrandId },
      { ...first, kind: 'deposit' },
      { ...first, reference: 'other' },
    ] as LedgerOperation[]) {
      expect(await refusal(postOperation(handle.db, changed))).toBe('idempotencyConflict');
    }
    expect({ wallet: await balances(pk), entries: await entryCount() }).toEqual(before);
    expect(await findWallet(handle.db, player(5))).toBeUndefined();
  });

  it('lets a refused operation be retried with its key once the balance allows it', async () => {
    const pk = player(5);
    const debit = op(pk, [{ balance: 'cash', amount: -300n }]);
    expect(await refusal(postOperation(handle.db, debit))).toBe('insufficientBalance');
    await postOperation(handle.db, op(pk, [{ balance: 'cash', amount: 1_000n }]));
    expect((await postOperation(handle.db, debit)).replayed).toBe(false);
    expect((await postOperation(handle.db, debit)).replayed).toBe(true);
    expect(await balances(pk)).toMatchObject({ cash: 700n });
  });

  it("works inside a caller's transaction: a refusal leaves it usable, a rollback undoes all", async () => {
    const pk = player(6);
    await handle.db.transaction(async (tx) => {
      await postOperation(tx, op(pk, [{ balance: 'minigame_token', amount: 40n }]));
      expect(await refusal(postOperation(tx, op(pk, [{ balance: 'minigame_token', amount: -41n }])))).toBe(
        'insufficientBalance',
      );
      await postOperation(
        tx,
        op(pk, [
          { balance: 'minigame_token', amount: -10n },
          { balance: 'minigame_frozen', amount: 10n },
        ]),
      );
    });
    expect(await balances(pk)).toMatchObject({ minigame_token: 30n, minigame_frozen: 10n });

    const before = { wallet: await balances(pk), entries: await entryCount() };
    await expect(
      handle.db.transaction(async (tx) => {
        await postOperation(tx, op(pk, [{ balance: 'minigame_token', amount: 5n }]));
        throw new Error('caller gives up');
      }),
    ).rejects.toThrow('caller gives up');
    expect({ wallet: await balances(pk), entries: await entryCount() }).toEqual(before);
  });

  it('refuses malformed operations as programming errors, before touching the database', async () => {
    const pk = player(7);
    const malformed: LedgerOperation[] = [
      op(pk, []),
      op(pk, [{ balance: 'cash', amount: 0n }]),
      op(pk, [
        { balance: 'cash', amount: 1n },
        { balance: 'cash', amount: 1n },
      ]),
      op(pk, [{ balance: 'bonus' as 'cash', amount: 1n }]),
      op(pk, [{ balance: 'cash', amount: 1 as unknown as bigint }]),
      op(pk, [{ balance: 'cash', amount: 1n }], { idempotencyKey: '' }),
      op(pk, [{ balance: 'cash', amount: 1n }], { idempotencyKey: 'k'.repeat(201) }),
      op(pk, [{ balance: 'cash', amount: 1n }], { kind: '' }),
    ];
    for (const operation of malformed)
      await expect(postOperation(handle.db, operation)).rejects.toThrow('malformed ledger operation');
    expect(await findWallet(handle.db, pk)).toBeUndefined();
  });

  it('never moves an account of another brand', async () => {
    await expect(
      postOperation(handle.db, op(otherPlayer, [{ balance: 'cash', amount: 1n }])),
    ).rejects.toThrow('has no wallet in brand');
    expect(await findWallet(handle.db, otherPlayer)).toBeUndefined();
  });

  it('keeps amounts exact far beyond 2^53', async () => {
    const pk = player(7);
    const big = 2n ** 62n;
    await postOperation(handle.db, op(pk, [{ balance: 'cash', amount: big }]));
    const result = await postOperation(handle.db, op(pk, [{ balance: 'cash', amount: -1n }]));
    expect(result.entries[0]?.balanceAfter).toBe(big - 1n);
  });
});

describe('ensureWallet', () => {
  it('creates an empty wallet once and returns the existing one after', async () => {
    const { brandId: id, accountPks } = await makeLedgerBrand(handle.db, 'ensurebrand', 1);
    const pk = accountPks[0]!;
    const created = await ensureWallet(handle.db, pk, id, 'USD');
    expect(created).toMatchObject({ accountPk: pk, brandId: id, currency: 'USD', cash: 0n });
    await postOperation(handle.db, { ...op(pk, [{ balance: 'cash', amount: 5n }]), brandId: id });
    expect(await ensureWallet(handle.db, pk, id, 'EUR')).toMatchObject({ currency: 'USD', cash: 5n });
    await expect(ensureWallet(handle.db, pk, brandId, 'PHP')).rejects.toThrow('does not belong');
  });
});

describe('verifyLedger', () => {
  it('finds nothing wrong after the operations above', async () => {
    expect(await verifyLedger(handle.db)).toEqual([]);
  });

  /** Breaks the database inside a transaction that is always rolled back. */
  async function whenBroken(damage: string[]): Promise<Awaited<ReturnType<typeof verifyLedger>>> {
    let found: Awaited<ReturnType<typeof verifyLedger>> = [];
    await expect(
      handle.db.transaction(async (tx) => {
        for (const statement of damage) await tx.execute(sql.raw(statement));
        found = await verifyLedger(tx);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    return found;
  }

  it('reports a wallet that differs from its entries', async () => {
    const pk = player(0);
    const found = await whenBroken([`update wallets set cash = cash + 1 where account_pk = ${pk}`]);
    expect(found).toEqual([
      {
        rule: 'wallet-equals-entries',
        accountPk: pk,
        balance: 'cash',
        detail: 'wallet 150001 but entries sum to 150000',
      },
    ]);
  });

  it('reports entries without a wallet', async () => {
    const pk = player(3);
    const found = await whenBroken([`delete from wallets where account_pk = ${pk}`]);
    expect(found).toEqual([
      {
        rule: 'wallet-equals-entries',
        accountPk: pk,
        balance: 'cash',
        detail: 'no wallet but entries sum to 3500',
      },
    ]);
  });

  it('reports a balance after that is not the running sum', async () => {
    const [last] = await handle.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountPk, player(5)))
      .orderBy(asc(ledgerEntries.id));
    const found = await whenBroken([`update ledger_entries set balance_after = 999 where id = ${last!.id}`]);
    expect(found.map((violation) => violation.rule)).toEqual(['running-balance']);
    expect(found[0]?.detail).toBe(`entry ${last!.id} says 999 after, the entries up to it sum to 1000`);
  });

  it('reports negative balances, holds above cash, duplicates and keys spanning accounts', async () => {
    const a = player(0);
    const b = player(1);
    const found = await whenBroken([
      'alter table wallets drop constraint wallets_cash_ck',
      'alter table wallets drop constraint wallets_held_ck',
      'alter table ledger_entries drop constraint ledger_entries_after_ck',
      'drop index ledger_entries_key_balance_uq',
      `insert into ledger_entries (account_pk, brand_id, balance, amount, balance_after, kind, idempotency_key)
         values (${a}, ${brandId}, 'cash', -150001, -1, 'adjustment', 'broken'),
                (${b}, ${brandId}, 'cash_held', 6001, 6001, 'hold', 'broken'),
                (${b}, ${brandId}, 'cash_held', -6001, 0, 'release', 'broken')`,
      `update wallets set cash = -1 where account_pk = ${a}`,
      `update wallets set cash_held = 6001 where account_pk = ${b}`,
    ]);
    const rules = found.map((violation) => `${violation.rule} ${violation.accountPk ?? ''}`.trim());
    expect(rules).toEqual(
      expect.arrayContaining([
        `negative-balance ${a}`,
        `held-above-cash ${b}`,
        `negative-balance-after ${a}`,
        'duplicate-entry',
        'key-spans-accounts',
        // The wallet says 6001 held, its entries sum to 0.
        `wallet-equals-entries ${b}`,
      ]),
    );
    expect(found.find((v) => v.rule === 'held-above-cash' && v.accountPk === b)?.detail).toBe(
      'held 6001 above cash 6000',
    );
    expect(found.find((v) => v.rule === 'key-spans-accounts')?.detail).toBe('key broken moves 2 accounts');
  });
});
