import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ProviderResponse,
  ProviderStatus,
  providerBetRequest,
  providerRollbackRequest,
  providerWinRequest,
} from '#shared/contract/provider-contract.ts';
import type { Database, Executor, Transaction } from '#server/db/database.ts';
import { bets, providerTransactions, vipProgress, wallets } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { ensureWallet, findWallet, postOperation } from '#server/features/wallet/ledger.ts';
import { advanceVipLevel } from '#server/features/wallet/vip-level-up.ts';
import { debitGuard } from './debit-guard.ts';
import { findGameSession, type GameSession } from './game-session.ts';

type BetBody = z.output<typeof providerBetRequest>;
type WinBody = z.output<typeof providerWinRequest>;
type RollbackBody = z.output<typeof providerRollbackRequest>;

interface ProviderWalletDeps {
  db: Database;
  clock: () => Date;
}

/** Advisory locks of provider transaction ids live in their own class (the ledger's is 73 410). */
const transactionLockClass = 73_411;

/** Outcomes worth remembering: a replay of the same request gets them back unchanged. */
const finalStatuses: ReadonlySet<ProviderStatus> = new Set([
  'OK',
  'INSUFFICIENT_FUNDS',
  'PLAYER_BLOCKED',
  'LIMIT_REACHED',
]);

type StoredTransaction = typeof providerTransactions.$inferSelect;

/** The ledger key of a provider's transaction: one money movement per (provider, transaction id). */
function providerLedgerKey(providerCode: string, transactionId: string): string {
  return `provider:${providerCode}:${transactionId}`;
}

function payloadHash(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts), 'utf8').digest('hex');
}

async function availableCash(db: Executor, accountPk: number): Promise<number> {
  const wallet = await findWallet(db, accountPk);
  return wallet ? Number(wallet.cash - wallet.cash_held) : 0;
}

function unknownPlayer(status: ProviderStatus): ProviderResponse {
  return { status, balance: 0, currency: '' };
}

/**
 * Runs one callback for one player: the transaction ids it names are locked first (a replay and
 * its original never run side by side), then the player's wallet row, so every callback of a
 * player runs one after the other and reads the balance it will change.
 */
