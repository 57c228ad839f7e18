import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedHashRound, verifiedSlotRound } from '#app/features/fairness/fair-rounds.ts';
import { hashBetWins, hashBets } from '#shared/house/hash-game.ts';
import { slotPayoutMinor } from '#shared/house/slot-machine.ts';
import { playHouseRound } from '#server/features/house/house-engine.ts';
import { describeRound } from './fair-verify.ts';

/**
 * The house game server and the verifier (the /fairness page's code, and this script) recompute
 * the same round from the same seeds: 10,000 random rounds of each game.
 */
function randomRound() {
  return {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: randomBytes(6).toString('base64url'),
    nonce: randomBytes(2).readUInt16BE(0),
  };
}

describe('server and verifier agree', () => {
  it('on 10,000 random slot rounds', () => {
    for (let i = 0; i < 10_000; i++) {
      const round = randomRound();
      const served = playHouseRound('slot', round, 100, 'odd');
      const verified = verifiedSlotRound(round);
      expect(served.outcome).toEqual({ engine: 'slot', ...verified });
      expect(served.win).toBe(slotPayoutMinor(100, verified.win));
    }
  });

  it('on 10,000 random hash rounds', () => {
    for (let i = 0; i < 10_000; i++) {
      const round = randomRound();
      const pick = hashBets[i % hashBets.length]!;
      const served = playHouseRound('hash', round, 200, pick);
      const verified = verifiedHashRound(round);
      expect(served.outcome).toEqual({ engine: 'hash', pick, ...verified, won: hashBetWins(pick, verified) });
      expect(served.win).toBe(hashBetWins(pick, verified) ? 390 : 0);
    }
  });
});

describe('npm run fair:verify', () => {
  it('prints the slot round and its total', () => {
    const round = { serverSeed: 'a'.repeat(64), clientSeed: 'seed', nonce: 3 };
    const text = describeRound('slot', round);
    expect(text).toContain(`stops ${verifiedSlotRound(round).spins[0]!.stops.join(' ')}`);
    expect(text).toContain(`= ${verifiedSlotRound(round).winTimesBet} × bet`);
  });

  it('prints the hash round', () => {
    const round = { serverSeed: 'b'.repeat(64), clientSeed: 'seed', nonce: 0 };
    expect(describeRound('hash', round)).toContain(`round hash: ${verifiedHashRound(round).hash}`);
  });
});
