import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  FloatStream,
  floatOfBytes,
  roundFloats,
  roundHash,
  serverSeedHash,
  weightedChoiceOf,
} from './provably-fair.ts';

const round = {
  serverSeed: '4f1c6e0a7d3b2c9e8a1f5d6b0c7e3a2d9b8c1e0f6a5d4c3b2a1908f7e6d5c4b3',
  clientSeed: 'my lucky seed',
  nonce: 7,
};

/** The same derivation written directly on node:crypto, as an outside verifier would. */
function nodeFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4)
      floats.push(
        bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4,
      );
  }
  return floats;
}

describe('the provably fair derivation', () => {
  it('commits to the server seed with SHA-256 of its text', () => {
    expect(serverSeedHash(round.serverSeed)).toBe(
      createHash('sha256').update(round.serverSeed).digest('hex'),
    );
  });

  it('takes floats from HMAC-SHA256(server seed, client:nonce:cursor), 4 bytes each, across blocks', () => {
    const floats = roundFloats(round, 20);
    expect(floats).toEqual(nodeFloats(round.serverSeed, round.clientSeed, round.nonce, 20));
    expect(roundHash(round)).toBe(
      createHmac('sha256', round.serverSeed).update('my lucky seed:7:0').digest('hex'),
    );
    const stream = new FloatStream(round);
    expect(Array.from({ length: 20 }, () => stream.next())).toEqual(floats);
    expect(stream.used).toBe(20);
  });

  it('agrees with an independent implementation on 10,000 random rounds', () => {
    for (let i = 0; i < 10_000; i++) {
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = randomBytes(6).toString('base64url');
      const nonce = i;
      expect(roundFloats({ serverSeed, clientSeed, nonce }, 3)).toEqual(
        nodeFloats(serverSeed, clientSeed, nonce, 3),
      );
    }
  });

  it('never uses the commitment as the result: the floats do not follow from the hash shown', () => {
    const commitment = serverSeedHash(round.serverSeed);
    expect(roundHash(round)).not.toBe(commitment);
    expect(roundHash({ ...round, nonce: 8 })).not.toBe(roundHash(round));
    expect(roundHash({ ...round, clientSeed: 'other' })).not.toBe(roundHash(round));
  });

  it('reads a float as b0/256 + b1/256² + b2/256³ + b3/256⁴, always below 1', () => {
    expect(floatOfBytes(Uint8Array.from([0, 0, 0, 0]), 0)).toBe(0);
    expect(floatOfBytes(Uint8Array.from([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(floatOfBytes(Uint8Array.from([255, 255, 255, 255]), 0)).toBeLessThan(1);
    expect(floatOfBytes(Uint8Array.from([9, 1, 2, 3, 4]), 1)).toBe(
      1 / 256 + 2 / 256 ** 2 + 3 / 256 ** 3 + 4 / 256 ** 4,
    );
  });

  it('chooses by floor(float × n) and by weight, without favouring any choice', () => {
    expect(choiceOf(0, 6)).toBe(0);
    expect(choiceOf(0.999_999_999, 6)).toBe(5);
    expect(() => choiceOf(0.5, 0)).toThrow(RangeError);
    const weights = [1, 0, 3];
    expect(weightedChoiceOf(0, weights)).toBe(0);
    expect(weightedChoiceOf(0.2499, weights)).toBe(0);
    expect(weightedChoiceOf(0.25, weights)).toBe(2);
    const counts = [0, 0, 0];
    for (let i = 0; i < 4_000; i++) counts[weightedChoiceOf((i + 0.5) / 4_000, weights)]! += 1;
    expect(counts).toEqual([1_000, 0, 3_000]);
  });
});
