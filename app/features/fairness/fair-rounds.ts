import { FloatStream, type FairRound } from '#shared/fair/provably-fair.ts';
import { hashOutcomeOf, type HashOutcome } from '#shared/house/hash-game.ts';
import { spinSlot, type SlotRound } from '#shared/house/slot-machine.ts';

/**
 * What the verifier recomputes of a round, with the very functions the house game server plays it
 * with (a test holds the two together on 10,000 random rounds of each game).
 */
export function verifiedSlotRound(round: FairRound): SlotRound {
  return spinSlot(new FloatStream(round));
}

export function verifiedHashRound(round: FairRound): HashOutcome {
  return hashOutcomeOf(round);
}
