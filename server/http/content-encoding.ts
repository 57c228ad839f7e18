import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding for an answer from Accept-Encoding: brotli, else gzip, else none. Only q=0 turns
 * one off; other weights are not ranked (every browser that sends br prefers it).
 */
export function contentEncodingFor(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepts = acceptedEncodings(acceptEncoding);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Whether Accept-Encoding allows `name` (named or through `*`, with a weight above 0). */
export function acceptsEncoding(acceptEncoding: string | undefined, name: ContentEncoding): boolean {
  return acceptedEncodings(acceptEncoding)(name);
}

function acceptedEncodings(acceptEncoding: string | undefined): (name: ContentEncoding) => boolean {
  if (!acceptEncoding) return () => false;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
}

/**
 * One cached answer in every encoding, compressed once at the best levels: a cached answer is sent
 * thousands of times, so it must not be compressed on each of them.
 */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(json: string): PrecompressedBody {
  const identity = Buffer.from(json, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}
