import type { HouseEngine, HouseOutcome, SoloEngine } from '#shared/contract/house-contract.ts';
import { FloatStream, type FairRound } from '#shared/fair/provably-fair.ts';
import { hashOutcomeOf, hashWinOf, type HashBet } from '#shared/house/hash-game.ts';
import { slotLinesPerBet, slotPayoutMinor, spinSlot } from '#shared/house/slot-machine.ts';
import { currencyScale } from '#shared/money/currency.ts';

/**
 * Which engine a HOUSE catalogue game plays: the slots play the house slot, the crash games the
 * brand's shared crash rounds, every other house game (hash games, lottery, bingo, horse racing)
 * the hash game, and its page says so plainly.
 */
export function engineOf(gameType: string): HouseEngine {
  if (gameType === 'slots') return 'slot';
  return gameType === 'crash' ? 'crash' : 'hash';
}

/** Stakes offered, in whole units of the currency, each turned into minor units below. */
const stakeUnits = [1, 2, 5, 10, 50] as const;

/**
 * The stakes a game takes, in minor units: 1, 2, 5, 10 and 50 of the currency, each a multiple of
 * 20 minor units (a slot line bet is a twentieth of the stake, so its wins are exact; decision 0032).
 */
export function stakesOf(currency: string): number[] {
  const unit = 10 ** currencyScale(currency);
  return stakeUnits.map((units) => Math.ceil((units * unit) / slotLinesPerBet) * slotLinesPerBet);
}

/** One round of an engine from its provably fair seeds: the outcome shown and the win in minor units. */
export function playHouseRound(
  engine: SoloEngine,
  round: FairRound,
  stakeMinor: number,
  pick: HashBet,
): { outcome: HouseOutcome; win: number } {
  if (engine === 'slot') {
    const played = spinSlot(new FloatStream(round));
    return { outcome: { engine, ...played }, win: slotPayoutMinor(stakeMinor, played.win) };
  }
  const outcome = hashOutcomeOf(round);
  const win = hashWinOf(pick, BigInt(stakeMinor), outcome);
  return { outcome: { engine, pick, ...outcome, won: win > 0n }, win: Number(win) };
}
