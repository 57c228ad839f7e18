import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gameCardFileName, staticCacheControl } from './static-cache.ts';

describe('staticCacheControl', () => {
  it('keeps Vite assets and content-named game cards for a year', () => {
    const card = gameCardFileName('jili-super-ace', createHash('sha256').update('card').digest('hex'));
    expect(card).toMatch(/^jili-super-ace\.[0-9a-f]{12}\.webp$/);
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
