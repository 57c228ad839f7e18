import type { BrandDocument, WheelSegmentSetting } from '#shared/brand/brand-schema.ts';
import type { wheelPrizeTypes } from '#shared/brand/engagement-kinds.ts';
import type {
  FrozenGrantView,
  MinigameSpinView,
  WheelSegmentView,
} from '#shared/contract/minigame-contract.ts';
import { currencyScale, formatMinor } from '#shared/money/currency.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import { prizeUnits, wheelStop } from '#shared/minigame/wheel-rules.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { findBrandById } from '#server/features/brands/brand-repository.ts';
import { lockOwner, seedPairs, takeFairRound } from '#server/features/fairness/fair-seeds.ts';
import { brandPeriod, type BrandPeriod } from '#server/features/missions/brand-period.ts';
import { refuseBlockedAccount } from '#server/features/protection/protection-service.ts';
import { findWallet, postOperation, type BalanceChange } from '#server/features/wallet/ledger.ts';
import {
  dailySpinsTaken,
  findSpin,
  freeSpinsLeft,
  insertFrozenGrant,
  insertSpin,
  markUnlocked,
  missionClaimsIn,
  openFrozenGrants,
  stockLeft,
  takeStock,
  walletWithOpenGrants,
  type OpenFrozenGrant,
  type SpinRow,
  type WheelName,
  type WalletWithOpenGrants,
} from './minigame-repository.ts';

type WheelPrizeType = (typeof wheelPrizeTypes)[number];

/** The brand as the minigame rules need it. */
export interface MinigameBrand {
  id: number;
  document: Pick<BrandDocument, 'minigame' | 'time_zone' | 'site'>;
}

/** A wheel's segments and its period: stock (token wheel) or free spins (daily spin), in the brand's zone. */
function wheelOf(brand: MinigameBrand, wheel: WheelName, now: Date) {
  const { minigame, time_zone: timeZone } = brand.document;
  return wheel === 'wheel'
    ? { segments: minigame.wheel.segments, period: brandPeriod(minigame.wheel.stock_period, timeZone, now) }
    : {
        segments: minigame.daily_spin.segments,
        period: brandPeriod(minigame.daily_spin.period, timeZone, now),
      };
}

function segmentViews(
  segments: readonly WheelSegmentSetting[],
  left: readonly (number | null)[],
  currency: string,
): WheelSegmentView[] {
  const live = segments.map((segment, index) => (left[index] === 0 ? 0 : segment.weight));
  const total = live.reduce((sum, weight) => sum + weight, 0);
  return segments.map((segment, index) => ({
    id: segment.id,
    prize: prizeView(segment.prize, currency),
    weight: segment.weight,
    odds: total > 0 ? live[index]! / total : 0,
    left: left[index] ?? null,
  }));
}

/** A prize as the calls show it: cash in major units of the currency, tokens and spins whole. */
function unitsText(type: WheelPrizeType, units: bigint, currency: string): string {
  return type === 'cash' ? formatMinor(units, currency) : units.toString();
}

function prizeView(prize: WheelSegmentSetting['prize'], currency: string) {
  return { type: prize.type, amount: unitsText(prize.type, prizeUnits(prize, currency), currency) };
}

function spinView(row: SpinRow, currency: string): MinigameSpinView {
  const type = row.prizeType as WheelPrizeType;
  return {
    request_id: row.requestId,
    segment_index: row.segmentIndex,
    segment_id: row.segmentId,
    prize: { type, amount: unitsText(type, row.prizeAmount, currency) },
    fairness: {
      server_seed_hash: row.serverSeedHash,
      client_seed: row.clientSeed,
      nonce: row.nonce,
      weights: row.weights.split(',').map(Number),
      sold_out: row.soldOut === '' ? [] : row.soldOut.split(',').map(Number),
    },
  };
}

/** Daily spins left this period: one, plus one per listed mission claimed in it, less those taken. */
async function dailySpinsLeft(db: Executor, accountPk: number, brand: MinigameBrand, period: BrandPeriod) {
  const extra = await missionClaimsIn(
    db,
    accountPk,
    brand.document.minigame.daily_spin.extra_spin_missions,
    period.start,
    period.end,
  );
  return Math.max(0, 1 + extra - (await dailySpinsTaken(db, accountPk, period.key)));
}

/**
 * Unlocks every frozen grant whose condition is met: its tokens move from frozen to spendable under
 * the grant's own ledger key, once (the row is marked in the same transaction). `grants`: the open
 * grants when just read, else they are read here. Answers the grants still frozen and whether any
 * grant's condition was met (the wallet then moved, by this request or a racing one).
 */
