import { createHash } from 'node:crypto';

/**
 * How long a browser may keep a file of build/client. Vite's assets and the files we name after their
 * content (game cards, category icons) never change under their name, so they are kept a year; any other public file
 * (brand logos an operator may replace, flags, icons) an hour.
 */
const immutable = 'public, max-age=31536000, immutable';
const brief = 'public, max-age=3600';

/** `<name>.<12 hex digits of the content's SHA-256>.<extension>` */
const contentHashedName = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

export function staticCacheControl(filePath: string): string {
  return filePath.includes('/assets/') || contentHashedName.test(filePath) ? immutable : brief;
}

/** The name of a public file that is kept a year (game cards, category icons): new bytes, new name. */
export function contentHashedFileName(base: string, extension: string, bytes: Uint8Array): string {
  return `${base}.${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.${extension}`;
}
