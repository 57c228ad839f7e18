import type { BrandDocument, MissionSetting } from '#shared/brand/brand-schema.ts';
import type { MissionItem } from '#shared/contract/mission-contract.ts';
import { currencyScale, formatMinor } from '#shared/money/currency.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { rewardUnits } from '#server/features/inbox/inbox-service.ts';
import { grantFrozenTokens } from '#server/features/minigame/minigame-service.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { brandPeriod, localDate, type BrandPeriod } from './brand-period.ts';
import {
  depositedIn,
  findOptIn,
  insertClaim,
  insertOptIn,
  isClaimed,
  loginsIn,
  roundsPlayedIn,
  wageredIn,
  type CountWindow,
} from './mission-repository.ts';

/** The brand as the mission rules need it. */
export interface MissionBrand {
  id: number;
  document: Pick<BrandDocument, 'missions' | 'time_zone' | 'site' | 'minigame'>;
}

/** The ledger key of a mission reward: one payment per (player, mission, period). */
export function missionRewardKey(accountPk: number, missionId: string, periodKey: string): string {
  return `mission:${accountPk}:${missionId}:${periodKey}`;
}

const always = new Date('1970-01-01T00:00:00Z');
const never = new Date('9999-12-31T00:00:00Z');

/** The period of a mission that holds `now`, inside its window; null outside the window. */
function currentPeriod(mission: MissionSetting, timeZone: string, now: Date): BrandPeriod | null {
  const from = mission.starts_at ? new Date(mission.starts_at) : always;
  const to = mission.ends_at ? new Date(mission.ends_at) : never;
  if (now < from || now >= to) return null;
  const period =
    mission.repeat === 'once'
      ? { key: 'once', start: from, end: to }
      : brandPeriod(mission.repeat, timeZone, now);
  return {
    key: period.key,
    start: period.start < from ? from : period.start,
    end: period.end > to ? to : period.end,
  };
}

/** The goal in the units progress is counted in: minor units for amounts, a count otherwise. */
function goalOf(mission: MissionSetting, currency: string): bigint {
  const amount = mission.kind === 'deposit_amount' || mission.kind === 'wager_amount';
  return scaledBigInt(parseDecimal(mission.target)!, amount ? currencyScale(currency) : 0);
}

