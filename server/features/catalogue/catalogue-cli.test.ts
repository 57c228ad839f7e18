import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '#shared/catalogue/catalogue-document.ts';
import { loadEnv } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { demoBrands } from '#server/db/seed/demo-brands.ts';
import { demoCatalogueDir } from '#server/db/seed/demo-catalogue.ts';
import { brands, games, operatorActions, providers } from '#server/db/schema.ts';
import { removeServerLock, writeServerLock } from '#server/features/brands/operator-endpoint.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { runCatalogueCli } from './catalogue-cli-core.ts';
import { registerCatalogueRunRoute } from './catalogue-endpoint.ts';

const secret = 'acme-wallet-secret-0123456789-abcdefghij';
const spinpalace = demoBrands.find((brand) => brand.code === 'spinpalace')!;
const lucky = demoBrands.find((brand) => brand.code === 'lucky')!;

/** A provider in sportsbook, a category Spin Palace offers nothing in. */
function acme(overrides: Partial<CatalogueDocument> = {}): Record<string, unknown> {
  return {
    code: 'ACME',
    name: 'Acme Sports',
    slug: 'acme',
    logo_url: '/providers/acme.svg',
    launch_url:
      'https://games.acme.example/launch?t={token}&g={game_code}&l={lang}&c={currency}&r={return_url}',
    games: [
      {
        game_code: 'acme-goal-line',
        game_name: 'Goal Line',
        game_type: 'sportsbook',
        img_url: '/games/a.svg',
      },
      {
        game_code: 'acme-free-kick',
        game_name: 'Free Kick',
        game_type: 'sportsbook',
        img_url: '/games/b.svg',
      },
      {
        game_code: 'acme-slot-one',
        game_name: 'Acme Slot',
        game_type: 'slots',
        img_url: '/games/c.svg',
        hot: true,
      },
    ],
    ...overrides,
  };
}

async function snapshot(db: Database) {
  const rows = await db.execute(sql`
    select (select count(*) from providers)::int as providers,
           (select count(*) from games)::int as games,
           (select count(*) from operator_actions)::int as actions,
           (select sum(version) from brands)::int as versions,
           (select md5(string_agg(g::text, ',' order by g.game_code)) from games g) as game_rows,
           (select md5(string_agg(p::text, ',' order by p.code)) from providers p) as provider_rows`);
  return (rows as unknown as { rows?: unknown[] }).rows?.[0] ?? rows;
}

