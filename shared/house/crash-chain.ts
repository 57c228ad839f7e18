import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The crash game's hash chain (the Bustabit scheme). Per brand the house makes a chain: a random
 * seed hashed over and over with SHA-256; the last hash (the terminating hash) is published before
 * the first round, and rounds use the chain backwards, so each round's hash is the SHA-256 preimage
 * of the previous round's. Nobody can compute a future hash from the published ones, and anybody
 * can check a round by hashing its hash forward until the terminating hash appears.
 *
 * The crash point: r = the first 52 bits of HMAC-SHA256(key = the brand's salt, message = the
 * round's hash), X = r / 2^52, point = max(1, floor(99 / (1 − X)) / 100). For any cash-out target
 * m ≥ 1.01, P(point ≥ m) = 0.99 / m, so every target returns 99 % of the stake: the 1 % house edge.
 */

/** The next link towards the terminating hash: SHA-256 of the hash's hex text. */
export function previousChainHash(hash: string): string {
  return bytesToHex(sha256(utf8ToBytes(hash)));
}

/** The chain's hashes from the seed, oldest last: element i is hashed i times from the seed. */
export function buildChain(seed: string, length: number): string[] {
  const chain = [seed];
  while (chain.length < length) chain.push(previousChainHash(chain[chain.length - 1]!));
  return chain;
}

/** The crash point in hundredths (100 = 1.00×). */
export function crashPointOf(roundHash: string, salt: string): number {
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(salt), utf8ToBytes(roundHash)));
  // 13 hex characters: 52 bits, exact in a double.
  const r = Number.parseInt(digest.slice(0, 13), 16);
  const x = r / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

/**
 * Whether a round's hash belongs to the chain that ends in `terminatingHash`, at most `maxSteps`
 * links before it; answers how many links it took, or null.
 */
export function stepsToTerminating(
  roundHash: string,
  terminatingHash: string,
  maxSteps: number,
): number | null {
  let hash = roundHash;
  for (let steps = 0; steps <= maxSteps; steps++) {
    if (hash === terminatingHash) return steps;
    hash = previousChainHash(hash);
  }
  return null;
}
