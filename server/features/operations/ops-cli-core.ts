import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { inboxRewardTypes, type InboxRewardType } from '#shared/money/wallet-kinds.ts';
import { formatMinor } from '#shared/money/currency.ts';
import type { Env } from '#server/config/env.ts';
import type { Database, DatabaseHandle, Executor } from '#server/db/database.ts';
import { accounts, brands, cashbackPayouts } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { formatTable, openBrandDatabase } from '#server/features/brands/brand-cli-core.ts';
import {
  readServerLock,
  runOnOwningServer,
  type OperatorRunAnswer,
  type ServerLock,
} from '#server/features/brands/operator-endpoint.ts';
import { insertBroadcast, insertInboxMessages } from '#server/features/inbox/inbox-repository.ts';
import { rewardUnits } from '#server/features/inbox/inbox-service.ts';
import { listDeposits } from '#server/features/payments/deposit-repository.ts';
import { toMinorUnits } from '#server/features/payments/payment-limits.ts';
import { listWithdrawals } from '#server/features/payments/withdrawal-repository.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { blockedAccountsOfBrand } from '#server/features/protection/protection-service.ts';
import {
  operatorExclude,
  operatorLift,
  protectionReport,
} from '#server/features/protection/protection-operations.ts';
import { findBrandByCode } from '#server/features/brands/brand-repository.ts';
import { playerMissions } from '#server/features/missions/mission-service.ts';
import { brandPeriod } from '#server/features/missions/brand-period.ts';
import { payDueCashback, weekCashback } from '#server/features/cashback/cashback-service.ts';
import {
  boardOf,
  payEndedLeaderboards,
  scoreText,
  standings,
} from '#server/features/leaderboards/leaderboard-service.ts';
import { decideDeposit, decideWithdrawalByOperator, recordOperatorAction } from './operator-decisions.ts';

const opsCliUsage = `Usage: npm run ops -- <command>

Commands:
  deposits list                          pending deposits (all brands)
  deposits approve|reject <reference>    settle a pending deposit (approve credits the cash once)
  withdrawals list                       pending withdrawals (all brands)
  withdrawals approve|reject <id>        pay (cash leaves the wallet) or reject (the hold is released)
  credit|debit <brand> <account_id> <amount> --reason "…"
                                         adjust a player's cash (amount in major units)
  inbox send <brand> <account_id|--all> --title "…" --body "…" [--reward cash:100|game_token:5|minigame_token:5]
  protection show <brand> <account_id>   limits, time-outs and self-exclusions (every brand), latest events
  protection exclude <brand> <account_id> --period 24h|7d|1m|6m|1y|5y|permanent --reason "…"
                                         time-out (24h, 7d, 1m) or self-exclusion of the person on every brand
  protection lift <brand> <account_id> --reason "…"
                                         records the player's request to return after a self-exclusion has
                                         ended (play resumes 24 hours later); nothing in force can be lifted
  missions <brand> [account_id]          the brand's missions, or one player's progress and states
  leaderboard <brand> [board] [--pay]    current standings (unmasked); --pay pays every ended period once
  cashback <brand> [--pay]               the last ended week's VIP cashback per player; --pay pays every
                                         ended week not paid yet, once

Every action is recorded in operator_actions as cli:<os user>. Approving or rejecting again what is
already approved or rejected changes nothing and records nothing. Uses DATABASE_URL when set;
otherwise the embedded database in DATA_DIR, through the server when one is running on it.`;

export const opsExitCodes = { ok: 0, failure: 1, usage: 2 } as const;

export interface OpsCliDeps {
  env: Env;
  actor: string;
  out(line: string): void;
  err(line: string): void;
  /** Opens the database; the CLI closes what this returns. Default: as the brand CLI does. */
  openDatabase?(env: Env): Promise<DatabaseHandle>;
}

class UsageError extends Error {}
class CliFailure extends Error {}

interface Parsed {
  positional: string[];
  options: Record<string, string | true>;
}