describe('catalogue CLI', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'marquee-catalogue-cli-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCatalogueCli(args, {
      // No DATABASE_URL and no lock in DATA_DIR: the command opens "its" database, the app's.
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: 'false' }),
      actor: 'cli:catalogue-tester',
      cwd: dir,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      openDatabase: async () => ({ ...t.handle, close: async () => {} }),
      // What a PostgreSQL NOTIFY does on every server copy: drop the cached site configuration.
      publish: () => t.services.brandBus.publish(),
    });
    return { code, out, err };
  }

  function file(name: string, content: unknown): string {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
    return name;
  }

  async function providerCount(brand = spinpalace) {
    const host = brand.domains.at(-1)!;
    const res = await t.post('/api/startup', { domain_name: host }, { host });
    expect(res.json.statusCode).toBe(1);
    const counts = res.json.provider_count as { category: string; count: number }[];
    return Object.fromEntries(counts.map((item) => [item.category, item.count]));
  }

  async function lobby(gameType: string, brand = spinpalace, providerCode?: string) {
    const host = brand.domains.at(-1)!;
    const res = await t.post(
      '/api/product/get_games',
      {
        domain_name: host,
        external_id: brand.site.external_id,
        game_type: gameType,
        page_size: 60,
        ...(providerCode ? { provider_code: providerCode } : {}),
      },
      { host },
    );
    expect(res.json.statusCode).toBe(1);
    return (res.json.value as { game_code: string }[]).map((game) => game.game_code);
  }

  it('applies a new provider whose games a brand shows once it is enabled there, without a restart', async () => {
    // Served once, so the brand's configuration (provider_count) is cached before the change.
    expect((await providerCount()).sportsbook).toBeUndefined();

    const applied = await run('apply', file('acme.json', acme({ wallet_secret: secret })));
    expect(applied).toEqual({
      code: 0,
      out: ['created ACME: 3 games (3 added, 0 changed, 0 removed)'],
      err: [],
    });
    // A provider no brand offers shows nowhere yet.
    expect((await providerCount()).sportsbook).toBeUndefined();

    expect(await run('enable', 'spinpalace', 'ACME')).toMatchObject({ code: 0, err: [] });
    expect((await providerCount()).sportsbook).toBe(2);
    expect((await lobby('sportsbook')).sort()).toEqual(['acme-free-kick', 'acme-goal-line']);
    expect(await lobby('slots', spinpalace, 'ACME')).toEqual(['acme-slot-one']);
    // Lucky does not offer ACME: its lobby is as before.
    expect(await lobby('sportsbook', lucky, 'ACME')).toEqual([]);

    const [provider] = await t.handle.db.select().from(providers).where(eq(providers.code, 'ACME'));
    expect(provider).toMatchObject({ slug: 'acme', categories: ['sportsbook', 'slots'], popup: false });
    expect(provider?.walletSecret).toBe(secret);
  });

  it('applies the same file twice: the second time changes nothing and says so', async () => {
    const before = await snapshot(t.handle.db);
    expect(await run('apply', 'acme.json')).toEqual({
      code: 0,
      out: ['unchanged ACME: acme.json matches the catalogue (3 games)'],
      err: [],
    });
    expect(await snapshot(t.handle.db)).toEqual(before);
    expect(await run('enable', 'spinpalace', 'ACME')).toMatchObject({
      code: 0,
      out: [expect.stringMatching(/^unchanged: ACME already enabled on spinpalace/)],
    });
    expect(await snapshot(t.handle.db)).toEqual(before);
  });

  it('re-applies a changed document: a game dropped from it leaves the lobby on the next request', async () => {
    const document = acme();
    const [goalLine, , slot] = document.games as Record<string, unknown>[];
    const result = await run(
      'apply',
      file('acme-v2.json', { ...document, games: [{ ...goalLine, game_name: 'Goal Line Live' }, slot] }),
    );
    // Renamed, and the slot moved up a place (its default sort order is ten times its place).
    expect(result).toEqual({
      code: 0,
      out: ['updated ACME: 2 games (0 added, 2 changed, 1 removed)'],
      err: [],
    });
    expect((await providerCount()).sportsbook).toBe(1);
    expect(await lobby('sportsbook')).toEqual(['acme-goal-line']);
    // No wallet_secret in the file: the stored one is kept (the secret is write-only).
    const [provider] = await t.handle.db.select().from(providers).where(eq(providers.code, 'ACME'));
    expect(provider?.walletSecret).toBe(secret);
    const actions = await t.handle.db
      .select({ action: operatorActions.action, target: operatorActions.target })
      .from(operatorActions)
      .where(eq(operatorActions.actor, 'cli:catalogue-tester'));
    expect(actions).toEqual([
      { action: 'catalogue.create', target: 'ACME' },
      { action: 'brand.update', target: 'spinpalace' },
      { action: 'catalogue.update', target: 'ACME' },
    ]);
  });

  it.each([
    ['a file that is not there', ['apply', 'missing.json'], /^Cannot read missing\.json/],
    ['a file that is not JSON', ['apply', 'broken.json'], /^broken\.json is not valid JSON/],
    [
      'a game in an unknown category',
      ['apply', 'bad-type.json'],
      /^Refused: bad-type\.json is invalid, nothing was changed: games\.0\.game_type: /,
    ],
    [
      'a launch URL without the token',
      ['apply', 'bad-launch.json'],
      /launch_url: launchUrlNeedsTokenAndGameCode/,
    ],
    [
      'categories that leave out a game',
      ['apply', 'bad-categories.json'],
      /categories: missingCategory: slots/,
    ],
    [
      'a game code of another provider',
      ['apply', 'taken.json'],
      /gameCodeTaken: pgsoft-lucky-neko-garden \(PGSOFT\)/,
    ],
    ['a slug of another provider', ['apply', 'slug.json'], /slug: slugTaken: PGSOFT/],
    ['a short wallet secret', ['apply', 'short-secret.json'], /wallet_secret: /],
    ['an unknown brand', ['disable', 'nosuchbrand', 'ACME'], /^No brand 'nosuchbrand'$/],
    ['an unknown provider', ['enable', 'lucky', 'NOPE'], /^No provider 'NOPE' in the catalogue/],
    [
      'a game of another provider',
      ['disable', 'lucky', 'ACME/pgsoft-lucky-neko-garden'],
      /^Provider ACME has no game/,
    ],
    ['a lower-case provider', ['enable', 'lucky', 'acme'], /is not PROVIDER or PROVIDER\/game_code/],
    ['an unknown command', ['remove', 'ACME'], /^Unknown command 'remove'/],
  ])('refuses %s with one line and exit code 2, changing nothing', async (_, args, message) => {
    const base = acme({ wallet_secret: secret });
    file('broken.json', '{"code": "ACME",');
    file('bad-type.json', { ...base, games: [{ ...(base.games as object[])[0], game_type: 'pinball' }] });
    file('bad-launch.json', { ...base, launch_url: 'https://acme.example/play?g={game_code}' });
    file('bad-categories.json', { ...base, categories: ['sportsbook'] });
    file('taken.json', {
      ...base,
      games: [
        ...(base.games as object[]),
        { game_code: 'pgsoft-lucky-neko-garden', game_name: 'Neko', game_type: 'slots', img_url: '/x.svg' },
      ],
    });
    file('slug.json', { ...base, slug: 'pgsoft' });
    file('short-secret.json', { ...base, wallet_secret: 'too-short' });
    const before = await snapshot(t.handle.db);
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.out).toEqual([]);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(message);
    expect(result.err[0]).not.toContain(secret);
    expect(await snapshot(t.handle.db)).toEqual(before);
  });

  it('disables and enables a provider on one brand, visible on the next request', async () => {
    expect((await providerCount(lucky)).sabong).toBe(6);
    expect(await run('disable', 'lucky', 'SV388')).toEqual({
      code: 0,
      out: [expect.stringMatching(/^disabled SV388 on lucky \(version \d+\)$/)],
      err: [],
    });
    expect((await providerCount(lucky)).sabong).toBeUndefined();
    expect(await lobby('sabong', lucky)).toEqual([]);
    expect(await run('enable', 'lucky', 'SV388')).toMatchObject({ code: 0, err: [] });
    expect((await providerCount(lucky)).sabong).toBe(6);
  });

  it('disables and enables a single game on one brand, visible on the next request', async () => {
    const game = 'pgsoft-lucky-neko-garden';
    expect(await lobby('slots', lucky, 'PGSOFT')).toContain(game);
    const slots = (await providerCount(lucky)).slots;
    expect(await run('disable', 'lucky', `PGSOFT/${game}`)).toEqual({
      code: 0,
      out: [expect.stringMatching(/^disabled PGSOFT\/pgsoft-lucky-neko-garden on lucky/)],
      err: [],
    });
    expect(await lobby('slots', lucky, 'PGSOFT')).not.toContain(game);
    // Another brand offering PGSOFT still shows it.
    expect(await lobby('slots', spinpalace, 'PGSOFT')).toContain(game);
    const [stored] = await t.handle.db
      .select({ document: brands.document })
      .from(brands)
      .where(eq(brands.code, 'lucky'));
    expect(stored?.document.disabled_games).toEqual([game]);
    expect(await run('enable', 'lucky', `PGSOFT/${game}`)).toMatchObject({ code: 0, err: [] });
    expect(await lobby('slots', lucky, 'PGSOFT')).toContain(game);
    expect((await providerCount(lucky)).slots).toBe(slots);
  });

  it('lists providers with their game counts and each brand state, never the wallet secret', async () => {
    await run('disable', 'goalline', 'ACME/acme-goal-line');
    const { code, out } = await run('list');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^CODE\s+NAME\s+SLUG\s+GAMES\s+POPUP\s+WALLET SECRET\s+GOALLINE\s+/);
    const row = (provider: string) => out.find((line) => line.startsWith(`${provider} `))?.split(/\s{2,}/);
    expect(row('ACME')).toEqual([
      'ACME',
      'Acme Sports',
      'acme',
      '2',
      'no',
      'set',
      'off',
      'off',
      'off',
      'off',
      'on',
    ]);
    expect(row('EVOPLAY')?.slice(0, 5)).toEqual(['EVOPLAY', 'Evoplay', 'evoplay', '27', 'yes']);
    expect(out.join('\n')).not.toContain(secret);
  });
});

