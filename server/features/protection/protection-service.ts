import type { ProtectionView } from '#shared/contract/protection-contract.ts';
import type { ProviderStatus } from '#shared/contract/provider-contract.ts';
import { formatMinor } from '#shared/money/currency.ts';
import {
  blocks,
  changeLimit,
  checkLimits,
  countingSince,
  limitPeriods,
  settingAt,
  type Block,
  type LimitPeriod,
  type LimitRefusal,
  type LimitSetting,
} from '#shared/protection/protection-rules.ts';
import type { Executor } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { revokeAccountSessions, revokeSession } from '#server/features/accounts/session-repository.ts';
import {
  accountsOfPerson,
  blockedCandidatesOfBrand,
  blocksOf,
  countedDeposits,
  countedPlay,
  insertBlock,
  insertEvent,
  limitSharingAccounts,
  listEvents,
  loadLimits,
  lockProtection,
  personOf,
  realityCheckOf,
  saveLimit,
  saveRealityCheck,
  type LimitKind,
  type Person,
  type StoredBlock,
  type StoredLimit,
  type StoredPeriod,
} from './protection-repository.ts';

/** The account a protection call is about. */
export interface ProtectedAccount {
  id: number;
  brandId: number;
}

/** The in-force block of the person that ends last (a permanent one first), if any. */
export function blockInForce(all: readonly StoredBlock[], now: Date): StoredBlock | undefined {
  const inForce = all.filter((block) => blocks(block, now));
  const endOf = (block: Block) => (block.endsAt === null ? Number.POSITIVE_INFINITY : block.endsAt.getTime());
  return inForce.sort((a, b) => endOf(b) - endOf(a))[0];
}

async function personBlock(db: Executor, person: Person, now: Date): Promise<StoredBlock | undefined> {
  return blockInForce(await blocksOf(db, person), now);
}

/**
 * Refuses a person under a time-out or self-exclusion on any brand (login, signup, deposit): the
 * answer says so without saying on which brand.
 */
export async function refuseBlockedPerson(db: Executor, person: Person, now: Date): Promise<void> {
  if (await personBlock(db, person, now)) throw new ApiError('playerExcluded');
}

/**
 * The brand's accounts whose person is under a time-out or self-exclusion at `now` (on any brand):
 * marketing leaves them out (no inbox broadcasts or promotions, no leaderboard places or prizes).
 */
export async function blockedAccountsOfBrand(db: Executor, brandId: number, now: Date): Promise<number[]> {
  const candidates = await blockedCandidatesOfBrand(db, brandId);
  return [...new Set(candidates.filter((row) => blocks(row.block, now)).map((row) => row.accountPk))];
}

export async function refuseBlockedAccount(db: Executor, accountPk: number, now: Date): Promise<void> {
  const person = await personOf(db, accountPk);
  if (person) await refuseBlockedPerson(db, person, now);
}

/**
 * The account's limits as they stand at `now`: a waiting change whose time has come is written as in
 * force, with a `limit_applied` event at the time it applied.
 */
export async function limitsInForce(
  db: Executor,
  account: ProtectedAccount,
  now: Date,
): Promise<StoredLimit[]> {
  const stored = await loadLimits(db, account.id);
  const result: StoredLimit[] = [];
  for (const limit of stored) {
    const current = { ...limit, ...settingAt(limit, now) };
    if (limit.pendingAt && current.pendingAt === null) {
      await saveLimit(db, account.id, current, now);
      await insertEvent(db, {
        brandId: account.brandId,
        accountPk: account.id,
        kind: 'limit_applied',
        detail: { kind: limit.kind, period: limit.period, amount: current.amount?.toString() ?? null },
        at: limit.pendingAt,
      });
    }
    result.push(current);
  }
  return result;
}

/**
 * Limits in force at `now` without writing anything (the debit guard's hot path): per period the
 * lowest set on any of the accounts (the account itself, or every account sharing limits with it).
 */
async function limitAmounts(db: Executor, accountPks: readonly number[], kind: LimitKind, now: Date) {
  const amounts: Partial<Record<LimitPeriod, bigint | null>> = {};
  for (const accountPk of accountPks)
    for (const limit of await loadLimits(db, accountPk)) {
      if (limit.kind !== kind || limit.period === 'session') continue;
      const amount = settingAt(limit, now).amount;
      const before = amounts[limit.period];
      if (amount !== null && (before === undefined || before === null || amount < before))
        amounts[limit.period] = amount;
      else if (before === undefined) amounts[limit.period] = amount;
    }
  return amounts;
}

/**
 * The accounts whose limits bind this one (limitSharingAccounts), each protection-locked until the
 * transaction ends, in ascending order so that two checks on sharing accounts never deadlock.
 */
