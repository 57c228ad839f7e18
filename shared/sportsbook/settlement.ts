/**
 * Sportsbook settlement maths (issue 12, item 4): pure, exact and without I/O. Odds are decimal odds
 * in integer thousandths (1.950 → 1950), handicap and total lines in integer quarters (-0.75 → -3),
 * stakes and payouts in integer minor units, every payout rounded down.
 */

/** The bet_type codes the sportsbook offers; shared/rules/bet-display.ts names each of them. */
export type SportsBetType = 'HDP' | 'OU' | 'OE' | 'ML' | '1X2' | 'HT1X2' | 'CS';

/** The bet_type of a bet of two or more legs. */
export const parlayBetType = 'PARLAY';

/** What a selection backs (the spec's home_away): a team, the draw, over/under or odd/even. */
export type Side = 'H' | 'A' | 'X' | 'O' | 'U' | 'E';

export type LegResult = 'win' | 'lose' | 'push' | 'half_win' | 'half_loss' | 'void';

export interface Score {
  home: number;
  away: number;
}

/** What an operator enters for an event: the full-time score and, when there is one, the half-time. */
export type EventResult = { void: true } | { void?: false; fullTime: Score; halfTime?: Score };

export interface Leg {
  betType: SportsBetType;
  side: Side;
  /** Handicap (the picked team's) and over/under lines in quarters; the score "2-1" of a correct score. */
  line?: number;
  score?: Score;
}

const oddsScale = 1000;

