import {
  addDecimals,
  decimalToString,
  parseDecimal,
  scaledBigInt,
  type DecimalParts,
} from '#shared/format/decimal-text.ts';

type Amount = number | string;

/** The first item of the `/api/auth/vip` nextLevel list (spec section 7). Amounts may be decimal strings. */
export interface VipNextLevel {
  starting_deposit: Amount;
  cycle_deposit: Amount;
  deposit_next: Amount;
  starting_turnover: Amount;
  cycle_turnover: Amount;
  turnover_next: Amount;
  vip_name: string;
  vip_name_next: string;
}

/** The VIP summary entity of spec section 3. Totals are exact decimal strings, progress is percent. */
export interface VipSummary {
  totalDeposit: string;
  depoProgress: number;
  totalTurnover: string;
  toProgress: number;
  currentLevel: string;
  nextLevel: string;
}

const emptySummary: VipSummary = {
  totalDeposit: '0',
  depoProgress: 0,
  totalTurnover: '0',
  toProgress: 0,
  currentLevel: '',
  nextLevel: '',
};

const zero: DecimalParts = { negative: false, whole: '0', fraction: '' };

function amount(value: Amount | null | undefined): DecimalParts {
  return (value === null || value === undefined ? null : parseDecimal(value)) ?? zero;
}

/**
 * Percent of `done` towards `needed`, 0..100 (spec: "VIP progress capped at 100 percent"), truncated
 * to 2 decimals so that 100 shows only once the level is really reached. Nothing needed (0, the top
 * level) counts as reached: 100. Computed on exact integers, so 0.3 of 0.9 is 33.33, not 33.329...
 */
function progressPercent(done: DecimalParts, needed: DecimalParts): number {
  const scale = Math.max(done.fraction.length, needed.fraction.length);
  const numerator = scaledBigInt(done, scale);
  const denominator = scaledBigInt(needed, scale);
  if (denominator <= 0n) return 100;
  if (numerator <= 0n) return 0;
  const hundredths = (numerator * 10_000n) / denominator;
  return Number(hundredths > 10_000n ? 10_000n : hundredths) / 100;
}

/**
 * The VIP summary from the `/api/auth/vip` nextLevel list. Our reading of its fields:
 * - starting_deposit is what counted towards VIP before the current cycle, cycle_deposit what the
 *   player deposited in this cycle, so totalDeposit = starting_deposit + cycle_deposit;
 * - deposit_next is the deposit this cycle needs for the next level, so
 *   depoProgress = cycle_deposit / deposit_next × 100, floored at 0 and capped at 100;
 * - turnover likewise: totalTurnover = starting_turnover + cycle_turnover,
 *   toProgress = cycle_turnover / turnover_next × 100.
 * Missing or malformed amounts count as 0; an empty list gives an empty summary with no progress.
 */
export function vipSummary(nextLevelList: readonly Partial<VipNextLevel>[] | null | undefined): VipSummary {
  const level = nextLevelList?.[0];
  // No level data is not a reached target: show no progress rather than a full bar.
  if (!level) return { ...emptySummary };
  const cycleDeposit = amount(level.cycle_deposit);
  const cycleTurnover = amount(level.cycle_turnover);
  return {
    totalDeposit: decimalToString(addDecimals(amount(level.starting_deposit), cycleDeposit)),
    depoProgress: progressPercent(cycleDeposit, amount(level.deposit_next)),
    totalTurnover: decimalToString(addDecimals(amount(level.starting_turnover), cycleTurnover)),
    toProgress: progressPercent(cycleTurnover, amount(level.turnover_next)),
    currentLevel: level.vip_name ?? '',
    nextLevel: level.vip_name_next ?? '',
  };
}
