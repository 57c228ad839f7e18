import { z } from 'zod';
import { formatMinor } from '#shared/money/currency.ts';
import type { Env } from '#server/config/env.ts';
import type { Database, DatabaseHandle } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { formatTable, openBrandDatabase } from '#server/features/brands/brand-cli-core.ts';
import {
  readServerLock,
  runOnOwningServer,
  type OperatorRunAnswer,
} from '#server/features/brands/operator-endpoint.ts';
import { decideEvent, EventNotFoundError, eventSummaries, parseDecision } from './sports-operator.ts';
import { settleDecidedBets } from './sports-service.ts';
import { standaloneSportsWallet, type SportsWallet } from './sports-wallet-client.ts';

const sportsCliUsage = `Usage: npm run sports -- <command>

Commands:
  events                                       every event: code, match, status, score, open bets
  result <event> <home>-<away> [--half <h>-<a>]  enter the full-time (and half-time) score, then settle
  void <event>                                 void the event (its legs count as odds 1), then settle
  settle                                       settle every open bet whose legs are all decided

Settling pays each decided bet once through the seamless-wallet API (SABA); running a command again
pays nothing twice. Uses DATABASE_URL when set; otherwise the embedded database in DATA_DIR, through
the server when one is running on it.`;

export const sportsExitCodes = { ok: 0, failure: 1, usage: 2 } as const;

export interface SportsCliDeps {
  env: Env;
  actor: string;
  out(line: string): void;
  err(line: string): void;
  /** Inside the server: its connection and its own wallet routes. Default: opened here. */
  inServer?: { db: Database; wallet: SportsWallet };
}

class UsageError extends Error {}

export const sportsRunPath = '/sports/run';

export const sportsRunRequest = z.object({
  args: z.array(z.string().max(200)).max(10),
  actor: z.string().max(100),
});

export type SportsRunAnswer = OperatorRunAnswer;

async function execute(args: string[], db: Database, wallet: SportsWallet, deps: SportsCliDeps) {
  const [command, code, score, ...rest] = args;
  if (command === 'events' && args.length === 1) {
    const rows = await eventSummaries(db);
    formatTable(
      ['event', 'sport', 'match', 'starts', 'status', 'score', 'open bets'],
      rows.map((row) => [
        row.code,
        row.sport,
        row.match,
        row.startsAt.toISOString().slice(0, 16).replace('T', ' '),
        row.status,
        row.score,
        String(row.openBets),
      ]),
    ).forEach((line) => deps.out(line));
    return;
  }
  if (command === 'result' && code && score) {
    if (rest.length !== 0 && !(rest.length === 2 && rest[0] === '--half'))
      throw new UsageError(`Unexpected '${rest.join(' ')}'`);
    const decision = parseDecision(score, rest[1]);
    if (!decision) throw new UsageError(`Scores are <home>-<away>, e.g. 2-1 --half 1-0`);
    const outcome = await decideEvent(db, code, decision, deps.actor);
    deps.out(
      outcome === 'decided'
        ? `Event ${code}: ${score} entered`
        : `Event ${code} already has this result: nothing changed`,
    );
  } else if (command === 'void' && code && score === undefined) {
    const outcome = await decideEvent(db, code, { void: true }, deps.actor);
    deps.out(
      outcome === 'decided' ? `Event ${code}: void` : `Event ${code} is already void: nothing changed`,
    );
  } else if (!(command === 'settle' && args.length === 1)) {
    throw new UsageError(
      command === undefined ? 'No command given' : `Unknown or malformed command '${args.join(' ')}'`,
    );
  }
  const report = await settleDecidedBets(db, wallet);
  for (const bet of report.settled)
    deps.out(`Settled ${bet.roundId}: paid ${formatMinor(bet.payout, bet.currency)} ${bet.currency}`);
  for (const bet of report.failed) deps.err(`Not settled ${bet.roundId}: the wallet answered ${bet.status}`);
  deps.out(`${report.settled.length} bet(s) settled, ${report.waiting} waiting for other events`);
  if (report.failed.length > 0) throw new SettlementIncomplete();
}

class SettlementIncomplete extends Error {}

/** Runs one sports command; returns the exit code (0 ok, 1 refused or failed, 2 usage). */
export async function runSportsCli(args: string[], deps: SportsCliDeps): Promise<number> {
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0]!)) {
    (args.length === 0 ? deps.err : deps.out)(sportsCliUsage);
    return args.length === 0 ? sportsExitCodes.usage : sportsExitCodes.ok;
  }
  if (!deps.inServer && !deps.env.DATABASE_URL) {
    const lock = readServerLock(deps.env.DATA_DIR);
    // The embedded database belongs to the running server: the command runs there.
    if (lock) {
      const io = { out: deps.out, err: deps.err, dataDir: deps.env.DATA_DIR };
      return runOnOwningServer(lock, sportsRunPath, { args, actor: deps.actor }, io, sportsExitCodes.failure);
    }
  }
  let handle: DatabaseHandle | undefined;
  let standalone: Awaited<ReturnType<typeof standaloneSportsWallet>> | undefined;
  try {
    let db: Database;
    let wallet: SportsWallet;
    if (deps.inServer) ({ db, wallet } = deps.inServer);
    else {
      handle = await openBrandDatabase(deps.env);
      db = handle.db;
      standalone = await standaloneSportsWallet(db);
      wallet = standalone.wallet;
    }
    await execute(args, db, wallet, deps);
    return sportsExitCodes.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      deps.err(error.message);
      deps.err(sportsCliUsage);
      return sportsExitCodes.usage;
    }
    if (error instanceof EventNotFoundError) {
      deps.err(error.message);
      return sportsExitCodes.failure;
    }
    if (error instanceof SettlementIncomplete) return sportsExitCodes.failure;
    if (error instanceof ApiError) {
      deps.err(`Refused: ${error.key}`);
      return sportsExitCodes.failure;
    }
    throw error;
  } finally {
    await standalone?.close();
    await handle?.close();
  }
}
