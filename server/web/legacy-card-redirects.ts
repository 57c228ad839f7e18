import { existsSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** `<game_code>.<12 hex>.webp`, the card names of decision 0041. */
const cardName = /^([a-z0-9][a-z0-9_-]{0,59})\.[0-9a-f]{12}\.webp$/;

/**
 * The demo's game cards were `/games/<game_code>.svg` until decision 0041. A database seeded before
 * then (the default `./data` persists) still names those files in its catalogue, and pages cached by
 * browsers still ask for them: each is sent on to the game's current card, rather than a broken
 * picture, until the catalogue is applied again (`npm run catalogue -- apply catalogue/<file>.json`).
 */
export function registerLegacyCardRedirects(app: FastifyInstance, gamesDir: string): void {
  if (!existsSync(gamesDir)) return;
  for (const file of readdirSync(gamesDir)) {
    const code = cardName.exec(file)?.[1];
    if (!code) continue;
    // One route per card: any other path under /games stays the site's 404 page.
    app.get(`/games/${code}.svg`, (_request, reply) =>
      // A day, not a year: the card's name changes when it is drawn again.
      reply.header('cache-control', 'public, max-age=86400').redirect(`/games/${file}`, 301),
    );
  }
}