async function lockSharing(tx: Executor, accountPk: number): Promise<number[]> {
  await lockProtection(tx, accountPk);
  const sharing = await limitSharingAccounts(tx, accountPk);
  for (const other of sharing.filter((id) => id !== accountPk).sort((a, b) => a - b))
    await lockProtection(tx, other);
  return sharing;
}

const hasAny = (amounts: Partial<Record<LimitPeriod, bigint | null>>) =>
  limitPeriods.some((period) => amounts[period] !== undefined && amounts[period] !== null);

/** A player's change of one limit (null removes it): lower at once, higher or removed after 24 h. */
export async function setLimit(
  db: Executor,
  account: ProtectedAccount,
  kind: LimitKind,
  period: StoredPeriod,
  amount: bigint | null,
  now: Date,
): Promise<StoredLimit> {
  return db.transaction(async (tx) => {
    await lockProtection(tx, account.id);
    const current = (await limitsInForce(tx, account, now)).find(
      (l) => l.kind === kind && l.period === period,
    );
    const changed: StoredLimit = {
      kind,
      period,
      ...changeLimit(current ?? { amount: null, pendingAt: null, pendingAmount: null }, amount, now),
    };
    await saveLimit(tx, account.id, changed, now);
    await insertEvent(tx, {
      brandId: account.brandId,
      accountPk: account.id,
      kind: changed.pendingAt ? 'limit_change_pending' : 'limit_set',
      detail: {
        kind,
        period,
        amount: changed.amount?.toString() ?? null,
        ...(changed.pendingAt
          ? {
              pending_amount: changed.pendingAmount?.toString() ?? null,
              applies_at: changed.pendingAt.toISOString(),
            }
          : {}),
      },
      at: now,
    });
    return changed;
  });
}

/**
 * The message key naming the deposit limit a refusal hit: above it on its own (it never fits), or
 * past what is left of it in the period (it fits once earlier deposits leave the window).
 */
const depositLimitKeys = {
  day: { past: 'depositLimitDay', above: 'depositAboveLimitDay' },
  week: { past: 'depositLimitWeek', above: 'depositAboveLimitWeek' },
  month: { past: 'depositLimitMonth', above: 'depositAboveLimitMonth' },
} as const;

function refusalValue(refusal: LimitRefusal, currencyFormat: (minor: bigint) => string) {
  return {
    limit: refusal.kind,
    period: refusal.period,
    amount: currencyFormat(refusal.limit),
    used: currencyFormat(refusal.used),
    resets_at: refusal.resetsAt.toISOString(),
  };
}

/**
 * Inside the transaction that records a deposit request: refuses a blocked person and an amount that
 * would pass a deposit limit (pending and paid deposits of the period count). Holds the account's
 * protection lock, so racing deposits are checked one after another.
 */
export async function checkDeposit(
  tx: Executor,
  accountPk: number,
  amount: bigint,
  now: Date,
  currencyFormat: (minor: bigint) => string,
): Promise<void> {
  const sharing = await lockSharing(tx, accountPk);
  await refuseBlockedAccount(tx, accountPk, now);
  const limits = await limitAmounts(tx, sharing, 'deposit', now);
  if (!hasAny(limits)) return;
  const entries = await countedDeposits(tx, sharing, countingSince(now));
  const refusal = checkLimits('deposit', limits, entries, amount, now);
  if (refusal)
    throw new ApiError(
      depositLimitKeys[refusal.period][amount > refusal.limit ? 'above' : 'past'],
      200,
      0,
      undefined,
      refusalValue(refusal, currencyFormat),
    );
}

/**
 * The debit guard's protection checks, inside the wallet transaction of a bet: a blocked person is
 * PLAYER_BLOCKED, a stake that would pass a loss or wager limit LIMIT_REACHED.
 */
export async function playRefusal(
  tx: Executor,
  accountPk: number,
  amount: bigint,
  now: Date,
): Promise<ProviderStatus | null> {
  const sharing = await lockSharing(tx, accountPk);
  const person = await personOf(tx, accountPk);
  if (person && (await personBlock(tx, person, now))) return 'PLAYER_BLOCKED';
  const loss = await limitAmounts(tx, sharing, 'loss', now);
  const wager = await limitAmounts(tx, sharing, 'wager', now);
  if (!hasAny(loss) && !hasAny(wager)) return null;
  const played = await countedPlay(tx, sharing, countingSince(now));
  if (checkLimits('loss', loss, played.loss, amount, now)) return 'LIMIT_REACHED';
  if (checkLimits('wager', wager, played.wager, amount, now)) return 'LIMIT_REACHED';
  return null;
}

