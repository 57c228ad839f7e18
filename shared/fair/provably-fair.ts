import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The one provably fair scheme of every house game (issue 12), shared by the server that plays a
 * round and the verifier that recomputes it in the player's browser.
 *
 * Before play the player sees only SHA-256 of the server seed (the commitment). A round's results
 * come from HMAC-SHA256(key = server seed, message = `client_seed:nonce:cursor`): a keyed hash the
 * commitment cannot predict, so knowing the commitment tells nothing about any round (the known
 * flaw of using the committed hash itself as the result). Each HMAC gives 32 bytes, 8 floats of 4
 * bytes; `cursor` counts HMAC blocks when a round needs more than 8 floats (slot free spins).
 * Choices among n take `floor(float × n)`, never a modulo of a big integer, so no choice is favoured.
 * Written with @noble/hashes, synchronous and the same in Node and in any browser, because Web
 * Crypto is asynchronous and missing outside secure contexts.
 */

export interface FairRound {
  /** 64 hex characters: 32 random bytes, revealed when the player rotates the pair. */
  serverSeed: string;
  clientSeed: string;
  /** The player's round number under this pair, from 0. */
  nonce: number;
}

const bytesPerFloat = 4;
const blockBytes = 32;

/** The commitment shown before play: SHA-256 of the server seed's text, hex. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The 32 bytes of block `cursor` of a round. */
function roundBlock(round: FairRound, cursor: number): Uint8Array {
  return hmac(
    sha256,
    utf8ToBytes(round.serverSeed),
    utf8ToBytes(`${round.clientSeed}:${round.nonce}:${cursor}`),
  );
}

/** A round's hash, as the hash game reads it: block 0, hex. */
export function roundHash(round: FairRound): string {
  return bytesToHex(roundBlock(round, 0));
}

/** b0/256 + b1/256² + b2/256³ + b3/256⁴: always in [0, 1). */
export function floatOfBytes(bytes: Uint8Array, offset: number): number {
  let float = 0;
  let scale = 1;
  for (let i = 0; i < bytesPerFloat; i++) {
    scale *= 256;
    float += bytes[offset + i]! / scale;
  }
  return float;
}

/** The first `count` floats of a round, in order. */
export function roundFloats(round: FairRound, count: number): number[] {
  const floats: number[] = [];
  const perBlock = blockBytes / bytesPerFloat;
  for (let cursor = 0; floats.length < count; cursor++) {
    const block = roundBlock(round, cursor);
    for (let i = 0; i < perBlock && floats.length < count; i++)
      floats.push(floatOfBytes(block, i * bytesPerFloat));
  }
  return floats;
}

/**
 * A round's floats read one after the other, for a game that does not know in advance how many it
 * needs (a slot whose free spins trigger more spins). Blocks are computed as they are reached.
 */
export class FloatStream {
  private block: Uint8Array | null = null;
  private cursor = -1;
  private offset = blockBytes;
  /** Floats read so far. */
  used = 0;

  constructor(private readonly round: FairRound) {}

  next(): number {
    if (this.offset >= blockBytes) {
      this.cursor += 1;
      this.block = roundBlock(this.round, this.cursor);
      this.offset = 0;
    }
    const float = floatOfBytes(this.block!, this.offset);
    this.offset += bytesPerFloat;
    this.used += 1;
    return float;
  }
}

/** A choice among n equally likely ones: floor(float × n). */
export function choiceOf(float: number, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`choiceOf needs a positive whole n, not ${n}`);
  return Math.min(n - 1, Math.floor(float * n));
}

/** A choice by weight: the float falls on one of the weights laid end to end. */
export function weightedChoiceOf(float: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (
    !Number.isInteger(total) ||
    total < 1 ||
    weights.some((weight) => !Number.isInteger(weight) || weight < 0)
  )
    throw new RangeError('weights must be whole, non-negative and not all zero');
  let ticket = choiceOf(float, total);
  for (let index = 0; index < weights.length; index++) {
    if (ticket < weights[index]!) return index;
    ticket -= weights[index]!;
  }
  throw new Error('unreachable: the ticket is below the total');
}
