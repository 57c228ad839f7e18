import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '#server/db/schema.ts';
import { lucky } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { Catalogue } from './catalogue-service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
});

afterAll(async () => {
  await t.close();
});

/** Renames a game straight in the table, as no command would (so only the time to live shows it). */
async function rename(gameCode: string, name: string) {
  await t.handle.db.update(games).set({ gameName: name }).where(eq(games.gameCode, gameCode));
}

describe("the page catalogue's lists (issue 16: brand data read once per brand for a while)", () => {
  it('reads a list once within its time to live, again after it, and at once after invalidate', async () => {
    let now = 0;
    const catalogue = new Catalogue(t.handle.db, 30_000, () => now);
    const config = await t.services.siteConfigs.byDomain(lucky.domain_name);
    const [first] = await catalogue.hotGames(config!);
    expect(first).toBeDefined();
    const original = first!.game_name;
    await rename(first!.game_code, 'Renamed Meanwhile');
    try {
      now += 29_999;
      expect((await catalogue.hotGames(config!))[0]!.game_name).toBe(original);
      now += 1;
      expect((await catalogue.hotGames(config!))[0]!.game_name).toBe('Renamed Meanwhile');
      await rename(first!.game_code, 'Renamed Again');
      expect((await catalogue.hotGames(config!))[0]!.game_name).toBe('Renamed Meanwhile');
      catalogue.invalidate();
      expect((await catalogue.hotGames(config!))[0]!.game_name).toBe('Renamed Again');
    } finally {
      await rename(first!.game_code, original);
    }
  });

  it('keeps lists per brand document: a changed brand reads its own', async () => {
    const catalogue = new Catalogue(t.handle.db, 30_000);
    const config = (await t.services.siteConfigs.byDomain(lucky.domain_name))!;
    const hot = await catalogue.hotGames(config);
    const changed = {
      ...config,
      document: { ...config.document, hot_games: config.document.hot_games.slice(0, 2) },
    };
    expect(await catalogue.hotGames(changed)).toHaveLength(2);
    expect(await catalogue.hotGames(config)).toHaveLength(hot.length);
  });

  it('reads every time without a time to live', async () => {
    const catalogue = new Catalogue(t.handle.db);
    const config = (await t.services.siteConfigs.byDomain(lucky.domain_name))!;
    const [first] = await catalogue.hotGames(config);
    const original = first!.game_name;
    await rename(first!.game_code, 'Renamed Now');
    try {
      expect((await catalogue.hotGames(config))[0]!.game_name).toBe('Renamed Now');
    } finally {
      await rename(first!.game_code, original);
    }
  });
});
