/**
 * How long a browser may keep a file of build/client. Vite's assets and the files we name after their
 * content (game cards) never change under their name, so they are kept a year; any other public file
 * (brand logos an operator may replace, flags, icons) an hour.
 */
const immutable = 'public, max-age=31536000, immutable';
const brief = 'public, max-age=3600';

/** `<name>.<12 hex digits of the content's SHA-256>.<extension>` */
const contentHashedName = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

export function staticCacheControl(filePath: string): string {
  return filePath.includes('/assets/') || contentHashedName.test(filePath) ? immutable : brief;
}

/** A game card's file name in public/games: a new picture gets a new name. */
export function gameCardFileName(gameCode: string, sha256Hex: string): string {
  return `${gameCode}.${sha256Hex.slice(0, 12)}.webp`;
}
