import { roundHash, type FairRound } from '#shared/fair/provably-fair.ts';

/**
 * The house hash game: the round's hash (block 0 of the provably fair derivation, hex) decides, by
 * its last hex digit, odd or even and big (8–f) or small (0–7). Each side is exactly half the 16
 * digits, so a winning bet paying 1.95× its stake gives an RTP of 97.5 %.
 */

export const hashBets = ['odd', 'even', 'big', 'small'] as const;
export type HashBet = (typeof hashBets)[number];

/** What a winning bet returns, stake included, in hundredths: 1.95×. */
const hashPayHundredths = 195n;

export interface HashOutcome {
  hash: string;
  /** The last hex digit, 0–15. */
  digit: number;
  odd: boolean;
  big: boolean;
}

export function hashOutcomeOf(round: FairRound): HashOutcome {
  const hash = roundHash(round);
  const digit = Number.parseInt(hash.slice(-1), 16);
  return { hash, digit, odd: digit % 2 === 1, big: digit >= 8 };
}

export function hashBetWins(bet: HashBet, outcome: HashOutcome): boolean {
  switch (bet) {
    case 'odd':
      return outcome.odd;
    case 'even':
      return !outcome.odd;
    case 'big':
      return outcome.big;
    case 'small':
      return !outcome.big;
  }
}

/** The win of a stake in minor units: 1.95× rounded down to the minor unit, or nothing. */
export function hashWinOf(bet: HashBet, stakeMinor: bigint, outcome: HashOutcome): bigint {
  return hashBetWins(bet, outcome) ? (stakeMinor * hashPayHundredths) / 100n : 0n;
}
