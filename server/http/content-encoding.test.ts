import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentEncodingFor, precompress } from './content-encoding.ts';

describe('contentEncodingFor', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(contentEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(contentEncodingFor('gzip, deflate')).toBe('gzip');
    expect(contentEncodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(contentEncodingFor('*')).toBe('br');
    expect(contentEncodingFor('*, br;q=0')).toBe('gzip');
    expect(contentEncodingFor('GZIP')).toBe('gzip');
    expect(contentEncodingFor('identity')).toBeNull();
    expect(contentEncodingFor('')).toBeNull();
    expect(contentEncodingFor(undefined)).toBeNull();
    expect(contentEncodingFor('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('precompress', () => {
  it('holds the same JSON in every encoding, the compressed ones smaller', () => {
    const json = JSON.stringify({ statusCode: 1, message: 'OK', names: Array(200).fill('Lucky Casino') });
    const body = precompress(json);
    expect(body.identity.toString('utf8')).toBe(json);
    expect(brotliDecompressSync(body.br).toString('utf8')).toBe(json);
    expect(gunzipSync(body.gzip).toString('utf8')).toBe(json);
    expect(body.br.length).toBeLessThan(body.identity.length / 10);
    expect(body.gzip.length).toBeLessThan(body.identity.length / 10);
  });

  it('keeps non-ASCII text intact', () => {
    const json = JSON.stringify({ site_name: '幸运娱乐场 — Lucky ✓' });
    expect(precompress(json).identity.toString('utf8')).toBe(json);
    expect(gunzipSync(precompress(json).gzip).toString('utf8')).toBe(json);
  });
});
