import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerLegacyCardRedirects } from './legacy-card-redirects.ts';

describe('registerLegacyCardRedirects', () => {
  it("sends a game's old SVG address on to its current card, and nothing else", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    writeFileSync(join(dir, 'jili-super-ace.0123456789ab.webp'), 'card');
    writeFileSync(join(dir, 'notes.txt'), 'not a card');
    const app = Fastify();
    registerLegacyCardRedirects(app, dir);
    app.get('*', (_request, reply) => reply.code(404).send('site 404 page'));

    const moved = await app.inject('/games/jili-super-ace.svg');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/games/jili-super-ace.0123456789ab.webp');
    expect(moved.headers['cache-control']).toBe('public, max-age=86400');

    for (const path of ['/games/unknown-game.svg', '/games/notes.svg', '/games/jili-super-ace.png'])
      expect((await app.inject(path)).body, path).toBe('site 404 page');
    await app.close();
  });
});