describe('catalogue CLI while a server owns the embedded database', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    const handle = await openTestDatabase();
    t = await createTestApp({
      database: handle,
      seed: true,
      async registerWeb(fastify, services) {
        registerCatalogueRunRoute(fastify, services);
      },
    });
    app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test server listens on a port');
    dir = mkdtempSync(join(tmpdir(), 'marquee-catalogue-remote-'));
    writeServerLock(dir, address.port);
  });
  afterAll(async () => {
    removeServerLock(dir);
    rmSync(dir, { recursive: true, force: true });
    await t.close();
    await t.handle.close();
  });

  it('runs the command in the server, which drops its cache: the next request shows the change', async () => {
    const host = 'localhost';
    const count = async () => {
      const res = await t.post('/api/startup', { domain_name: host }, { host });
      return (res.json.provider_count as { category: string; count: number }[]).find(
        (item) => item.category === 'sabong',
      )?.count;
    };
    expect(await count()).toBe(6);
    const out: string[] = [];
    const err: string[] = [];
    const run = (...args: string[]) =>
      runCatalogueCli(args, {
        env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dir }),
        actor: 'cli:remote-tester',
        cwd: demoCatalogueDir,
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
    expect(await run('disable', 'lucky', 'SV388')).toBe(0);
    expect(await count()).toBeUndefined();
    // The shipped demo document is what the seed wrote: applying it changes nothing.
    expect(await run('apply', 'sv388.json')).toBe(0);
    expect(await run('apply', 'nope.json')).toBe(2);
    expect(out).toEqual([
      expect.stringMatching(/^disabled SV388 on lucky/),
      'unchanged SV388: sv388.json matches the catalogue (6 games)',
    ]);
    expect(err).toEqual([expect.stringMatching(/^Cannot read nope\.json/)]);
    const [action] = await t.handle.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.actor, 'cli:remote-tester'));
    expect(action).toMatchObject({ action: 'brand.update', target: 'lucky' });
    expect(await t.handle.db.select({ code: games.gameCode }).from(games)).toHaveLength(204);
  });
});