/**
 * Starts a time-out or self-exclusion of the account's person: in force at once, on every brand,
 * every session of every account of the person ends. There are no withdrawal reversals to cancel
 * (a withdrawal once requested is never put back into play, RTS 14B).
 */
export async function startBlock(
  db: Executor,
  account: ProtectedAccount,
  kind: Block['kind'],
  endsAt: Date | null,
  now: Date,
  createdBy: string,
): Promise<{ id: number; endedSessions: number }> {
  return db.transaction(async (tx) => {
    const person = await personOf(tx, account.id);
    if (!person) throw new ApiError('notFound');
    const id = await insertBlock(tx, {
      brandId: account.brandId,
      accountPk: account.id,
      person,
      kind,
      startsAt: now,
      endsAt,
      createdBy,
    });
    let endedSessions = 0;
    for (const accountPk of await accountsOfPerson(tx, person))
      endedSessions += await revokeAccountSessions(tx, accountPk, now);
    await insertEvent(tx, {
      brandId: account.brandId,
      accountPk: account.id,
      kind,
      detail: { ends_at: endsAt?.toISOString() ?? null, by: createdBy },
      at: now,
    });
    return { id, endedSessions };
  });
}

/** The brand as protection shows money: its id and currency. */
export interface ProtectionBrand {
  id: number;
  currency: string;
}

/** The player's protection settings, current session and recent history, for the page's tools. */
export async function protectionView(
  db: Executor,
  account: ProtectedAccount,
  brand: ProtectionBrand,
  sessionStartedAt: Date,
  now: Date,
): Promise<ProtectionView> {
  const money = (minor: bigint | null, kind: LimitKind) =>
    minor === null ? null : kind === 'session' ? minor.toString() : formatMinor(minor, brand.currency);
  const limits = await limitsInForce(db, account, now);
  const shared: ProtectionView['shared_limits'] = [];
  for (const other of (await limitSharingAccounts(db, account.id)).slice(1))
    for (const limit of await loadLimits(db, other)) {
      const amount = settingAt(limit, now).amount;
      if (limit.kind === 'session' || limit.period === 'session' || amount === null) continue;
      shared.push({ kind: limit.kind, period: limit.period, amount: formatMinor(amount, brand.currency) });
    }
  const played = await countedPlay(db, [account.id], sessionStartedAt);
  const net = -played.loss.reduce((total, entry) => total + entry.amount, 0n);
  const events = await listEvents(db, account.id);
  return {
    currency: brand.currency,
    limits: limits
      .filter((limit) => limit.amount !== null || limit.pendingAt !== null)
      .map((limit) => ({
        kind: limit.kind,
        period: limit.period,
        amount: money(limit.amount, limit.kind),
        pending: limit.pendingAt
          ? { amount: money(limit.pendingAmount, limit.kind), applies_at: limit.pendingAt.toISOString() }
          : null,
      })),
    shared_limits: shared,
    reality_check_minutes: await realityCheckOf(db, account.id),
    session: { started_at: sessionStartedAt.toISOString(), net_result: formatMinor(net, brand.currency) },
    events: events.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      detail: event.detail as Record<string, unknown>,
    })),
  };
}

export async function setRealityCheck(db: Executor, account: ProtectedAccount, minutes: number, now: Date) {
  await saveRealityCheck(db, account.id, minutes, now);
  await insertEvent(db, {
    brandId: account.brandId,
    accountPk: account.id,
    kind: 'reality_check_set',
    detail: { minutes },
    at: now,
  });
}

export async function recordRealityCheck(db: Executor, account: ProtectedAccount, choice: string, now: Date) {
  await insertEvent(db, {
    brandId: account.brandId,
    accountPk: account.id,
    kind: 'reality_check_shown',
    detail: { choice },
    at: now,
  });
}

/**
 * Whether the session has run past the player's session time limit (`limit`: the account's stored
 * session limit, read with the session, or null); if so it is ended here with a
 * `session_limit_reached` event, so the player is logged out with that explanation.
 */
export async function sessionPastLimit(
  db: Executor,
  account: ProtectedAccount,
  session: { id: number; createdAt: Date },
  limit: LimitSetting | null,
  now: Date,
): Promise<boolean> {
  const minutes = limit ? settingAt(limit, now).amount : null;
  if (minutes === null) return false;
  if (now.getTime() - session.createdAt.getTime() < Number(minutes) * 60_000) return false;
  await revokeSession(db, session.id, now);
  await insertEvent(db, {
    brandId: account.brandId,
    accountPk: account.id,
    kind: 'session_limit_reached',
    detail: { minutes: Number(minutes) },
    at: now,
  });
  return true;
}
