import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  houseOutcomeSchema,
  slotSpinIntervalMs,
  type SoloEngine,
  type HouseRoundView,
  type HouseState,
} from '#shared/contract/house-contract.ts';
import type { ProviderResponse } from '#shared/contract/provider-contract.ts';
import type { HashBet } from '#shared/house/hash-game.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/database-errors.ts';
import { crashBets, fairSeeds, houseRounds } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { seedPairs, takeFairRound } from '#server/features/fairness/fair-seeds.ts';
import { findWallet } from '#server/features/wallet/ledger.ts';
import { engineOf, playHouseRound, stakesOf } from './house-engine.ts';
import { houseRefusalKeys, houseWalletCall, openHouseSession, type HouseSession } from './house-session.ts';

type HouseRoundRow = typeof houseRounds.$inferSelect;

/**
 * The house games' game server (issue 12). A round is decided first, in one transaction that takes
 * the player's next provably fair nonce and stores the round as `pending`; then it is settled through
 * HOUSE's signed seamless-wallet callbacks (bet, then win with round_closed), sent in-process
 * through the real routes, so the signature, idempotency and debit-guard code of every provider
 * runs for it too. The callbacks' transaction ids derive from the round id, so completing a round
 * again after a crash moves nothing twice.
 */
export class HouseGames {
  constructor(private readonly deps: { app: FastifyInstance; db: Database; clock: () => Date }) {}

  private session(token: string, brandId: number): Promise<HouseSession> {
    return openHouseSession(this.deps.db, token, brandId);
  }

  private callWallet(action: 'bet' | 'win', payload: Record<string, unknown>): Promise<ProviderResponse> {
    return houseWalletCall(this.deps, action, payload);
  }

  /**
   * Settles a pending round: its bet (answered again unchanged when it went through before), then
   * its win closing the round. A refused bet marks the round refused and answers the refusal.
   */
  private async settle(token: string, session: HouseSession, row: HouseRoundRow): Promise<HouseRoundRow> {
    const common = {
      session_token: token,
      round_id: row.roundId,
      game_code: session.gameCode,
      currency: session.currency,
    };
    const betId = `${row.roundId}:bet`;
    const bet = await this.callWallet('bet', {
      ...common,
      transaction_id: betId,
      amount: Number(row.stake),
    });
    if (bet.status !== 'OK') {
      const key = houseRefusalKeys[bet.status] ?? 'houseUnavailable';
      const [refused] = await this.deps.db
        .update(houseRounds)
        .set({ state: 'refused', refusal: key, settledAt: this.deps.clock() })
        .where(and(eq(houseRounds.id, row.id), eq(houseRounds.state, 'pending')))
        .returning();
      return refused ?? row;
    }
    const win = await this.callWallet('win', {
      ...common,
      transaction_id: `${row.roundId}:win`,
      bet_transaction_id: betId,
      amount: Number(row.win),
      round_closed: true,
    });
    if (win.status !== 'OK') throw new ApiError('houseUnavailable');
    const [settled] = await this.deps.db
      .update(houseRounds)
      .set({ state: 'settled', settledAt: this.deps.clock() })
      .where(and(eq(houseRounds.id, row.id), eq(houseRounds.state, 'pending')))
      .returning();
    return settled ?? { ...row, state: 'settled' };
  }

