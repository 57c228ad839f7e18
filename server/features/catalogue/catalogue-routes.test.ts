import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxGamePageSize } from '#shared/contract/catalogue-contract.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import errors from '#public/locales/en/errors.json' with { type: 'json' };
import { games, providers } from '#server/db/schema.ts';
import { applyBrand } from '#server/features/brands/brand-service.ts';
import { findBrandByDomain } from '#server/features/brands/brand-repository.ts';
import { lucky, spin, type BrandHost } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
});

afterAll(async () => {
  await t.close();
});

const site = (brand: BrandHost) => ({ domain_name: brand.domain_name, external_id: brand.external_id });

async function getGames(body: Record<string, unknown>, brand: BrandHost = lucky) {
  const answer = await t.post('/api/product/get_games', { ...site(brand), ...body }, { host: brand.host });
  return answer.json as { statusCode: number; message: string; value: GameEntry[]; total: number };
}

async function getProviders(body: Record<string, unknown>, brand: BrandHost = lucky) {
  const answer = await t.post(
    '/api/product/get_providers',
    { ...site(brand), ...body },
    { host: brand.host },
  );
  return answer.json as {
    statusCode: number;
    message: string;
    value: { code: string; slug: string; name: string; categories: string[]; popup: boolean }[];
  };
}

async function brandProviders(domain: string): Promise<string[]> {
  return (await findBrandByDomain(t.handle.db, domain))!.document.providers;
}

/** The catalogue's own answer: a category's games of some providers in lobby order. */
async function lobbyOf(gameType: string, providerCodes: string[]): Promise<string[]> {
  const rows = await t.handle.db
    .select({ code: games.gameCode })
    .from(games)
    .where(and(eq(games.gameType, gameType), inArray(games.providerCode, providerCodes)))
    .orderBy(asc(games.sortOrder), asc(games.id));
  return rows.map((row) => row.code);
}

async function setLuckyDisabledGames(disabled: string[]): Promise<void> {
  const row = await findBrandByDomain(t.handle.db, 'lucky.localhost');
  const document = { ...structuredClone(row!.document), disabled_games: disabled };
  await applyBrand(t.handle.db, document, 'test', () => t.services.brandBus.publish());
}

