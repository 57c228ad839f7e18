import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newScriptNonce } from './content-security-policy.ts';
import { gzipWith, identityWith, splicePage } from './nonce-splice.ts';

/** A page like a rendered one: the nonce on every script, and enough text to compress well. */
function pageWith(nonce: string): string {
  const rows = Array.from({ length: 400 }, (_, i) => `<li class="game">Game ${i % 37} — Starlit Sevens</li>`);
  return [
    `<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=1</script></head><body><ul>`,
    ...rows,
    `</ul><script nonce="${nonce}" type="module">import("/assets/entry.js")</script>`,
    `<script nonce="${nonce}">`,
    `</script></body></html>`,
  ].join('\n');
}

describe('a cached page sent with a fresh nonce (nonce-splice)', () => {
  it('gzips to exactly the page with the new nonce in every place, smaller than the page', async () => {
    const stored = newScriptNonce();
    const spliced = await splicePage(Buffer.from(pageWith(stored)), stored);
    expect(spliced.pieces).toHaveLength(4);
    for (let i = 0; i < 5; i++) {
      const fresh = newScriptNonce();
      const gzipped = gzipWith(spliced, fresh);
      expect(gunzipSync(gzipped).toString()).toBe(pageWith(fresh));
      expect(identityWith(spliced, fresh).toString()).toBe(pageWith(fresh));
      expect(gzipped.length).toBeLessThan(pageWith(fresh).length / 4);
    }
  });

  it('handles a page without a nonce, nonces side by side and at both ends', async () => {
    const nonce = newScriptNonce();
    for (const text of ['<p>no scripts</p>', `${nonce}${nonce}middle${nonce}`, '']) {
      const spliced = await splicePage(Buffer.from(text), nonce);
      const fresh = newScriptNonce();
      expect(gunzipSync(gzipWith(spliced, fresh)).toString()).toBe(text.replaceAll(nonce, fresh));
    }
  });

  it("writes the CRC-32 of the new text, made from the pieces' own CRCs, for pieces of every size", async () => {
    const nonce = newScriptNonce();
    // Empty pieces, pieces of one byte, of odd and power-of-two lengths, and past 64 KiB.
    const lengths = [0, 1, 7, 255, 256, 4096, 50_001, 70_000, 0, 3];
    const text = lengths
      .map((length) => randomBytes(length).toString('base64url').slice(0, length))
      .join(nonce);
    const spliced = await splicePage(Buffer.from(text), nonce);
    expect(spliced.pieces.map((piece) => piece.length)).toEqual(lengths);
    for (let i = 0; i < 3; i++) {
      const fresh = newScriptNonce();
      const gzipped = gzipWith(spliced, fresh);
      const expected = Buffer.from(text.replaceAll(nonce, fresh));
      expect(gzipped.readUInt32LE(gzipped.length - 8)).toBe(crc32(expected));
      expect(gzipped.readUInt32LE(gzipped.length - 4)).toBe(expected.length);
      expect(gunzipSync(gzipped).equals(expected)).toBe(true);
    }
  });

  it('refuses a nonce of another length', async () => {
    const nonce = newScriptNonce();
    const spliced = await splicePage(Buffer.from(`<p>${nonce}</p>`), nonce);
    expect(() => gzipWith(spliced, 'short')).toThrow(/length/);
  });
});