  /** Rounds of the session left pending by a crash or an outage, completed before anything else. */
  private async completePending(token: string, session: HouseSession): Promise<void> {
    const pending = await this.deps.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.gameSessionId, session.id), eq(houseRounds.state, 'pending')))
      .orderBy(asc(houseRounds.id));
    for (const row of pending) await this.settle(token, session, row);
  }

  async state(token: string, brandId: number): Promise<HouseState> {
    const session = await this.session(token, brandId);
    await this.completePending(token, session);
    return this.stateFor(session);
  }

  async stateFor(session: HouseSession): Promise<HouseState> {
    const { db, clock } = this.deps;
    const now = clock();
    const wallet = await findWallet(db, session.accountPk);
    const [totals] =
      engineOf(session.gameType) === 'crash'
        ? await db
            .select({
              net: sql<string>`coalesce(sum(${crashBets.win} - ${crashBets.stake}), 0)::text`,
              rounds: sql<number>`count(*)::int`,
            })
            .from(crashBets)
            .where(and(eq(crashBets.gameSessionId, session.id), inArray(crashBets.state, ['cashed', 'lost'])))
        : await db
            .select({
              net: sql<string>`coalesce(sum(${houseRounds.win} - ${houseRounds.stake}), 0)::text`,
              rounds: sql<number>`count(*)::int`,
            })
            .from(houseRounds)
            .where(and(eq(houseRounds.gameSessionId, session.id), eq(houseRounds.state, 'settled')));
    const seeds = await seedPairs(db, { accountPk: session.accountPk, brandId: session.brandId }, now);
    const lastSpin = await this.lastSlotSpinAt(session.accountPk);
    const nextSpin = lastSpin ? lastSpin.getTime() + slotSpinIntervalMs : 0;
    return {
      game_code: session.gameCode,
      game_name: session.gameName,
      game_type: session.gameType,
      engine: engineOf(session.gameType),
      currency: session.currency,
      balance: wallet ? Number(wallet.cash - wallet.cash_held) : 0,
      stakes: stakesOf(session.currency),
      session: {
        started_at: session.createdAt.toISOString(),
        elapsed_seconds: Math.max(0, Math.floor((now.getTime() - session.createdAt.getTime()) / 1000)),
        net: Number(totals?.net ?? 0),
        rounds: totals?.rounds ?? 0,
      },
      seeds: seeds.active,
      spin_interval_ms: slotSpinIntervalMs,
      next_spin_at: nextSpin > now.getTime() ? new Date(nextSpin).toISOString() : null,
    };
  }

  private async lastSlotSpinAt(accountPk: number, db = this.deps.db): Promise<Date | undefined> {
    const [last] = await db
      .select({ at: houseRounds.createdAt })
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.accountPk, accountPk),
          eq(houseRounds.engine, 'slot'),
          ne(houseRounds.state, 'refused'),
        ),
      )
      .orderBy(desc(houseRounds.createdAt))
      .limit(1);
    return last?.at;
  }

  /** Plays one round (or answers the round this request_id played already). */
  async play(
    brandId: number,
    engine: SoloEngine,
    request: { token: string; stake: number; request_id: string; pick?: HashBet },
  ): Promise<{ round: HouseRoundView; state: HouseState }> {
    const session = await this.session(request.token, brandId);
    if (engineOf(session.gameType) !== engine) throw new ApiError('gameNotFound');
    await this.completePending(request.token, session);
    let row = await this.roundOfRequest(session.id, request.request_id);
    if (!row) {
      if (!stakesOf(session.currency).includes(request.stake)) throw new ApiError('invalidStake');
      if (session.expiresAt <= this.deps.clock()) throw new ApiError('gameSessionEnded');
      try {
        row = await this.decide(session, engine, request);
      } catch (error) {
        // The same request sent twice at once: the first decided it, this one settles that round.
        if (!isUniqueViolation(error)) throw error;
        row = await this.roundOfRequest(session.id, request.request_id);
        if (!row) throw error;
      }
    }
    if (row.state === 'pending') row = await this.settle(request.token, session, row);
    if (row.state === 'refused') throw new ApiError(row.refusal ?? 'houseUnavailable');
    return { round: await this.viewOf(row), state: await this.stateFor(session) };
  }

  private async roundOfRequest(sessionId: number, requestId: string): Promise<HouseRoundRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.gameSessionId, sessionId), eq(houseRounds.requestId, requestId)));
    return row;
  }

  /**
   * Decides a round under the player's seed lock (takeFairRound): the spin interval and the cash
   * are checked there, and a refusal rolls the nonce back, so a refused spin changes nothing.
   */
  private async decide(
    session: HouseSession,
    engine: SoloEngine,
    request: { stake: number; request_id: string; pick?: HashBet },
  ): Promise<HouseRoundRow> {
    const now = this.deps.clock();
    return this.deps.db.transaction(async (tx) => {
      const owner = { accountPk: session.accountPk, brandId: session.brandId };
      const { seedId, round } = await takeFairRound(tx, owner, now);
      if (engine === 'slot') {
        const last = await this.lastSlotSpinAt(session.accountPk, tx);
        const wait = last ? last.getTime() + slotSpinIntervalMs - now.getTime() : 0;
        if (wait > 0) throw new ApiError('spinTooSoon', 200, 0, Math.ceil(wait / 1000));
      }
      // The wallet decides in the end (a spin racing this one can still be refused there); checked
      // here as well so a plain shortfall uses no nonce.
      const wallet = await findWallet(tx, session.accountPk);
      if (!wallet || wallet.cash - wallet.cash_held < BigInt(request.stake))
        throw new ApiError('insufficientBalance');
      const { outcome, win } = playHouseRound(engine, round, request.stake, request.pick ?? 'odd');
      const [row] = await tx
        .insert(houseRounds)
        .values({
          roundId: `house-${randomUUID()}`,
          gameSessionId: session.id,
          requestId: request.request_id,
          brandId: session.brandId,
          accountPk: session.accountPk,
          gameCode: session.gameCode,
          engine,
          seedId,
          nonce: round.nonce,
          stake: BigInt(request.stake),
          outcome,
          win: BigInt(win),
          createdAt: now,
        })
        .returning();
      return row!;
    });
  }

  private async viewOf(row: HouseRoundRow): Promise<HouseRoundView> {
    const [seed] = await this.deps.db
      .select({ hash: fairSeeds.serverSeedHash, clientSeed: fairSeeds.clientSeed })
      .from(fairSeeds)
      .where(eq(fairSeeds.id, row.seedId));
    return {
      round_id: row.roundId,
      stake: Number(row.stake),
      win: Number(row.win),
      nonce: row.nonce,
      server_seed_hash: seed?.hash ?? '',
      client_seed: seed?.clientSeed ?? '',
      outcome: houseOutcomeSchema.parse(row.outcome),
      placed_at: row.createdAt.toISOString(),
    };
  }
}