function parseOptions(args: string[]): Parsed {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--all') options.all = true;
    else if (arg === '--pay') options.pay = true;
    else if (arg.startsWith('--')) {
      const value = args[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  return { positional, options };
}

async function record(db: Executor, actor: string, action: string, target: string, detail: object) {
  await recordOperatorAction(db, { actor, action, target, detail });
}

/** How the CLI names a state a decision leaves: approving a withdrawal pays it. */
const decidedWord = { paid: 'approved (paid)', rejected: 'rejected' } as const;

async function brandOf(db: Database, code: string) {
  const [row] = await db
    .select({
      id: brands.id,
      code: brands.code,
      currency: sql<string>`${brands.document} -> 'site' ->> 'currency'`,
    })
    .from(brands)
    .where(eq(brands.code, code));
  if (!row) throw new CliFailure(`No brand '${code}'`);
  return row;
}

async function accountOf(db: Database, brandId: number, accountId: string) {
  const [row] = await db
    .select({ id: accounts.id, accountId: accounts.accountId, brandId: accounts.brandId })
    .from(accounts)
    .where(and(eq(accounts.brandId, brandId), sql`lower(${accounts.accountId}) = lower(${accountId})`));
  if (!row) throw new CliFailure(`No account '${accountId}' in this brand`);
  return row;
}

async function execute(positional: string[], options: Parsed['options'], db: Database, deps: OpsCliDeps) {
  const [group, verb, ...rest] = positional;
  const { actor } = deps;

  if (group === 'deposits' && verb === 'list' && rest.length === 0) {
    const rows = await listDeposits(db, 'pending');
    for (const line of formatTable(
      ['reference', 'brand', 'account', 'method', 'amount_minor', 'created_at'],
      rows.map((row) => [
        row.reference,
        String(row.brandId),
        String(row.accountPk),
        row.method,
        row.amountMinor.toString(),
        row.createdAt.toISOString(),
      ]),
    ))
      deps.out(line);
    return;
  }
  if (group === 'deposits' && (verb === 'approve' || verb === 'reject') && rest.length === 1) {
    const reference = rest[0]!;
    const { row, already } = await decideDeposit(db, reference, verb, actor);
    deps.out(
      already
        ? `Deposit ${reference} was already ${decidedWord[row.status as 'paid' | 'rejected']}: nothing changed`
        : `Deposit ${reference} is ${row.status}`,
    );
    return;
  }
  if (group === 'withdrawals' && verb === 'list' && rest.length === 0) {
    const rows = await listWithdrawals(db, 'pending');
    for (const line of formatTable(
      ['id', 'brand', 'account', 'bank_id', 'amount_minor', 'created_at'],
      rows.map((row) => [
        String(row.id),
        String(row.brandId),
        String(row.accountPk),
        String(row.bankAccountId ?? ''),
        row.amountMinor.toString(),
        row.createdAt.toISOString(),
      ]),
    ))
      deps.out(line);
    return;
  }
  if (group === 'withdrawals' && (verb === 'approve' || verb === 'reject') && rest.length === 1) {
    const id = Number(rest[0]);
    if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`'${rest[0]}' is not a withdrawal id`);
    const { row, already } = await decideWithdrawalByOperator(db, id, verb, actor);
    deps.out(
      already
        ? `Withdrawal ${id} was already ${decidedWord[row.status as 'paid' | 'rejected']}: nothing changed`
        : `Withdrawal ${id} is ${row.status}`,
    );
    return;
  }
  if ((group === 'credit' || group === 'debit') && verb !== undefined && rest.length === 2) {
    const reason = options.reason;
    if (typeof reason !== 'string' || reason.trim() === '')
      throw new UsageError(`${group} needs --reason "…"`);
    const brand = await brandOf(db, verb);
    const account = await accountOf(db, brand.id, rest[0]!);
    let amount: bigint;
    try {
      amount = toMinorUnits(rest[1]!, brand.currency);
    } catch {
      throw new UsageError(`'${rest[1]}' is not an amount in ${brand.currency}`);
    }
    if (amount <= 0n) throw new UsageError('The amount must be above zero');
    const key = `adjust:${randomUUID()}`;
    // The money and its record commit together: no adjustment without its operator action.
    await db.transaction(async (tx) => {
      await postOperation(tx, {
        accountPk: account.id,
        brandId: brand.id,
        idempotencyKey: key,
        kind: 'adjustment',
        reference: reason.trim().slice(0, 200),
        changes: [{ balance: 'cash', amount: group === 'credit' ? amount : -amount }],
      });
      await record(tx, actor, group, `${brand.code}/${account.accountId}`, {
        amountMinor: amount.toString(),
        reason: reason.trim(),
        ledgerKey: key,
      });
    });
    deps.out(
      `${group === 'credit' ? 'Credited' : 'Debited'} ${formatMinor(amount, brand.currency)} ${brand.currency}`,
    );
    return;
  }
  if (group === 'inbox' && verb === 'send' && rest.length >= 1 && rest.length <= 2) {
    const title = options.title;
    const body = options.body;
    if (typeof title !== 'string' || typeof body !== 'string' || !title.trim() || !body.trim())
      throw new UsageError('inbox send needs --title "…" and --body "…"');
    const brand = await brandOf(db, rest[0]!);
    let reward: { type: InboxRewardType; amount: bigint } | null = null;
    if (options.reward !== undefined) {
      const [type, amountText] = String(options.reward).split(':');
      const units =
        type && amountText && (inboxRewardTypes as readonly string[]).includes(type)
          ? rewardUnits(type as InboxRewardType, amountText, brand.currency)
          : null;
      if (units === null)
        throw new UsageError(`--reward takes cash:<amount>, game_token:<n> or minigame_token:<n>`);
      reward = { type: type as InboxRewardType, amount: units };
    }
    const message = { brandId: brand.id, title: title.trim(), body: body.trim(), reward };
    let sent: number;
    let target: string;
    // Players under a time-out or self-exclusion get no marketing (issue 15): a broadcast skips them.
    const blocked = await blockedAccountsOfBrand(db, brand.id, new Date());
    if (options.all === true && rest.length === 1) {
      sent = await insertBroadcast(db, message, blocked);
      target = `${brand.code}/*`;
    } else if (options.all === undefined && rest.length === 2) {
      const account = await accountOf(db, brand.id, rest[1]!);
      if (reward && blocked.includes(account.id))
        throw new CliFailure(
          `Refused: ${account.accountId} is under a time-out or self-exclusion; no rewards or promotions`,
        );
      sent = (await insertInboxMessages(db, [{ ...message, accountPk: account.id }])).length;
      target = `${brand.code}/${account.accountId}`;
    } else throw new UsageError('inbox send takes an account id or --all');
    await record(db, actor, 'inbox.send', target, {
      title: message.title,
      reward: reward ? { type: reward.type, amount: reward.amount.toString() } : null,
      sent,
    });
    deps.out(`Sent to ${sent} player${sent === 1 ? '' : 's'}`);
    return;
  }
  if (group === 'protection' && verb !== undefined && rest.length === 2) {
    const brand = await brandOf(db, rest[0]!);
    const account = await accountOf(db, brand.id, rest[1]!);
    const target = `${brand.code}/${account.accountId}`;
    const now = new Date();
    if (verb === 'show') {
      for (const line of await protectionReport(db, account, now)) deps.out(line);
      return;
    }
    const reason = options.reason;
    if (typeof reason !== 'string' || reason.trim() === '')
      throw new UsageError(`protection ${verb} needs --reason "…"`);
    if (verb === 'exclude') {
      if (typeof options.period !== 'string') throw new UsageError('protection exclude needs --period');
      const period = options.period;
      // The block and its record commit together.
      const done = await db.transaction(async (tx) => {
        const result = await operatorExclude(tx, account, period, `cli:${actor}`, now);
        if ('refused' in result) return result;
        await record(tx, actor, 'protection.exclude', target, {
          period,
          kind: result.kind,
          endsAt: result.endsAt?.toISOString() ?? null,
          reason: reason.trim(),
        });
        return result;
      });
      if ('refused' in done) throw new UsageError(done.refused);
      deps.out(
        `${done.kind === 'timeout' ? 'Time-out' : 'Self-exclusion'} until ${done.endsAt?.toISOString() ?? 'never (permanent)'} on every brand; ${done.endedSessions} session(s) ended`,
      );
      return;
    }
    if (verb === 'lift') {
      const done = await db.transaction(async (tx) => {
        const result = await operatorLift(tx, account, `cli:${actor}`, now);
        if ('refused' in result) return result;
        await record(tx, actor, 'protection.lift', target, {
          block: result.blockId,
          resumesAt: result.resumesAt.toISOString(),
          reason: reason.trim(),
        });
        return result;
      });
      if ('refused' in done) throw new CliFailure(`Refused: ${done.refused}`);
      deps.out(`Return recorded: play resumes at ${done.resumesAt.toISOString()}`);
      return;
    }
  }
  if (group === 'missions' && verb !== undefined && rest.length <= 1) {
    await showMissions(db, verb, rest[0], deps);
    return;
  }
  if (group === 'leaderboard' && verb !== undefined && rest.length <= 1) {
    await showLeaderboard(db, verb, rest[0], options.pay === true, actor, deps);
    return;
  }
  if (group === 'cashback' && verb !== undefined && rest.length === 0) {
    await showCashback(db, verb, options.pay === true, actor, deps);
    return;
  }
  if (group === undefined) throw new UsageError('No command given');
  throw new UsageError(`Unknown or malformed command '${positional.join(' ')}'`);
}

async function brandDocumentOf(db: Database, code: string) {
  const brand = await findBrandByCode(db, code);
  if (!brand) throw new CliFailure(`No brand '${code}'`);
  return brand;
}

/** The brand's missions; with an account, that player's progress and state in the current period. */
async function showMissions(db: Database, code: string, accountId: string | undefined, deps: OpsCliDeps) {
  const brand = await brandDocumentOf(db, code);
  if (accountId === undefined) {
    const rows = brand.document.missions.map((mission) => [
      mission.id,
      mission.kind,
      mission.target,
      mission.repeat,
      mission.opt_in ? 'yes' : 'no',
      `${mission.reward.type}:${mission.reward.amount}`,
    ]);
    for (const line of formatTable(['mission', 'kind', 'target', 'repeat', 'opt_in', 'reward'], rows))
      deps.out(line);
    return;
  }
  const account = await accountOf(db, brand.id, accountId);
  const items = await playerMissions(db, account.id, { id: brand.id, document: brand.document }, new Date());
  for (const line of formatTable(
    ['mission', 'state', 'progress', 'target', 'percent', 'ends_at'],
    items.map((item) => [
      item.mission_id,
      item.state,
      item.progress,
      item.target,
      `${item.percent}%`,
      item.ends_at ?? '-',
    ]),
  ))
    deps.out(line);
}

/** A board's current standings, unmasked; --pay first pays every ended period not paid yet. */
async function showLeaderboard(
  db: Database,
  code: string,
  boardId: string | undefined,
  pay: boolean,
  actor: string,
  deps: OpsCliDeps,
) {
  const brand = await brandDocumentOf(db, code);
  const view = { id: brand.id, document: brand.document };
  if (pay) {
    const paid = await payEndedLeaderboards(db, view, new Date());
    for (const period of paid) {
      await record(
        db,
        actor,
        'leaderboard.pay',
        `${brand.code}/${period.boardId}/${period.periodKey}`,
        period,
      );
      deps.out(`Paid ${period.boardId} ${period.periodKey}: ${period.winners} winner(s)`);
    }
    if (paid.length === 0) deps.out('No ended period left to pay');
  }
  if (brand.document.leaderboards.length === 0) throw new CliFailure(`Brand '${code}' has no leaderboards`);
  let board;
  try {
    board = boardOf(view, boardId);
  } catch {
    throw new CliFailure(`No leaderboard '${boardId}' in brand '${code}'`);
  }
  const result = await standings(db, view, board, new Date());
  deps.out(`${board.id} (${board.metric}) ends ${result.period?.end.toISOString() ?? '-'}`);
  for (const line of formatTable(
    ['rank', 'account', 'score', 'reached_at'],
    result.top.map((row) => [
      String(row.rank),
      row.accountId,
      scoreText(board, row.score, brand.document.site.currency),
      row.achievedAt.toISOString(),
    ]),
  ))
    deps.out(line);
}

/** The last ended week's cashback per player (paid or due); --pay first pays every week due. */
async function showCashback(db: Database, code: string, pay: boolean, actor: string, deps: OpsCliDeps) {
  const brand = await brandDocumentOf(db, code);
  const view = { id: brand.id, document: brand.document };
  const currency = brand.document.site.currency;
  const now = new Date();
  if (pay) {
    const paid = await payDueCashback(db, view, now);
    for (const week of paid) {
      await record(db, actor, 'cashback.pay', `${brand.code}/${week.weekKey}`, {
        weekKey: week.weekKey,
        players: week.players,
        total: week.total.toString(),
      });
      deps.out(
        `Paid cashback of the week of ${week.weekKey}: ${week.players} player(s), ${formatMinor(week.total, currency)} ${currency}`,
      );
    }
    if (paid.length === 0) deps.out('No ended week left to pay');
  }
  const week = brandPeriod(
    'weekly',
    brand.document.time_zone,
    new Date(brandPeriod('weekly', brand.document.time_zone, now).start.getTime() - 1),
  );
  const [payout] = await db
    .select()
    .from(cashbackPayouts)
    .where(and(eq(cashbackPayouts.brandId, brand.id), eq(cashbackPayouts.weekKey, week.key)));
  deps.out(
    `Week of ${week.key} (${week.start.toISOString()} .. ${week.end.toISOString()}): ${payout ? 'paid' : 'not paid yet'}`,
  );
  for (const line of formatTable(
    ['account', 'level', 'net_loss', 'percent', 'cashback'],
    (await weekCashback(db, view, week, now)).map((line) => [
      line.accountId,
      String(line.level),
      formatMinor(line.netLoss, currency),
      `${line.basisPoints / 100}%`,
      formatMinor(line.amount, currency),
    ]),
  ))
    deps.out(line);
}

/** Runs one operator command; returns the exit code (0 ok, 1 refused or failed, 2 usage). */
export async function runOpsCli(args: string[], deps: OpsCliDeps): Promise<number> {
  if (args[0] === 'help' || args[0] === '--help' || args[0] === '-h') {
    deps.out(opsCliUsage);
    return opsExitCodes.ok;
  }
  let parsed: Parsed;
  try {
    parsed = parseOptions(args);
    if (parsed.positional.length === 0) throw new UsageError('No command given');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.err(error.message);
    deps.err(opsCliUsage);
    return opsExitCodes.usage;
  }
  if (!deps.env.DATABASE_URL && !deps.openDatabase) {
    const lock = readServerLock(deps.env.DATA_DIR);
    // The embedded database belongs to the running server: the command runs there.
    if (lock) return runOnServer(lock, args, deps);
  }
  let handle: DatabaseHandle | undefined;
  try {
    handle = await (deps.openDatabase ?? openBrandDatabase)(deps.env);
    await execute(parsed.positional, parsed.options, handle.db, deps);
    return opsExitCodes.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      deps.err(error.message);
      deps.err(opsCliUsage);
      return opsExitCodes.usage;
    }
    if (error instanceof CliFailure) {
      deps.err(error.message);
      return opsExitCodes.failure;
    }
    if (error instanceof ApiError) {
      deps.err(`Refused: ${error.key}`);
      return opsExitCodes.failure;
    }
    throw error;
  } finally {
    await handle?.close();
  }
}

export const opsRunPath = '/ops/run';

export const opsRunRequest = z.object({
  args: z.array(z.string().max(2_000)).max(40),
  actor: z.string().max(100),
});

export type OpsRunAnswer = OperatorRunAnswer;

/** Sends the command to the server that owns the embedded database and prints its answer. */
function runOnServer(lock: ServerLock, args: string[], deps: OpsCliDeps): Promise<number> {
  const io = { out: deps.out, err: deps.err, dataDir: deps.env.DATA_DIR };
  return runOnOwningServer(lock, opsRunPath, { args, actor: deps.actor }, io, opsExitCodes.failure);
}
