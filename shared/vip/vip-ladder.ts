import { currencyScale, formatMinor } from '#shared/money/currency.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import type { VipNextLevel } from '#shared/rules/vip-progress.ts';
import type { VipSetting } from '#shared/brand/brand-schema.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';

/**
 * One step of a VIP ladder. A player reaches it by depositing `deposit` and wagering `turnover`
 * during the cycle at the level below (both needed); amounts are whole units of the brand's currency.
 */
export interface VipLevel {
  name: string;
  deposit: string;
  turnover: string;
}

/**
 * The brand's ladder with each level's name in `language` (the brand's default language when the
 * level has no name in it, or when no language is given: the API's vip_name is the same for every page).
 */
export function vipLadderOf(
  brand: { vip: VipSetting; languages: { default: LanguageCode } },
  language?: LanguageCode,
): VipLevel[] {
  return brand.vip.levels.map((level) => ({
    name:
      (language && level.name[language]) ||
      level.name[brand.languages.default] ||
      Object.values(level.name)[0] ||
      '',
    deposit: level.deposit,
    turnover: level.turnover,
  }));
}

/** A nextLevel item as the server sends it: every amount an exact decimal string. */
export type VipLevelItem = Record<keyof VipNextLevel, string>;

/** A player's standing, in minor units of the brand currency (the vip_progress row). */
export interface VipStanding {
  /** Index into the ladder; beyond the top counts as the top. */
  level: number;
  startingDeposit: bigint;
  cycleDeposit: bigint;
  startingTurnover: bigint;
  cycleTurnover: bigint;
}

export function ladderAmountMinor(units: string, currency: string): bigint {
  const parts = parseDecimal(units);
  if (!parts || parts.negative) throw new Error(`not a VIP amount: ${units}`);
  return scaledBigInt(parts, currencyScale(currency));
}

/** The ladder index of a stored level: clamped to the ladder. */
export function ladderIndex(ladder: readonly VipLevel[], level: number): number {
  if (ladder.length === 0) throw new Error('empty VIP ladder');
  return Math.min(Math.max(0, Math.trunc(level)), ladder.length - 1);
}

/**
 * The `/api/auth/vip` nextLevel list: first the player's progress (what shared/rules/vip-progress.ts
 * reads), then every level of the ladder, lowest first, as the table of what each level needs:
 * starting_* is the total a player has put in on reaching that level, cycle_* is 0, *_next is what
 * the cycle at that level needs for the next one (0 at the top, where vip_name_next is '').
 * Amounts are exact decimal strings in the currency's scale.
 */
export function vipNextLevelList(
  ladder: readonly VipLevel[],
  standing: VipStanding,
  currency: string,
): VipLevelItem[] {
  const money = (minor: bigint) => formatMinor(minor, currency);
  const need = (index: number, key: 'deposit' | 'turnover') => {
    const next = ladder[index + 1];
    return next ? ladderAmountMinor(next[key], currency) : 0n;
  };
  const index = ladderIndex(ladder, standing.level);
  const current: VipLevelItem = {
    starting_deposit: money(standing.startingDeposit),
    cycle_deposit: money(standing.cycleDeposit),
    deposit_next: money(need(index, 'deposit')),
    starting_turnover: money(standing.startingTurnover),
    cycle_turnover: money(standing.cycleTurnover),
    turnover_next: money(need(index, 'turnover')),
    vip_name: ladder[index]!.name,
    vip_name_next: ladder[index + 1]?.name ?? '',
  };
  let depositSoFar = 0n;
  let turnoverSoFar = 0n;
  const table = ladder.map((level, at): VipLevelItem => {
    depositSoFar += ladderAmountMinor(level.deposit, currency);
    turnoverSoFar += ladderAmountMinor(level.turnover, currency);
    return {
      starting_deposit: money(depositSoFar),
      cycle_deposit: money(0n),
      deposit_next: money(need(at, 'deposit')),
      starting_turnover: money(turnoverSoFar),
      cycle_turnover: money(0n),
      turnover_next: money(need(at, 'turnover')),
      vip_name: level.name,
      vip_name_next: ladder[at + 1]?.name ?? '',
    };
  });
  return [current, ...table];
}