/** The longest run of consecutive local days with a login. */
function longestDayRun(logins: readonly Date[], timeZone: string): bigint {
  const days = [
    ...new Set(
      logins.map((at) => {
        const { year, month, day } = localDate(at, timeZone);
        return Date.UTC(year, month - 1, day) / 86_400_000;
      }),
    ),
  ].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && day === days[index - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return BigInt(best);
}

/** What the player has done towards the mission in the window, from stored rows only. */
async function progressOf(
  db: Executor,
  mission: MissionSetting,
  window: CountWindow,
  timeZone: string,
): Promise<bigint> {
  switch (mission.kind) {
    case 'deposit_amount':
      return depositedIn(db, window);
    case 'wager_amount':
      return wageredIn(db, mission, window);
    case 'play_rounds':
      return roundsPlayedIn(db, mission, window);
    case 'win_multiplier':
      return roundsPlayedIn(db, mission, window, scaledBigInt(parseDecimal(mission.multiplier ?? '1')!, 2));
    case 'login_days':
      return longestDayRun(await loginsIn(db, window), timeZone);
  }
}

interface Evaluated {
  item: MissionItem;
  period: BrandPeriod;
  complete: boolean;
  joined: boolean;
}

async function evaluate(
  db: Executor,
  accountPk: number,
  brand: MissionBrand,
  mission: MissionSetting,
  now: Date,
): Promise<Evaluated | null> {
  const { time_zone: timeZone, site } = brand.document;
  const currency = site.currency;
  const period = currentPeriod(mission, timeZone, now);
  if (!period) return null;
  const joinedAt = mission.opt_in ? await findOptIn(db, accountPk, mission.id, period.key) : period.start;
  const goal = goalOf(mission, currency);
  const done = joinedAt
    ? await progressOf(
        db,
        mission,
        { accountPk, from: joinedAt > period.start ? joinedAt : period.start, to: period.end },
        timeZone,
      )
    : 0n;
  const progress = done > goal ? goal : done;
  const claimed = await isClaimed(db, accountPk, mission.id, period.key);
  const complete = progress >= goal;
  const amount = (value: bigint) =>
    mission.kind === 'deposit_amount' || mission.kind === 'wager_amount'
      ? formatMinor(value, currency)
      : value.toString();
  const state = claimed ? 'claimed' : !joinedAt ? 'open' : complete ? 'completed' : 'active';
  return {
    period,
    complete,
    joined: Boolean(joinedAt),
    item: {
      mission_id: mission.id,
      title: mission.title as Record<string, string>,
      kind: mission.kind,
      target: amount(goal),
      progress: amount(progress),
      percent: goal > 0n ? Number((progress * 10_000n) / goal) / 100 : 100,
      repeat: mission.repeat,
      state,
      ends_at: period.end.getTime() >= never.getTime() ? null : period.end.toISOString(),
      reward: { type: mission.reward.type, amount: mission.reward.amount },
    },
  };
}

export async function playerMissions(
  db: Executor,
  accountPk: number,
  brand: MissionBrand,
  now: Date,
): Promise<MissionItem[]> {
  const items: MissionItem[] = [];
  for (const mission of brand.document.missions) {
    const evaluated = await evaluate(db, accountPk, brand, mission, now);
    if (evaluated) items.push(evaluated.item);
  }
  return items;
}

function missionOf(brand: MissionBrand, missionId: string): MissionSetting {
  const mission = brand.document.missions.find((candidate) => candidate.id === missionId);
  if (!mission) throw new ApiError('notFound');
  return mission;
}

/** Joins the mission's current period; joining again changes nothing. */
export async function optInMission(
  db: Executor,
  accountPk: number,
  brand: MissionBrand,
  missionId: string,
  now: Date,
): Promise<MissionItem> {
  const mission = missionOf(brand, missionId);
  const period = currentPeriod(mission, brand.document.time_zone, now);
  if (!period) throw new ApiError('notFound');
  if (mission.opt_in)
    await insertOptIn(db, { brandId: brand.id, accountPk, missionId, periodKey: period.key, at: now });
  return (await evaluate(db, accountPk, brand, mission, now))!.item;
}

/**
 * Pays a completed mission's reward once per period: the claim row (unique per player, mission and
 * period) and the ledger entry (missionRewardKey) are written in one transaction; a racing claim
 * waits on the row and then finds it, answering alreadyClaimed.
 */
export async function claimMission(
  db: Database,
  accountPk: number,
  brand: MissionBrand,
  missionId: string,
  now: Date,
): Promise<MissionItem> {
  const mission = missionOf(brand, missionId);
  const currency = brand.document.site.currency;
  return db.transaction(async (tx) => {
    const evaluated = await evaluate(tx, accountPk, brand, mission, now);
    if (!evaluated) throw new ApiError('notFound');
    if (evaluated.item.state === 'claimed') throw new ApiError('alreadyClaimed');
    if (!evaluated.joined) throw new ApiError('missionNotJoined');
    if (!evaluated.complete) throw new ApiError('missionNotComplete');
    const units = rewardUnits(mission.reward.type, mission.reward.amount, currency);
    if (units === null) throw new Error(`mission ${mission.id} has an invalid reward`);
    const periodKey = evaluated.period.key;
    const inserted = await insertClaim(tx, {
      brandId: brand.id,
      accountPk,
      missionId,
      periodKey,
      rewardType: mission.reward.type,
      rewardAmount: units,
    });
    if (!inserted) throw new ApiError('alreadyClaimed');
    const waitHours = brand.document.minigame.mission_token_wait_hours;
    if (mission.reward.type === 'minigame_token' && waitHours > 0) {
      // The brand holds mission tokens for a while (decision 0037): frozen, unlocked at that time.
      await grantFrozenTokens(tx, {
        accountPk,
        brandId: brand.id,
        tokens: units,
        source: 'mission',
        sourceKey: missionRewardKey(accountPk, missionId, periodKey),
        unlockAt: new Date(now.getTime() + waitHours * 3_600_000),
        now,
      });
      return { ...evaluated.item, state: 'claimed' as const };
    }
    await postOperation(tx, {
      accountPk,
      brandId: brand.id,
      idempotencyKey: missionRewardKey(accountPk, missionId, periodKey),
      kind: 'claim',
      reference: `mission ${missionId}`,
      changes: [{ balance: mission.reward.type, amount: units }],
    });
    return { ...evaluated.item, state: 'claimed' as const };
  });
}