async function unlockFrozenTokens(
  db: Database,
  accountPk: number,
  brandId: number,
  now: Date,
  grants?: readonly OpenFrozenGrant[],
) {
  const open: OpenFrozenGrant[] = [];
  let met = false;
  for (const { grant, wagered } of grants ?? (await openFrozenGrants(db, accountPk))) {
    if (
      !(grant.unlockAt !== null && now >= grant.unlockAt) &&
      !(grant.wagerTarget !== null && wagered !== null && wagered >= grant.wagerTarget)
    ) {
      open.push({ grant, wagered });
      continue;
    }
    met = true;
    await db.transaction(async (tx) => {
      if (!(await markUnlocked(tx, grant.id, now))) return;
      await postOperation(tx, {
        accountPk,
        brandId,
        idempotencyKey: `minigame-unlock:${grant.id}`,
        kind: 'unlock',
        reference: `frozen ${grant.source}`,
        changes: [
          { balance: 'minigame_frozen', amount: -grant.tokens },
          { balance: 'minigame_token', amount: grant.tokens },
        ],
      });
    });
  }
  return { open, met };
}

/**
 * The wallet as the balance call answers it (undefined: none yet): frozen tokens whose condition is
 * now met are unlocked first, so the balance is current (decision 0037). The wallet and the open
 * grants are read together (`read`, when the caller has read them already); only an unlock makes
 * the wallet be read again.
 */
export async function walletAfterUnlocks(
  db: Database,
  accountPk: number,
  brandId: number,
  now: Date,
  read?: WalletWithOpenGrants,
) {
  const { wallet, open } = read ?? (await walletWithOpenGrants(db, accountPk));
  if (open.length === 0) return wallet;
  const { met } = await unlockFrozenTokens(db, accountPk, brandId, now, open);
  return met ? findWallet(db, accountPk) : wallet;
}

/**
 * Credits frozen minigame tokens under a condition (wager `wagerTarget` minor units from now, or
 * wait until `unlockAt`); the grant row and the ledger entry share one transaction and one key.
 */
export async function grantFrozenTokens(
  db: Executor,
  grant: {
    accountPk: number;
    brandId: number;
    tokens: bigint;
    source: string;
    sourceKey: string;
    wagerTarget?: bigint;
    unlockAt?: Date;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await insertFrozenGrant(tx, {
      brandId: grant.brandId,
      accountPk: grant.accountPk,
      tokens: grant.tokens,
      source: grant.source,
      sourceKey: grant.sourceKey,
      wagerTarget: grant.wagerTarget ?? null,
      unlockAt: grant.unlockAt ?? null,
      createdAt: grant.now,
    });
    if (!inserted) return;
    await postOperation(tx, {
      accountPk: grant.accountPk,
      brandId: grant.brandId,
      idempotencyKey: grant.sourceKey,
      kind: 'freeze',
      reference: `minigame ${grant.source}`,
      changes: [{ balance: 'minigame_frozen', amount: grant.tokens }],
    });
  });
}

async function frozenViews(db: Database, accountPk: number, brand: MinigameBrand, now: Date) {
  const currency = brand.document.site.currency;
  const { open } = await unlockFrozenTokens(db, accountPk, brand.id, now);
  return open.map(({ grant, wagered }): FrozenGrantView => ({
    tokens: grant.tokens.toString(),
    condition: grant.wagerTarget !== null ? 'wager' : 'time',
    wager_left:
      grant.wagerTarget !== null ? formatMinor(grant.wagerTarget - (wagered ?? 0n), currency) : null,
    unlock_at: grant.unlockAt?.toISOString() ?? null,
  }));
}

async function seedsOf(db: Database, accountPk: number, brand: MinigameBrand, now: Date) {
  return (await seedPairs(db, { accountPk, brandId: brand.id }, now)).active;
}

export async function wheelInfo(db: Database, accountPk: number, brand: MinigameBrand, now: Date) {
  const { segments, period } = wheelOf(brand, 'wheel', now);
  const left = await stockLeft(
    db,
    { brandId: brand.id, wheel: 'wheel', periodKey: period.key },
    segments,
    false,
  );
  return {
    cost: brand.document.minigame.wheel.cost,
    segments: segmentViews(segments, left, brand.document.site.currency),
    free_spins: await freeSpinsLeft(db, accountPk),
    stock_resets_at: period.end.toISOString(),
    frozen: await frozenViews(db, accountPk, brand, now),
    seeds: await seedsOf(db, accountPk, brand, now),
  };
}

export async function dailyInfo(db: Database, accountPk: number, brand: MinigameBrand, now: Date) {
  const { segments, period } = wheelOf(brand, 'daily', now);
  const left = await stockLeft(
    db,
    { brandId: brand.id, wheel: 'daily', periodKey: period.key },
    segments,
    false,
  );
  return {
    segments: segmentViews(segments, left, brand.document.site.currency),
    period: brand.document.minigame.daily_spin.period,
    spins_left: await dailySpinsLeft(db, accountPk, brand, period),
    next_spin_at: period.end.toISOString(),
    seeds: await seedsOf(db, accountPk, brand, now),
  };
}

