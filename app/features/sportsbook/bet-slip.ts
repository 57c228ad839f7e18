import type { SportsEvent } from '#shared/contract/sportsbook-contract.ts';
import { maxParlayLegs } from '#shared/contract/sportsbook-calls.ts';
import { currencyScale, formatMinor } from '#shared/money/currency.ts';
import { combinedOdds, formatOdds, parseOdds, potentialPayout } from '#shared/sportsbook/settlement.ts';

/** A pick on the bet slip: the selection and what it backs, to show it without the event list. */
export interface SlipPick {
  selectionId: number;
  eventId: number;
  betType: string;
  homeAway: string;
  criteria1: string | null;
  odds: string;
  event: Pick<SportsEvent, 'home_team_name' | 'away_team_name' | 'team_names'>;
}

export type SlipMode = 'singles' | 'parlay';

/** Adds the pick, or takes it off when it is on the slip already (a second tap undoes the first). */
export function togglePick(picks: readonly SlipPick[], pick: SlipPick): SlipPick[] {
  if (picks.some((entry) => entry.selectionId === pick.selectionId))
    return picks.filter((entry) => entry.selectionId !== pick.selectionId);
  if (picks.length >= maxParlayLegs) return [...picks];
  return [...picks, pick];
}

/** Why the slip cannot be placed as a parlay, or null when it can. */
export function parlayProblem(
  picks: readonly SlipPick[],
): 'betSlipParlayNeedsTwo' | 'betSlipSameEvent' | null {
  if (picks.length < 2) return 'betSlipParlayNeedsTwo';
  if (new Set(picks.map((pick) => pick.eventId)).size !== picks.length) return 'betSlipSameEvent';
  return null;
}

/** The stake text in minor units; undefined unless a positive amount the currency can hold. */
export function stakeMinor(text: string, currency: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const scale = currencyScale(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return undefined;
  const minor = BigInt(match[1]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return minor > 0n ? minor : undefined;
}

export interface SlipQuote {
  /** Combined odds of the parlay, or null for singles. */
  odds: string | null;
  /** Total staked: the stake per single times the singles, or the parlay's stake. */
  totalStake: string;
  potentialPayout: string;
}

/** What the slip stakes and may pay, with the same exact maths the server settles with. */
export function quoteSlip(
  picks: readonly SlipPick[],
  mode: SlipMode,
  stakeText: string,
  currency: string,
): SlipQuote | null {
  const stake = stakeMinor(stakeText, currency);
  if (stake === undefined || picks.length === 0) return null;
  const odds = picks.map((pick) => parseOdds(pick.odds) ?? 1000);
  if (mode === 'parlay') {
    return {
      odds: formatOdds(combinedOdds(odds)),
      totalStake: formatMinor(stake, currency),
      potentialPayout: formatMinor(potentialPayout(stake, odds), currency),
    };
  }
  const payout = odds.reduce((sum, value) => sum + potentialPayout(stake, [value]), 0n);
  return {
    odds: null,
    totalStake: formatMinor(stake * BigInt(picks.length), currency),
    potentialPayout: formatMinor(payout, currency),
  };
}