async function inPlayerTransaction<T>(
  db: Database,
  session: GameSession,
  transactionIds: readonly string[],
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const id of [...new Set(transactionIds)].sort()) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${sql.raw(String(transactionLockClass))}, hashtext(${`${session.providerCode}:${id}`}))`,
      );
    }
    const lockWallet = () =>
      tx.execute(sql`select 1 from ${wallets} where ${wallets.accountPk} = ${session.accountPk} for update`);
    // The wallet exists after a player's first deposit; only a player who never had one pays for
    // creating it here.
    const locked = (await lockWallet()) as unknown as { rows: unknown[] };
    if (locked.rows.length === 0) {
      await ensureWallet(tx, session.accountPk, session.brandId, session.currency);
      await lockWallet();
    }
    return work(tx);
  });
}

async function storedTransaction(
  db: Executor,
  providerCode: string,
  transactionId: string,
): Promise<StoredTransaction | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/**
 * The answer to a transaction id seen before: the original result when the request means the same
 * (a retry), DUPLICATE_TRANSACTION when it means something else or the id is a rolled-back bet's
 * tombstone. Money never moves again.
 */
function replayOf(stored: StoredTransaction, hash: string): { status: ProviderStatus; id?: string } {
  if (stored.tombstone || stored.payloadHash !== hash) return { status: 'DUPLICATE_TRANSACTION' };
  return { status: stored.result as ProviderStatus, id: String(stored.id) };
}

interface Outcome {
  status: ProviderStatus;
  transactionId?: string;
}

async function record(
  tx: Executor,
  session: GameSession,
  row: {
    transactionId: string;
    kind: 'bet' | 'win' | 'rollback';
    roundId: string;
    hash: string;
    status: ProviderStatus;
    amount: bigint;
    currency?: string;
    betId?: number;
    referenceTransactionId?: string;
  },
): Promise<Outcome> {
  if (!finalStatuses.has(row.status)) return { status: row.status };
  const [inserted] = await tx
    .insert(providerTransactions)
    .values({
      providerCode: session.providerCode,
      transactionId: row.transactionId,
      kind: row.kind,
      brandId: session.brandId,
      accountPk: session.accountPk,
      roundId: row.roundId,
      betId: row.betId,
      payloadHash: row.hash,
      result: row.status,
      amount: row.amount,
      currency: row.currency ?? session.currency,
      referenceTransactionId: row.referenceTransactionId,
    })
    .returning({ id: providerTransactions.id });
  return { status: row.status, transactionId: String(inserted!.id) };
}

async function findRound(tx: Executor, session: GameSession, roundId: string) {
  const [row] = await tx
    .select()
    .from(bets)
    .where(
      and(
        eq(bets.providerCode, session.providerCode),
        eq(bets.roundId, roundId),
        eq(bets.accountPk, session.accountPk),
      ),
    );
  return row;
}

/**
 * Turnover counts towards the player's VIP cycle in the transaction that moves the stake; a stake
 * that completes a level promotes the player there and then (a rolled-back one never demotes).
 */
async function addTurnover(tx: Executor, session: GameSession, amount: bigint, now: Date): Promise<void> {
  const { accountPk } = session;
  await tx
    .insert(vipProgress)
    .values({ accountPk, cycleTurnover: amount > 0n ? amount : 0n, updatedAt: now })
    .onConflictDoUpdate({
      target: vipProgress.accountPk,
      set: {
        cycleTurnover: sql`greatest(0, ${vipProgress.cycleTurnover} + ${amount.toString()}::bigint)`,
        updatedAt: now,
      },
    });
  if (amount > 0n) await advanceVipLevel(tx, accountPk, session.brandId);
}

function isInsufficientBalance(error: unknown): boolean {
  return error instanceof ApiError && error.key === 'insufficientBalance';
}

export class ProviderWallet {
  /** The last queued callback of each player in this process (see `inPlayerTransaction`). */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly deps: ProviderWalletDeps) {}

  /**
   * Runs a player's callback after the ones already queued in this process. The database locks
   * alone keep the books right across server copies; queueing here as well keeps a flood for one
   * player from holding every pooled connection while it waits for that player's row lock, which
   * would stall every other player.
   */
  private queued<T>(
    session: GameSession,
    transactionIds: readonly string[],
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const key = session.accountPk;
    const run = () => inPlayerTransaction(this.deps.db, session, transactionIds, work);
    const result = (this.queues.get(key) ?? Promise.resolve()).then(run, run);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return result;
  }

  /** The live or expired session of the token; INVALID_TOKEN answers when there is none. */
  private session(providerCode: string, token: string) {
    return findGameSession(this.deps.db, providerCode, token);
  }

  private isLive(session: GameSession): boolean {
    return session.expiresAt.getTime() > this.deps.clock().getTime();
  }

  private async answer(session: GameSession, outcome: Outcome, tx?: Executor): Promise<ProviderResponse> {
    const balance = await availableCash(tx ?? this.deps.db, session.accountPk);
    return {
      status: outcome.status,
      balance,
      currency: session.currency,
      ...(outcome.transactionId === undefined ? {} : { transaction_id: outcome.transactionId }),
    };
  }

  async balance(providerCode: string, body: { session_token: string }): Promise<ProviderResponse> {
    const session = await this.session(providerCode, body.session_token);
    if (!session || !this.isLive(session)) return unknownPlayer('INVALID_TOKEN');
    return this.answer(session, { status: 'OK' });
  }

  async bet(providerCode: string, body: BetBody): Promise<ProviderResponse> {
    const session = await this.session(providerCode, body.session_token);
    // Only a live session takes a stake: the player left the game when it ended.
    if (!session || !this.isLive(session)) return unknownPlayer('INVALID_TOKEN');
    if (body.currency !== session.currency) return this.answer(session, { status: 'WRONG_CURRENCY' });
    const amount = BigInt(body.amount);
    const hash = payloadHash([
      'bet',
      session.accountPk,
      body.round_id,
      body.game_code,
      body.amount,
      body.currency,
    ]);
    const now = this.deps.clock();
    return this.queued(session, [body.transaction_id], async (tx) => {
      const stored = await storedTransaction(tx, providerCode, body.transaction_id);
      const settle = async (status: ProviderStatus, betId?: number) =>
        this.answer(
          session,
          await record(tx, session, {
            transactionId: body.transaction_id,
            kind: 'bet',
            roundId: body.round_id,
            hash,
            status,
            amount,
            currency: body.currency,
            betId,
          }),
          tx,
        );
      if (stored) {
        const replay = replayOf(stored, hash);
        return this.answer(session, { status: replay.status, transactionId: replay.id }, tx);
      }
      const refused = await debitGuard(tx, {
        brandId: session.brandId,
        accountPk: session.accountPk,
        providerCode,
        gameCode: body.game_code,
        amount,
        now,
      });
      if (refused) return settle(refused);
      const round = await findRound(tx, session, body.round_id);
      if (round && round.status !== 'open') return this.answer(session, { status: 'ROUND_CLOSED' }, tx);
      if (BigInt(await availableCash(tx, session.accountPk)) < amount) return settle('INSUFFICIENT_FUNDS');

      const [bet] = await tx
        .insert(bets)
        .values({
          brandId: session.brandId,
          accountPk: session.accountPk,
          providerCode,
          gameCode: body.game_code,
          roundId: body.round_id,
          stake: amount,
          placedAt: now,
        })
        .onConflictDoUpdate({
          target: [bets.providerCode, bets.roundId, bets.accountPk],
          set: { stake: sql`${bets.stake} + ${amount.toString()}::bigint` },
        })
        .returning({ id: bets.id });
      try {
        await postOperation(tx, {
          accountPk: session.accountPk,
          brandId: session.brandId,
          idempotencyKey: providerLedgerKey(providerCode, body.transaction_id),
          kind: 'bet',
          reference: `${providerCode}:${body.round_id}`,
          changes: [{ balance: 'cash', amount: -amount }],
        });
      } catch (error) {
        // The wallet row is locked, so the check above holds; this is the ledger's last word.
        if (!isInsufficientBalance(error)) throw error;
        throw new RefusedInTransaction('INSUFFICIENT_FUNDS');
      }
      await addTurnover(tx, session, amount, now);
      return settle('OK', bet!.id);
    }).catch((error: unknown) => {
      if (error instanceof RefusedInTransaction) return this.answer(session, { status: error.status });
      throw error;
    });
  }

  async win(providerCode: string, body: WinBody): Promise<ProviderResponse> {
    const session = await this.session(providerCode, body.session_token);
    // Wins settle money already at stake: an ended session still takes them.
    if (!session) return unknownPlayer('INVALID_TOKEN');
    if (body.currency !== session.currency) return this.answer(session, { status: 'WRONG_CURRENCY' });
    const amount = BigInt(body.amount);
    const closes = body.round_closed ?? false;
    const hash = payloadHash([
      'win',
      session.accountPk,
      body.round_id,
      body.game_code,
      body.amount,
      body.currency,
      body.bet_transaction_id ?? null,
      closes,
    ]);
    const now = this.deps.clock();
    return this.queued(session, [body.transaction_id], async (tx) => {
      const stored = await storedTransaction(tx, providerCode, body.transaction_id);
      if (stored) {
        const replay = replayOf(stored, hash);
        return this.answer(session, { status: replay.status, transactionId: replay.id }, tx);
      }
      const round = await findRound(tx, session, body.round_id);
      if (!round) return this.answer(session, { status: 'TRANSACTION_NOT_FOUND' }, tx);
      if (body.bet_transaction_id !== undefined) {
        const bet = await storedTransaction(tx, providerCode, body.bet_transaction_id);
        const isRoundsBet =
          bet && bet.kind === 'bet' && !bet.tombstone && bet.result === 'OK' && bet.betId === round.id;
        if (!isRoundsBet) return this.answer(session, { status: 'TRANSACTION_NOT_FOUND' }, tx);
        if (bet.rolledBackAt && round.status === 'open')
          return this.answer(session, { status: 'TRANSACTION_NOT_FOUND' }, tx);
      }
      if (round.status !== 'open') return this.answer(session, { status: 'ROUND_CLOSED' }, tx);

      if (amount > 0n) {
        await postOperation(tx, {
          accountPk: session.accountPk,
          brandId: session.brandId,
          idempotencyKey: providerLedgerKey(providerCode, body.transaction_id),
          kind: 'win',
          reference: `${providerCode}:${body.round_id}`,
          changes: [{ balance: 'cash', amount }],
        });
      }
      const totalWin = round.win + amount;
      await tx
        .update(bets)
        .set({
          win: totalWin,
          ...(closes ? { status: 'settled', settledAt: now } : {}),
        })
        .where(eq(bets.id, round.id));
      const outcome = await record(tx, session, {
        transactionId: body.transaction_id,
        kind: 'win',
        roundId: body.round_id,
        hash,
        status: 'OK',
        amount,
        currency: body.currency,
        betId: round.id,
        referenceTransactionId: body.bet_transaction_id,
      });
      return this.answer(session, outcome, tx);
    });
  }

  async rollback(providerCode: string, body: RollbackBody): Promise<ProviderResponse> {
    const session = await this.session(providerCode, body.session_token);
    // A rollback gives back money already at stake: an ended session still takes it.
    if (!session) return unknownPlayer('INVALID_TOKEN');
    const target = body.rollback_transaction_id;
    const hash = payloadHash(['rollback', session.accountPk, target, body.round_id]);
    const now = this.deps.clock();
    const ids = [body.transaction_id, target];
    return this.queued(session, ids, async (tx) => {
      const stored = await storedTransaction(tx, providerCode, body.transaction_id);
      if (stored) {
        const replay = replayOf(stored, hash);
        return this.answer(session, { status: replay.status, transactionId: replay.id }, tx);
      }
      const recordRollback = async (amount: bigint, betId?: number) =>
        this.answer(
          session,
          await record(tx, session, {
            transactionId: body.transaction_id,
            kind: 'rollback',
            roundId: body.round_id,
            hash,
            status: 'OK',
            amount,
            betId,
            referenceTransactionId: target,
          }),
          tx,
        );
      if (body.transaction_id === target) return this.answer(session, { status: 'BAD_REQUEST' }, tx);
      const bet = await storedTransaction(tx, providerCode, target);
      if (!bet) {
        // The bet has not arrived (yet): nothing to give back. Its id is kept as a tombstone, so
        // the bet is refused if it comes later and no stake is taken for a cancelled bet.
        await tx.insert(providerTransactions).values({
          providerCode,
          transactionId: target,
          kind: 'bet',
          brandId: session.brandId,
          accountPk: session.accountPk,
          roundId: body.round_id,
          payloadHash: '',
          result: 'ROLLED_BACK',
          tombstone: true,
          rolledBackAt: now,
        });
        return recordRollback(0n);
      }
      if (bet.kind !== 'bet' || bet.accountPk !== session.accountPk)
        return this.answer(session, { status: 'TRANSACTION_NOT_FOUND' }, tx);
      // Already cancelled, or refused when it came: no stake to give back, and that is success.
      if (bet.tombstone || bet.result !== 'OK' || bet.rolledBackAt || bet.betId === null)
        return recordRollback(0n);
      const [round] = await tx.select().from(bets).where(eq(bets.id, bet.betId));
      if (!round) throw new Error(`bet ${bet.id} has no round`);
      // A round with a win paid, or settled, is over: its stakes are not given back.
      if (round.status !== 'open' || round.win > 0n)
        return this.answer(session, { status: 'ROUND_CLOSED' }, tx);

      await postOperation(tx, {
        accountPk: session.accountPk,
        brandId: session.brandId,
        idempotencyKey: providerLedgerKey(providerCode, body.transaction_id),
        kind: 'rollback',
        reference: `${providerCode}:${round.roundId}`,
        changes: [{ balance: 'cash', amount: bet.amount }],
      });
      await tx
        .update(providerTransactions)
        .set({ rolledBackAt: now })
        .where(eq(providerTransactions.id, bet.id));
      const stake = round.stake - bet.amount;
      await tx
        .update(bets)
        .set({ stake, ...(stake === 0n ? { status: 'rolled_back', rolledBackAt: now } : {}) })
        .where(eq(bets.id, round.id));
      // A cancelled stake was never wagered.
      await addTurnover(tx, session, -bet.amount, now);
      return recordRollback(bet.amount, round.id);
    });
  }
}

/** A refusal found inside the transaction after it wrote: thrown so that nothing it wrote stays. */
class RefusedInTransaction extends Error {
  constructor(readonly status: ProviderStatus) {
    super(status);
  }
}