/**
 * One spin of a wheel, in one transaction: under the player's seed lock (so a player's spins,
 * retries included, run one after another) a retried request id answers its first spin; else the
 * spin is paid (a daily spin left, a free spin won, or the wheel's cost in tokens), the stock rows
 * are locked, the provably fair round decides among the segments still in stock, and the debit and
 * the prize are one ledger operation. A refusal (too few tokens, no daily spin) changes nothing.
 */
export async function spin(
  db: Database,
  accountPk: number,
  brand: MinigameBrand,
  wheel: WheelName,
  requestId: string,
  now: Date,
): Promise<MinigameSpinView> {
  await refuseBlockedAccount(db, accountPk, now);
  await unlockFrozenTokens(db, accountPk, brand.id, now);
  const { segments, period } = wheelOf(brand, wheel, now);
  const currency = brand.document.site.currency;
  const owner = { accountPk, brandId: brand.id };
  const row = await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const earlier = await findSpin(tx, accountPk, wheel, requestId);
    if (earlier) return earlier;

    let cost = 0n;
    let paidWith: string = wheel;
    if (wheel === 'daily') {
      if ((await dailySpinsLeft(tx, accountPk, brand, period)) < 1) throw new ApiError('noFreeSpin');
    } else if ((await freeSpinsLeft(tx, accountPk)) > 0) {
      paidWith = 'free_spin';
    } else {
      cost = BigInt(brand.document.minigame.wheel.cost);
      paidWith = 'tokens';
      const wallet = await findWallet(tx, accountPk);
      if ((wallet?.minigame_token ?? 0n) < cost) throw new ApiError('insufficientBalance');
    }

    const stockKey = { brandId: brand.id, wheel, periodKey: period.key };
    const left = await stockLeft(tx, stockKey, segments, true);
    const available = left.map((n) => n === null || n > 0);
    const weights = segments.map((segment) => segment.weight);
    const { seedId, round } = await takeFairRound(tx, owner, now);
    const index = wheelStop(round, weights, available);
    const segment = segments[index]!;
    if (segment.stock !== null) await takeStock(tx, { ...stockKey, segmentId: segment.id });

    const units = prizeUnits(segment.prize, currency);
    const amounts = new Map<BalanceChange['balance'], bigint>([['minigame_token', -cost]]);
    if (segment.prize.type === 'cash' || segment.prize.type === 'game_token')
      amounts.set(segment.prize.type, units);
    if (segment.prize.type === 'minigame_token') amounts.set('minigame_token', units - cost);
    const changes = [...amounts]
      .filter(([, amount]) => amount !== 0n)
      .map(([balance, amount]) => ({ balance, amount }));
    if (changes.length > 0)
      await postOperation(tx, {
        accountPk,
        brandId: brand.id,
        idempotencyKey: `minigame:${accountPk}:${wheel}:${requestId}`,
        kind: 'minigame',
        reference: `${wheel} ${segment.id}`,
        changes,
      });
    await insertSpin(tx, {
      brandId: brand.id,
      accountPk,
      wheel,
      requestId,
      periodKey: period.key,
      segmentId: segment.id,
      segmentIndex: index,
      prizeType: segment.prize.type,
      prizeAmount: units,
      cost,
      paidWith,
      weights: weights.join(','),
      soldOut: available.flatMap((ok, i) => (ok ? [] : [i])).join(','),
      seedId,
      nonce: round.nonce,
      createdAt: now,
    });
    return (await findSpin(tx, accountPk, wheel, requestId))!;
  });
  return spinView(row, currency);
}

/**
 * The minigame tokens a paid deposit earns under the brand's `minigame.deposit_tokens`: `tokens`
 * per whole `per_amount`, frozen until the player wagers the deposit's amount when the brand says
 * so. Called in the deposit's settlement transaction; keyed by the deposit, so paid once.
 */
export async function creditDepositTokens(
  tx: Executor,
  deposit: { accountPk: number; brandId: number; amountMinor: bigint; reference: string },
  now: Date,
): Promise<void> {
  const brand = await findBrandById(tx, deposit.brandId);
  const rule = brand?.document.minigame.deposit_tokens;
  if (!brand || !rule) return;
  const currency = brand.document.site.currency;
  const per = scaledBigInt(parseDecimal(rule.per_amount)!, currencyScale(currency));
  const tokens = per > 0n ? (deposit.amountMinor / per) * BigInt(rule.tokens) : 0n;
  if (tokens <= 0n) return;
  const key = `minigame-deposit:${deposit.reference}`;
  if (rule.frozen_until_wagered)
    await grantFrozenTokens(tx, {
      accountPk: deposit.accountPk,
      brandId: deposit.brandId,
      tokens,
      source: 'deposit',
      sourceKey: key,
      wagerTarget: deposit.amountMinor,
      now,
    });
  else
    await postOperation(tx, {
      accountPk: deposit.accountPk,
      brandId: deposit.brandId,
      idempotencyKey: key,
      kind: 'claim',
      reference: `deposit ${deposit.reference}`,
      changes: [{ balance: 'minigame_token', amount: tokens }],
    });
}
