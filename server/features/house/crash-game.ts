import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CrashBetView, CrashState, HouseState } from '#shared/contract/house-contract.ts';
import { crashMultiplierAt, crashPhaseAt, crashWinOf } from '#shared/house/crash-schedule.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/database-errors.ts';
import { accounts, crashBets, crashRounds, gameSessions } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { maskAccountId } from '#server/features/site/site-routes.ts';
import { findWallet } from '#server/features/wallet/ledger.ts';
import {
  crashedRounds,
  currentCrashRound,
  defaultCrashChainLength,
  type CrashRoundRow,
} from './crash-rounds.ts';
import { engineOf, stakesOf } from './house-engine.ts';
import { houseRefusalKeys, houseWalletCall, openHouseSession, type HouseSession } from './house-session.ts';

type CrashBetRow = typeof crashBets.$inferSelect;

/**
 * The most game session tokens kept in memory: the least recently used go first (a bet whose token
 * was let go is paid on its player's next call), so a long-running server's memory stays bounded.
 */
const tokensKept = 50_000;

/** How many crashed rounds the page lists, and how many bets of the round it shows. */
const historyLength = 20;
const betsShown = 50;

/** The wallet's round and transaction ids of a bet: fixed by the bet, so a resend moves nothing. */
function walletIds(bet: Pick<CrashBetRow, 'id'>) {
  const round = `crash-${bet.id}`;
  return { round, bet: `${round}:bet`, win: `${round}:win` };
}

/**
 * How an open bet stands at `now` in its round: still open, or decided (cashed at its auto cash-out
 * once the multiplier reached it before the crash, lost at the crash).
 */
function dueDecision(
  bet: Pick<CrashBetRow, 'stake' | 'autoCashout'>,
  round: CrashRoundRow,
  now: number,
): { state: 'cashed' | 'lost'; point: number | null; win: bigint } | null {
  const auto = bet.autoCashout;
  const reachesAuto = auto !== null && auto < round.crashPoint;
  const elapsed = now - round.startsAt.getTime();
  if (reachesAuto && elapsed >= 0 && crashMultiplierAt(elapsed) >= auto)
    return { state: 'cashed', point: auto, win: crashWinOf(bet.stake, auto) };
  if (now < round.crashesAt.getTime()) return null;
  return { state: 'lost', point: null, win: 0n };
}

export interface CrashGameDeps {
  app: FastifyInstance;
  db: Database;
  clock: () => Date;
  /** The house state of a session (balance, session time and net) the page shows beside the round. */
  houseState: (session: HouseSession) => Promise<HouseState>;
  chainLength?: number;
}

/**
 * The crash game (issue 12): one round at a time per brand, shared by every player, its crash point
 * from the brand's published hash chain (crash-rounds.ts). A bet's stake goes through HOUSE's signed
 * wallet API when it is placed; the bet is then decided once, by a conditional update (a cash-out
 * before the crash on the server's clock, the auto cash-out, or the crash), and the closing win
 * (0 for a lost bet) is paid through the wallet with a transaction id fixed by the bet, so
 * concurrent cash-outs, retries and a crash of the process between decision and payment all pay once.
 *
 * Game session tokens are credentials and are never stored: a decided bet is paid with its
 * session's token from this process's memory (every call of the game page refreshes it), or by the
 * player's next call after a restart.
 */
export class CrashGame {
  private readonly tokens = new Map<number, string>();

  constructor(private readonly deps: CrashGameDeps) {}

  private async open(token: string, brandId: number): Promise<HouseSession> {
    const session = await openHouseSession(this.deps.db, token, brandId);
    if (engineOf(session.gameType) !== 'crash') throw new ApiError('gameNotFound');
    this.tokens.delete(session.id);
    this.tokens.set(session.id, token);
    if (this.tokens.size > tokensKept) this.tokens.delete(this.tokens.keys().next().value!);
    return session;
  }

  private round(brandId: number, now: Date) {
    return currentCrashRound(this.deps.db, brandId, now, this.deps.chainLength ?? defaultCrashChainLength);
  }

  async state(token: string, brandId: number) {
    const session = await this.open(token, brandId);
    await this.settleDue(brandId);
    return this.view(session);
  }

