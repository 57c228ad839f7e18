import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * A page kept compressed once but sent with a fresh script nonce each time (decision 0038).
 *
 * The page is cut at each occurrence of its nonce. Each piece is deflated on its own and ends on a
 * full flush (byte-aligned, no reference back into the nonce before it), so a response is the gzip
 * header, the deflated pieces with the new nonce between them as stored (uncompressed) blocks, and
 * a trailer with the CRC-32 of the new text: a few copies instead of compressing the page again.
 * The CRC is not taken over the page either: each piece's CRC is kept, and the text's CRC follows
 * from them and the nonce's by the CRC's linearity (zlib's crc32_combine, its shift operators
 * for the pieces' lengths made once per stored page). Taking it anew was a tenth of the work of
 * answering a cached page. A nonce shared between visitors would let anyone who fetched the page learn the
 * nonce of the page another visitor is looking at.
 */
export interface SplicedPage {
  /** The page's text between nonces. */
  pieces: readonly Buffer[];
  /** Each piece deflated; the last one ends the deflate stream. */
  deflated: readonly Buffer[];
  /** Length in bytes of every nonce (base64 of 16 bytes: 24). */
  nonceLength: number;
  /** CRC-32 of each piece on its own. */
  pieceCrcs: readonly number[];
  /** For each piece, and for a nonce: the operator that moves a CRC past that many bytes. */
  pieceShifts: readonly CrcShift[];
  nonceShift: CrcShift;
}

export async function splicePage(body: Buffer, nonce: string): Promise<SplicedPage> {
  const marker = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(marker, start); at !== -1; at = body.indexOf(marker, start)) {
    pieces.push(body.subarray(start, at));
    start = at + marker.length;
  }
  pieces.push(body.subarray(start));
  const deflated = await Promise.all(
    pieces.map((piece, index) =>
      deflateRawAsync(piece, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      }),
    ),
  );
  return {
    pieces,
    deflated,
    nonceLength: marker.length,
    pieceCrcs: pieces.map((piece) => crc32(piece)),
    pieceShifts: pieces.map((piece) => crcShift(piece.length)),
    nonceShift: crcShift(marker.length),
  };
}

/** The page's text with `nonce` in every place of the old one. */
export function identityWith(page: SplicedPage, nonce: string): Buffer {
  const marker = checkedNonce(page, nonce);
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, index) => {
    if (index > 0) parts.push(marker);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The page gzipped (RFC 1952) with `nonce` in every place of the old one. */
export function gzipWith(page: SplicedPage, nonce: string): Buffer {
  const marker = checkedNonce(page, nonce);
  // A stored block (RFC 1951 §3.2.4): BFINAL 0, BTYPE 00 on a byte boundary, then LEN and ~LEN.
  const stored = Buffer.alloc(5 + marker.length);
  stored[0] = 0;
  stored.writeUInt16LE(marker.length, 1);
  stored.writeUInt16LE(~marker.length & 0xffff, 3);
  marker.copy(stored, 5);
  const parts: Buffer[] = [gzipHeader];
  const markerCrc = crc32(marker);
  let crc = 0;
  let size = 0;
  page.deflated.forEach((deflated, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = shifted(page.nonceShift, crc) ^ markerCrc;
      size += marker.length;
    }
    parts.push(deflated);
    crc = shifted(page.pieceShifts[index]!, crc) ^ page.pieceCrcs[index]!;
    size += page.pieces[index]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

function checkedNonce(page: SplicedPage, nonce: string): Buffer {
  const marker = Buffer.from(nonce, 'utf8');
  if (marker.length !== page.nonceLength) throw new Error('a nonce of another length');
  return marker;
}

/**
 * A GF(2) 32×32 matrix, one word per column: applied to the CRC-32 of a text A, it gives the CRC
 * of A followed by `bytes` zero bytes less the CRC of those zeros, so that
 * crc(A ‖ B) = shifted(crcShift(|B|), crc(A)) ^ crc(B) (zlib's crc32_combine).
 */
type CrcShift = Uint32Array;

function shifted(shift: CrcShift, crc: number): number {
  let sum = 0;
  for (let bit = 0, rest = crc >>> 0; rest !== 0; bit += 1, rest >>>= 1) {
    if (rest & 1) sum ^= shift[bit]!;
  }
  return sum >>> 0;
}

function squared(matrix: CrcShift): CrcShift {
  return matrix.map((column) => shifted(matrix, column));
}

function composed(outer: CrcShift, inner: CrcShift): CrcShift {
  return inner.map((column) => shifted(outer, column));
}

function crcShift(bytes: number): CrcShift {
  // One zero bit: the reflected CRC-32 polynomial in the first column, then a shift by one.
  let power: CrcShift = new Uint32Array(32);
  power[0] = 0xedb88320;
  for (let bit = 1; bit < 32; bit += 1) power[bit] = 1 << (bit - 1);
  power = squared(squared(squared(power))); // one zero byte
  let shift: CrcShift = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);
  for (let rest = bytes; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) shift = composed(power, shift);
    power = squared(power);
  }
  return shift;
}
