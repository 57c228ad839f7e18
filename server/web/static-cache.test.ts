import { describe, expect, it } from 'vitest';
import { contentHashedFileName, staticCacheControl } from './static-cache.ts';

describe('staticCacheControl', () => {
  it('keeps Vite assets and files named after their content for a year', () => {
    const card = contentHashedFileName('jili-super-ace', 'webp', Buffer.from('card'));
    // The first 12 hex digits of the bytes' SHA-256.
    expect(card).toBe('jili-super-ace.8367cd66fdd1.webp');
    expect(contentHashedFileName('jili-super-ace', 'webp', Buffer.from('card2'))).not.toBe(card);
    expect(staticCacheControl(`/srv/build/client/games/${card}`)).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/srv/build/client/assets/entry.client-BzaIXXhZ.js')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('keeps files an operator may replace under the same name for an hour', () => {
    for (const file of [
      'brands/lucky/logo2.svg',
      'icons/flags/en.svg',
      'games/old-card.svg',
      'games/x.abc.webp',
    ])
      expect(staticCacheControl(`/srv/build/client/${file}`)).toBe('public, max-age=3600');
  });
});