  async bet(
    brandId: number,
    request: { token: string; stake: number; auto_cashout?: number | null; request_id: string },
  ) {
    const { db, clock } = this.deps;
    const session = await this.open(request.token, brandId);
    let bet = await this.betOfRequest(session.id, request.request_id);
    if (!bet) {
      const now = clock();
      if (!stakesOf(session.currency).includes(request.stake)) throw new ApiError('invalidStake');
      if (session.expiresAt <= now) throw new ApiError('gameSessionEnded');
      const { round } = await this.round(brandId, now);
      if (crashPhaseAt(this.times(round), now.getTime()) !== 'betting')
        throw new ApiError('crashBettingClosed');
      // The wallet decides in the end; checked here too so a plain shortfall leaves no bet row.
      const wallet = await findWallet(db, session.accountPk);
      if (!wallet || wallet.cash - wallet.cash_held < BigInt(request.stake))
        throw new ApiError('insufficientBalance');
      try {
        [bet] = await db
          .insert(crashBets)
          .values({
            roundId: round.id,
            brandId,
            accountPk: session.accountPk,
            gameSessionId: session.id,
            gameCode: session.gameCode,
            requestId: request.request_id,
            stake: BigInt(request.stake),
            autoCashout: request.auto_cashout ?? null,
            createdAt: now,
          })
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same request sent twice at once answers the first; another bet in this round is refused.
        bet = await this.betOfRequest(session.id, request.request_id);
        if (!bet) throw new ApiError('crashAlreadyBet');
      }
    }
    if (bet!.state === 'placing') bet = await this.place(request.token, session.currency, bet!);
    if (bet!.state === 'refused') throw new ApiError(bet!.refusal ?? 'houseUnavailable');
    return this.view(session);
  }