/** "-0.75" → -3, "+1" → 4, "2.5" → 10; undefined when the text is not a whole number of quarters. */
export function parseQuarterLine(text: string): number | undefined {
  const match = /^([+-]?)(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = (match[3] ?? '').padEnd(2, '0');
  const hundredths = Number(match[2]) * 100 + Number(fraction);
  if (hundredths % 25 !== 0) return undefined;
  return (match[1] === '-' ? -1 : 1) * (hundredths / 25) || 0;
}

/** -3 → "-0.75", 4 → "+1" with `signed`, 10 → "2.5". */
export function formatQuarterLine(quarters: number, signed = false): string {
  const sign = quarters < 0 ? '-' : signed && quarters > 0 ? '+' : '';
  const absolute = Math.abs(quarters);
  const whole = Math.floor(absolute / 4);
  const rest = ['', '.25', '.5', '.75'][absolute % 4]!;
  return `${sign}${whole}${rest}`;
}

/** "2-1" → {home: 2, away: 1}. */
export function parseScore(text: string): Score | undefined {
  const match = /^(\d{1,3})-(\d{1,3})$/.exec(text.trim());
  if (!match) return undefined;
  return { home: Number(match[1]), away: Number(match[2]) };
}

/** "1.95" → 1950; undefined unless at least 1.001 with at most three decimals. */
export function parseOdds(text: string): number | undefined {
  const match = /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return undefined;
  const thousandths = Number(match[1]) * oddsScale + Number((match[2] ?? '').padEnd(3, '0'));
  return thousandths > oddsScale ? thousandths : undefined;
}

/** 1950 → "1.950". */
export function formatOdds(thousandths: number | bigint): string {
  const value = BigInt(thousandths);
  const scale = BigInt(oddsScale);
  return `${value / scale}.${String(value % scale).padStart(3, '0')}`;
}

/** A whole or half line: positive margin wins, negative loses, zero pushes. */
function byMargin(margin: number): LegResult {
  if (margin > 0) return 'win';
  if (margin < 0) return 'lose';
  return 'push';
}

/**
 * A line in quarters: a whole or half line settles on the margin; a quarter line (x.25, x.75)
 * splits the stake over the two neighbouring lines, which gives half-wins and half-losses.
 * `marginAt(line)` is the bettor's margin in quarters against that line.
 */
function onLine(line: number, marginAt: (line: number) => number): LegResult {
  if (line % 2 === 0) return byMargin(marginAt(line));
  const lower = byMargin(marginAt(line - 1));
  const upper = byMargin(marginAt(line + 1));
  if (lower === upper) return lower;
  const halves = new Set([lower, upper]);
  if (halves.has('win') && halves.has('push')) return 'half_win';
  if (halves.has('lose') && halves.has('push')) return 'half_loss';
  // Two neighbouring lines half a goal apart cannot win one half and lose the other.
  throw new Error(`quarter line ${line} split into ${lower} and ${upper}`);
}

function outcome1x2(score: Score): 'H' | 'A' | 'X' {
  if (score.home > score.away) return 'H';
  if (score.home < score.away) return 'A';
  return 'X';
}

/**
 * A leg's result from its event's result. A void event voids every leg; a half-time market of an
 * event entered without a half-time score is void too (the market cannot be decided). Moneyline
 * refunds a draw (push): it backs a team to win, with no draw to back.
 */
export function settleLeg(leg: Leg, result: EventResult): LegResult {
  if (result.void) return 'void';
  const { fullTime } = result;
  const total = fullTime.home + fullTime.away;
  switch (leg.betType) {
    case 'HDP': {
      if (leg.line === undefined || (leg.side !== 'H' && leg.side !== 'A')) return 'void';
      const difference = leg.side === 'H' ? fullTime.home - fullTime.away : fullTime.away - fullTime.home;
      return onLine(leg.line, (line) => difference * 4 + line);
    }
    case 'OU': {
      if (leg.line === undefined || (leg.side !== 'O' && leg.side !== 'U')) return 'void';
      const over = leg.side === 'O';
      return onLine(leg.line, (line) => (over ? total * 4 - line : line - total * 4));
    }
    case 'OE':
      if (leg.side !== 'O' && leg.side !== 'E') return 'void';
      return (total % 2 === 1) === (leg.side === 'O') ? 'win' : 'lose';
    case 'ML': {
      const winner = outcome1x2(fullTime);
      if (winner === 'X') return 'push';
      return winner === leg.side ? 'win' : 'lose';
    }
    case '1X2':
      return outcome1x2(fullTime) === leg.side ? 'win' : 'lose';
    case 'HT1X2':
      if (!result.halfTime) return 'void';
      return outcome1x2(result.halfTime) === leg.side ? 'win' : 'lose';
    case 'CS':
      if (!leg.score) return 'void';
      return leg.score.home === fullTime.home && leg.score.away === fullTime.away ? 'win' : 'lose';
  }
}

/** A leg's factor on the stake, in halves of thousandths (2000 = the stake back). */
function legFactor(result: LegResult, odds: number): bigint {
  const whole = BigInt(2 * oddsScale);
  switch (result) {
    case 'win':
      return BigInt(2 * odds);
    case 'lose':
      return 0n;
    case 'push':
    case 'void':
      return whole;
    case 'half_win':
      // Half the stake wins at the odds, the other half comes back.
      return BigInt(oddsScale + odds);
    case 'half_loss':
      return BigInt(oddsScale);
  }
}

export interface SettledLeg {
  odds: number;
  result: LegResult;
}

/**
 * What a bet pays (stake included), rounded down to the minor unit. A single is a parlay of one.
 * In a parlay each leg's factor multiplies the running stake: a void or push leg counts as odds 1,
 * so the parlay drops to the next smaller one; a half-win carries half at the odds and half
 * refunded, a half-loss carries half the stake; a lost leg loses it all.
 */
export function betPayout(stake: bigint, legs: readonly SettledLeg[]): bigint {
  if (legs.length === 0) throw new Error('a bet has at least one leg');
  let numerator = stake;
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= legFactor(leg.result, leg.odds);
    denominator *= BigInt(2 * oddsScale);
  }
  return numerator / denominator;
}

/** The combined odds of a parlay (thousandths, rounded down) and what the stake pays if every leg wins. */
export function potentialPayout(stake: bigint, odds: readonly number[]): bigint {
  return betPayout(
    stake,
    odds.map((value) => ({ odds: value, result: 'win' as const })),
  );
}

export function combinedOdds(odds: readonly number[]): bigint {
  return potentialPayout(BigInt(oddsScale), odds);
}