describe('get_games', () => {
  it('answers 10 games a page by default, in lobby order, with the total of every match', async () => {
    const all = await lobbyOf('slots', await brandProviders('lucky.localhost'));
    expect(all.length).toBeGreaterThan(20);
    const first = await getGames({ game_type: 'slots' });
    expect(first.statusCode).toBe(1);
    expect(first.total).toBe(all.length);
    expect(first.value.map((game) => game.game_code)).toEqual(all.slice(0, 10));
    expect(first.value.every((game) => game.game_type === 'slots')).toBe(true);

    const second = await getGames({ game_type: 'slots', page: 2, page_size: 7 });
    expect(second.value.map((game) => game.game_code)).toEqual(all.slice(7, 14));
    const beyond = await getGames({ game_type: 'slots', page: 1000 });
    expect(beyond).toMatchObject({ statusCode: 1, value: [], total: all.length });
  });

  it(`answers at most ${maxGamePageSize} games however large a page is asked for`, async () => {
    const all = await lobbyOf('slots', await brandProviders('lucky.localhost'));
    const answer = await getGames({ game_type: 'slots', page_size: 1000 });
    expect(answer.value).toHaveLength(Math.min(maxGamePageSize, all.length));
    expect(answer.total).toBe(all.length);
  });

  it("keeps one provider's games", async () => {
    const pg = await lobbyOf('slots', ['PGSOFT']);
    expect(pg.length).toBeGreaterThan(0);
    const answer = await getGames({ game_type: 'slots', provider_code: 'PGSOFT', page_size: 60 });
    expect(answer.value.map((game) => game.game_code)).toEqual(pg.slice(0, 60));
    expect(answer.total).toBe(pg.length);
    expect(new Set(answer.value.map((game) => game.provider_code))).toEqual(new Set(['PGSOFT']));
  });

  it("never shows another brand's providers, even when asked for by code", async () => {
    const spinOffers = await brandProviders('spinpalace.localhost');
    const foreign = (await brandProviders('lucky.localhost')).find((code) => !spinOffers.includes(code));
    expect(foreign).toBeDefined();
    const type = (
      await t.handle.db
        .select({ type: games.gameType })
        .from(games)
        .where(eq(games.providerCode, foreign!))
        .limit(1)
    )[0]!.type;
    const asked = await getGames({ game_type: type, provider_code: foreign, page_size: 60 }, spin);
    expect(asked).toMatchObject({ statusCode: 1, value: [], total: 0 });
    const all = await getGames({ game_type: type, page_size: 60 }, spin);
    expect(all.value.every((game) => spinOffers.includes(game.provider_code))).toBe(true);
  });

  it('searches by name in any case, with % and _ taken literally', async () => {
    const all = await lobbyOf('slots', await brandProviders('lucky.localhost'));
    const [row] = await t.handle.db
      .select({ name: games.gameName })
      .from(games)
      .where(eq(games.gameCode, all[3]!));
    const word = row!.name.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const answer = await getGames({ game_type: 'slots', search: `  ${word.toUpperCase()} `, page_size: 60 });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.value.map((game) => game.game_code)).toContain(all[3]);
    expect(answer.value.every((game) => game.game_name.toLowerCase().includes(word.toLowerCase()))).toBe(
      true,
    );
    expect(await getGames({ game_type: 'slots', search: '%' })).toMatchObject({ value: [], total: 0 });
    expect(await getGames({ game_type: 'slots', search: '_' })).toMatchObject({ value: [], total: 0 });
    expect(await getGames({ game_type: 'slots', search: 'zzqx-no-such-game' })).toMatchObject({
      statusCode: 1,
      value: [],
      total: 0,
    });
  });

  it('leaves out the brand’s disabled games, and its menus count without them', async () => {
    const slots = await lobbyOf('slots', await brandProviders('lucky.localhost'));
    const [first, second] = slots;
    const before = await t.post('/api/startup', { domain_name: lucky.domain_name }, { host: lucky.host });
    const countOf = (answer: typeof before) =>
      (answer.json.provider_count as { category: string; count: number }[]).find(
        (item) => item.category === 'slots',
      )?.count;
    expect(countOf(before)).toBe(slots.length);
    await setLuckyDisabledGames([first!, second!]);
    try {
      const answer = await getGames({ game_type: 'slots', page_size: 60 });
      expect(answer.total).toBe(slots.length - 2);
      expect(answer.value.map((game) => game.game_code)).toEqual(slots.slice(2, 62));
      const searched = await getGames({ game_type: 'slots', search: (await nameOf(first!)).slice(0, 40) });
      expect(searched.value.map((game) => game.game_code)).not.toContain(first);
      const after = await t.post('/api/startup', { domain_name: lucky.domain_name }, { host: lucky.host });
      expect(countOf(after)).toBe(slots.length - 2);
    } finally {
      await setLuckyDisabledGames([]);
    }
  });

  it('refuses bad input with a message of the errors group, never a 5xx', async () => {
    const bad: Record<string, unknown>[] = [
      { game_type: 'casinoz' },
      { game_type: '' },
      {},
      { game_type: 'slots', page: 0 },
      { game_type: 'slots', page: 1.5 },
      { game_type: 'slots', page: '2' },
      { game_type: 'slots', page_size: 0 },
      { game_type: 'slots', page_size: -5 },
      { game_type: 'slots', provider_code: 'pg soft; drop' },
      { game_type: 'slots', search: 'x'.repeat(61) },
      { game_type: 'slots', search: 'a\u0000b' },
    ];
    for (const body of bad) {
      const answer = await t.post('/api/product/get_games', { ...site(lucky), ...body });
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.json.statusCode, JSON.stringify(body)).not.toBe(1);
      expect(Object.keys(errors), JSON.stringify(body)).toContain(answer.json.message);
    }
  });
});

async function nameOf(code: string): Promise<string> {
  const [row] = await t.handle.db
    .select({ name: games.gameName })
    .from(games)
    .where(eq(games.gameCode, code));
  return row!.name;
}

describe('get_providers', () => {
  it("answers the brand's offered providers that have games, with slug, logo, categories and popup", async () => {
    const offered = await brandProviders('spinpalace.localhost');
    const answer = await getProviders({}, spin);
    expect(answer.statusCode).toBe(1);
    const codes = answer.value.map((provider) => provider.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => offered.includes(code))).toBe(true);
    const rows = await t.handle.db.select().from(providers).where(inArray(providers.code, codes));
    for (const provider of answer.value) {
      const row = rows.find((candidate) => candidate.code === provider.code)!;
      expect(provider).toEqual({
        code: row.code,
        name: row.name,
        slug: row.slug,
        logo_url: row.logoUrl,
        categories: row.categories,
        popup: row.popup,
      });
    }
    const luckyOnly = (await brandProviders('lucky.localhost')).filter((code) => !offered.includes(code));
    expect(luckyOnly.length).toBeGreaterThan(0);
    for (const code of luckyOnly) expect(codes).not.toContain(code);
  });

  it('keeps the providers with games of game_type', async () => {
    const luckyOffers = await brandProviders('lucky.localhost');
    const slotProviders = await t.handle.db
      .selectDistinct({ code: games.providerCode })
      .from(games)
      .where(and(eq(games.gameType, 'slots'), inArray(games.providerCode, luckyOffers)));
    const answer = await getProviders({ game_type: 'slots' });
    expect(answer.value.map((provider) => provider.code).sort()).toEqual(
      slotProviders.map((row) => row.code).sort(),
    );
    const all = await getProviders({});
    expect(all.value.length).toBeGreaterThan(answer.value.length);
  });

  it('refuses an unknown category with a message of the errors group', async () => {
    const answer = await t.post('/api/product/get_providers', { ...site(lucky), game_type: 'nope' });
    expect(answer.json.statusCode).not.toBe(1);
    expect(Object.keys(errors)).toContain(answer.json.message);
  });
});