  async cashout(brandId: number, request: { token: string }) {
    const { db, clock } = this.deps;
    const session = await this.open(request.token, brandId);
    const now = clock();
    const { round } = await this.round(brandId, now);
    const [bet] = await db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.accountPk, session.accountPk)));
    if (!bet || bet.state === 'refused') throw new ApiError('crashNoBet');
    const phase = crashPhaseAt(this.times(round), now.getTime());
    if (phase === 'betting') throw new ApiError('crashNotStarted');
    if (bet.state === 'open' && phase === 'running') {
      const point = crashMultiplierAt(now.getTime() - round.startsAt.getTime());
      // The conditional update decides the bet once: a second cash-out sent at the same time finds it decided.
      if (point < round.crashPoint)
        await db
          .update(crashBets)
          .set({ state: 'cashed', cashoutPoint: point, win: crashWinOf(bet.stake, point), decidedAt: now })
          .where(and(eq(crashBets.id, bet.id), eq(crashBets.state, 'open')));
    }
    await this.settleDue(brandId);
    return this.view(session);
  }

  private times(round: CrashRoundRow) {
    return { startsAt: round.startsAt.getTime(), crashesAt: round.crashesAt.getTime() };
  }

  private async betOfRequest(sessionId: number, requestId: string): Promise<CrashBetRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.gameSessionId, sessionId), eq(crashBets.requestId, requestId)));
    return row;
  }

  /** Takes a placed bet's stake through the wallet (a resend answers the first result). */
  private async place(token: string, currency: string, bet: CrashBetRow): Promise<CrashBetRow> {
    const ids = walletIds(bet);
    const answer = await houseWalletCall(this.deps, 'bet', {
      session_token: token,
      round_id: ids.round,
      game_code: bet.gameCode,
      currency,
      transaction_id: ids.bet,
      amount: Number(bet.stake),
    });
    const refused = answer.status !== 'OK';
    const [row] = await this.deps.db
      .update(crashBets)
      .set(
        refused
          ? {
              state: 'refused',
              refusal: houseRefusalKeys[answer.status] ?? 'houseUnavailable',
              decidedAt: this.deps.clock(),
            }
          : { state: 'open' },
      )
      .where(and(eq(crashBets.id, bet.id), eq(crashBets.state, 'placing')))
      .returning();
    return row ?? (await this.betOfRequest(bet.gameSessionId, bet.requestId))!;
  }

  /** The brands with bets to decide or pay: the background sweep settles these. */
  async brandsWithUnpaidBets(): Promise<number[]> {
    const rows = await this.deps.db
      .selectDistinct({ brandId: crashBets.brandId })
      .from(crashBets)
      .where(and(isNull(crashBets.paidAt), ne(crashBets.state, 'refused')));
    return rows.map((row) => row.brandId);
  }

  /**
   * Brings the brand's bets up to the server's clock: bets whose stake went in but whose placing
   * was cut off are completed, open bets whose auto cash-out or crash has come are decided, and
   * decided bets are paid. Only bets whose session token this process holds can reach the wallet;
   * the others wait for their player's next call (on any server copy).
   */
  async settleDue(brandId: number): Promise<void> {
    const { db, clock } = this.deps;
    const unpaid = await db
      .select({ bet: crashBets, currency: gameSessions.currency })
      .from(crashBets)
      .innerJoin(gameSessions, eq(gameSessions.id, crashBets.gameSessionId))
      .where(and(eq(crashBets.brandId, brandId), isNull(crashBets.paidAt), ne(crashBets.state, 'refused')))
      .orderBy(asc(crashBets.id));
    if (unpaid.length === 0) return;
    const rounds = await this.roundsOf(unpaid.map((row) => row.bet.roundId));
    for (const { bet: found, currency } of unpaid) {
      let bet = found;
      const token = this.tokens.get(bet.gameSessionId);
      if (bet.state === 'placing') {
        if (!token) continue;
        bet = await this.place(token, currency, bet);
      }
      if (bet.state === 'open') {
        const now = clock();
        const decision = dueDecision(bet, rounds.get(bet.roundId)!, now.getTime());
        if (!decision) continue;
        await db
          .update(crashBets)
          .set({ state: decision.state, cashoutPoint: decision.point, win: decision.win, decidedAt: now })
          .where(and(eq(crashBets.id, bet.id), eq(crashBets.state, 'open')));
        const [decided] = await db.select().from(crashBets).where(eq(crashBets.id, bet.id));
        bet = decided ?? bet;
      }
      if ((bet.state === 'cashed' || bet.state === 'lost') && token) await this.pay(token, bet, currency);
    }
  }

  private async roundsOf(ids: number[]): Promise<Map<number, CrashRoundRow>> {
    const rows = await this.deps.db
      .select()
      .from(crashRounds)
      .where(inArray(crashRounds.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The decided bet's closing win (0 when lost) through the wallet, then marked paid. */
  private async pay(token: string, bet: CrashBetRow, currency: string): Promise<void> {
    const ids = walletIds(bet);
    const answer = await houseWalletCall(this.deps, 'win', {
      session_token: token,
      round_id: ids.round,
      game_code: bet.gameCode,
      currency,
      transaction_id: ids.win,
      bet_transaction_id: ids.bet,
      amount: Number(bet.win),
      round_closed: true,
    });
    if (answer.status !== 'OK') throw new ApiError('houseUnavailable');
    await this.deps.db
      .update(crashBets)
      .set({ paidAt: this.deps.clock() })
      .where(and(eq(crashBets.id, bet.id), isNull(crashBets.paidAt)));
  }

  private async view(session: HouseSession): Promise<{ house: HouseState; crash: CrashState }> {
    const { db, clock } = this.deps;
    const now = clock();
    const { round, chain } = await this.round(session.brandId, now);
    const phase = crashPhaseAt(this.times(round), now.getTime());
    const rows = await db
      .select({ bet: crashBets, accountId: accounts.accountId })
      .from(crashBets)
      .innerJoin(accounts, eq(accounts.id, crashBets.accountPk))
      .where(and(eq(crashBets.roundId, round.id), ne(crashBets.state, 'refused')))
      .orderBy(desc(crashBets.stake), asc(crashBets.id))
      .limit(betsShown);
    const betView = (bet: CrashBetRow, player: string): CrashBetView => ({
      player,
      stake: Number(bet.stake),
      auto_cashout: bet.autoCashout,
      state: bet.state as CrashBetView['state'],
      cashout_point: bet.cashoutPoint,
      win: Number(bet.win),
    });
    const bets = rows.map(({ bet, accountId }) => ({
      own: bet.accountPk === session.accountPk,
      view: betView(bet, maskAccountId(accountId)),
    }));
    const [mine] = await db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.accountPk, session.accountPk)));
    const crashed = phase === 'crashed';
    const history = await crashedRounds(db, session.brandId, now, historyLength);
    return {
      house: await this.deps.houseState(session),
      crash: {
        server_time: now.toISOString(),
        chain: {
          number: chain.number,
          terminating_hash: chain.terminatingHash,
          salt: chain.salt,
          length: chain.length,
        },
        round: {
          number: round.number,
          phase,
          starts_at: round.startsAt.toISOString(),
          crash_point: crashed ? round.crashPoint : null,
          crashes_at: crashed ? round.crashesAt.toISOString() : null,
          hash: crashed ? round.hash : null,
        },
        bets: [...bets.filter((b) => b.own), ...bets.filter((b) => !b.own)].map((b) => b.view),
        mine: mine && mine.state !== 'refused' ? betView(mine, 'you') : null,
        history: history.map((row) => ({
          number: row.number,
          crash_point: row.crashPoint,
          hash: row.hash,
          chain: row.chain,
        })),
      },
    };
  }
}
