import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDocumentSchema, type BrandDocument } from '#shared/brand/brand-schema.ts';
import { type Maintenance } from '#shared/brand/brand-site-schema.ts';
import { categorySlugs } from '#shared/brand/categories.ts';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import { languageCodes, languages } from '#shared/i18n/languages.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { findBrandByCode, upsertBrand } from '#server/features/brands/brand-repository.ts';
import { contentHashedFileName } from '#server/web/static-cache.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import type { Database } from '#server/db/database.ts';
import {
  accounts,
  bets,
  brandDomains,
  brands,
  games,
  ledgerEntries,
  providerTransactions,
  providers,
  withdrawals,
} from '#server/db/schema.ts';
import { verifyBooks } from '#server/features/operations/books-check.ts';
import { openGameSession } from '#server/features/play/game-session.ts';
import { providerCall, walletSecretOf } from '#server/features/play/provider-test-kit.ts';
import { findWallet } from '#server/features/wallet/ledger.ts';
import { categoryRoutes, demoBrands, jadeslotsBrand, luckyBrand, royalbayBrand } from './demo-brands.ts';
import { catalogueDocumentSchema } from '#shared/catalogue/catalogue-document.ts';
import { applyCatalogue } from '#server/features/catalogue/catalogue-writer.ts';
import {
  categoriesOf,
  demoCatalogueDir,
  demoCatalogueDocuments,
  demoGames,
  demoProviders,
} from './demo-catalogue.ts';
import { demoPlayers, demoWins } from './demo-players.ts';
import { demoWallet } from './demo-wallets.ts';
import { seedDemo } from './seed-demo.ts';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const shipped = (url: string) => existsSync(join(publicDir, url));

async function rowCounts(db: Database) {
  const tables = { providers, games, brands, brandDomains, accounts, withdrawals, bets };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = Number(row?.n ?? 0);
  }
  return result;
}

describe('demo brand documents', () => {
  it.each(demoBrands.map((brand) => [brand.code, brand] as const))(
    '%s passes the brand schema unchanged',
    (_, brand) => {
      const parsed = brandDocumentSchema.safeParse(brand);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      // Already in stored form: no defaults filled in, nothing lower-cased behind our back.
      expect(parsed.data).toEqual(brand);
    },
  );

  it('hold distinct domains, with plain localhost on the lucky brand', () => {
    const domains = demoBrands.flatMap((brand) => brand.domains);
    expect(new Set(domains).size).toBe(domains.length);
    expect(luckyBrand.domains).toContain('localhost');
    // Each domain is its own base domain, so a browser at that host reaches the brand.
    for (const domain of domains) expect(baseDomainOf(domain)).toBe(domain);
  });

  it('refer only to shipped logos, icons, partner logos and chat images', () => {
    for (const brand of demoBrands) {
      const { site } = brand;
      for (const url of [site.logo1, site.logo2, site.logo3, site.manifest_icon])
        expect(shipped(url), url).toBe(true);
      for (const partner of brand.partners) {
        expect(shipped(partner.img_url), partner.img_url).toBe(true);
        expect(partner.href).toMatch(/^https:\/\/www\.[a-z.]+$/);
      }
      if (brand.live_chat.image_id) expect(shipped(brand.live_chat.image_id)).toBe(true);
      for (const item of brand.content.game_menu) {
        expect(shipped(item.icon), item.icon).toBe(true);
        // Raster and named after its bytes (decision 0041): kept a year, painted off the main thread.
        const [, folder = '', base = ''] =
          /^\/(icons\/categories)\/([a-z]+)\.[0-9a-f]{12}\.webp$/.exec(item.icon) ?? [];
        expect(folder, item.icon).toBe('icons/categories');
        expect(item.icon).toBe(
          `/${folder}/${contentHashedFileName(base, 'webp', readFileSync(join(publicDir, item.icon)))}`,
        );
      }
      for (const entry of brand.seo) expect(shipped(entry.meta_image_url)).toBe(true);
    }
    for (const code of languageCodes) expect(shipped(`/icons/flags/${languages[code].icon}`)).toBe(true);
    expect(shipped('/icons/live-chat.svg')).toBe(true);
  });

  it('name hot games the brand offers, and providers of the catalogue', () => {
    const known = new Set(demoProviders.map((provider) => provider.code));
    for (const brand of demoBrands) {
      for (const code of brand.providers) expect(known.has(code), `${brand.code}: ${code}`).toBe(true);
      for (const code of brand.hot_games) {
        const game = demoGames.find((candidate) => candidate.game_code === code);
        expect(game, `${brand.code}: ${code}`).toBeDefined();
        expect(brand.providers).toContain(game?.provider_code);
      }
    }
    expect(luckyBrand.hot_games).toHaveLength(15);
    expect(
      demoGames.filter((game) => luckyBrand.hot_games.includes(game.game_code)).map((g) => g.game_type),
    ).toEqual(Array(15).fill('slots'));
    expect([...new Set(demoBrands.map((brand) => [...brand.providers].sort().join()))]).toHaveLength(
      demoBrands.length,
    );
  });

  it('give menu entries the spec routes, and leave the client a product entry to drop', () => {
    const productIds = new Set<string>(categorySlugs);
    const dropped: Record<string, string[]> = {};
    for (const brand of demoBrands) {
      const offered = categoriesOf(brand.providers);
      for (const item of brand.content.menu) {
        if (productIds.has(item.content_id)) {
          expect(item.url).toBe(categoryRoutes[item.content_id as (typeof categorySlugs)[number]]);
          if (!offered.has(item.content_id as (typeof categorySlugs)[number]))
            (dropped[brand.code] ??= []).push(item.content_id);
        }
      }
      expect(brand.content.menu.some((item) => item.content_id === 'promotions')).toBe(true);
      expect(brand.content.game_menu.map((item) => item.content_id)).toEqual(['HOT', ...categorySlugs]);
    }
    expect(dropped).toEqual({
      spinpalace: ['sportsbook'],
      goalline: ['fish'],
      jadeslots: ['livecasino'],
      royalbay: ['sportsbook'],
    });
  });

  it('name menu entries by keys of the ui message group, or by provider names', () => {
    const ui = JSON.parse(readFileSync(join(publicDir, localeFileUrl('EN', 'ui')), 'utf8')) as Record<
      string,
      unknown
    >;
    const providerNames = new Set(demoProviders.map((provider) => provider.name));
    for (const brand of demoBrands) {
      for (const item of [...brand.content.menu, ...brand.content.game_menu])
        expect(ui, item.name).toHaveProperty([item.name]);
      for (const child of brand.content.menu.flatMap((item) => item.children))
        expect(providerNames).toContain(child.name);
    }
  });

  it('give lucky every CMS page and SEO entry in English and Filipino', () => {
    for (const entry of Object.values(luckyBrand.cms)) {
      expect(entry.status).toBe(true);
      expect(entry.en_body.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(entry.local_body.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(entry.local_body).not.toBe(entry.en_body);
    }
    expect(luckyBrand.seo.map((entry) => entry.page_name)).toEqual([
      'home',
      'slots',
      'casino',
      'about',
      'promotions',
    ]);
    const home = luckyBrand.seo[0];
    expect(home?.en_item_name).toBe('Welcome to Lucky Casino');
    expect(home?.local_item_name).toBe('Maligayang pagdating sa Lucky Casino');
  });

  it('open the jadeslots maintenance window only between its start and end', () => {
    const { maintenance } = jadeslotsBrand;
    expect(maintenance.is_maintenance).toBe(false);
    const start = Date.parse(maintenance.start_date ?? '');
    const end = Date.parse(maintenance.end_date ?? '');
    expect(end).toBeLessThan(Date.now());
    expect(isUnderMaintenance(maintenance, new Date(start + 60 * 60_000))).toBe(true);
    expect(isUnderMaintenance(maintenance, new Date(start))).toBe(true);
    expect(isUnderMaintenance(maintenance, new Date(start - 1))).toBe(false);
    expect(isUnderMaintenance(maintenance, new Date(end))).toBe(false);
    expect(isUnderMaintenance(maintenance, new Date())).toBe(false);
    expect(isUnderMaintenance(royalbayBrand.maintenance, new Date())).toBe(true);
  });
});

describe('demo catalogue', () => {
  it('holds at least 200 uniquely coded games in all 13 categories from at least 6 providers', () => {
    expect(demoGames.length).toBeGreaterThanOrEqual(200);
    expect(new Set(demoGames.map((game) => game.game_code)).size).toBe(demoGames.length);
    expect(new Set(demoGames.map((game) => `${game.provider_code}/${game.game_name}`)).size).toBe(
      demoGames.length,
    );
    const perCategory = new Map<string, number>();
    for (const game of demoGames) perCategory.set(game.game_type, (perCategory.get(game.game_type) ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual([...categorySlugs].sort());
    for (const [category, n] of perCategory) expect(n, category).toBeGreaterThanOrEqual(6);
    const slots = perCategory.get('slots') ?? 0;
    expect(slots).toBeGreaterThanOrEqual(60);
    expect(Math.max(...perCategory.values())).toBe(slots);
    const used = new Set(demoGames.map((game) => game.provider_code));
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect(used).toContain('HOUSE');
    expect([...used].sort()).toEqual(demoProviders.map((provider) => provider.code).sort());
    for (const code of used) expect(code).toMatch(/^[A-Z0-9_]+$/);
  });

  it('ships a small 300x300 WebP card for every game, named after its bytes', () => {
    for (const game of demoGames) {
      const path = join(publicDir, game.img_url);
      expect(existsSync(path), game.img_url).toBe(true);
      const card = readFileSync(path);
      expect(game.img_url).toBe(`/games/${contentHashedFileName(game.game_code, 'webp', card)}`);
      expect(card.length).toBeLessThan(12_288);
      // A simple lossy WebP (no colour profile, no alpha): RIFF, WEBP, one VP8 chunk of 300x300.
      expect(card.toString('latin1', 0, 4)).toBe('RIFF');
      expect(card.toString('latin1', 8, 16)).toBe('WEBPVP8 ');
      expect([card.readUInt16LE(26) & 0x3fff, card.readUInt16LE(28) & 0x3fff]).toEqual([300, 300]);
    }
    const cards = readdirSync(join(publicDir, 'games'));
    expect(cards.sort()).toEqual(demoGames.map((game) => game.img_url.slice('/games/'.length)).sort());
  });
});

describe('demo catalogue documents', () => {
  const files = readdirSync(demoCatalogueDir).filter((name) => name.endsWith('.json'));

  it.each(files)('catalogue/%s passes the catalogue schema as an operator would apply it', (name) => {
    const raw = JSON.parse(readFileSync(join(demoCatalogueDir, name), 'utf8')) as Record<string, unknown>;
    const parsed = catalogueDocumentSchema.safeParse(raw);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(name).toBe(`${String(raw.slug)}.json`);
    // A secret in the repository would open the demo providers' wallet in production too.
    expect(raw).not.toHaveProperty('wallet_secret');
    // HOUSE is Marquee's own provider and plays in production too; the others are stood in for
    // by the demo providers' local driver.
    expect(raw.launch_url).toBe(
      raw.code === 'HOUSE'
        ? '/house/play?token={token}&game={game_code}&lang={lang}&currency={currency}'
        : `/demo-provider/${String(raw.slug)}/play?token={token}&game={game_code}&lang={lang}&currency={currency}&return_url={return_url}`,
    );
    expect(raw.logo_url).toBe(`/providers/${String(raw.slug)}.svg`);
    expect(shipped(String(raw.logo_url)), String(raw.logo_url)).toBe(true);
  });

  it('opens only EVOPLAY in a window of its own', () => {
    expect(
      demoCatalogueDocuments.filter((document) => document.popup).map((document) => document.code),
    ).toEqual(['EVOPLAY']);
  });

  it('gives every game artwork of its own: no two cards or provider logos are the same file', () => {
    const cards = demoGames.map((game) => readFileSync(join(publicDir, game.img_url), 'utf8'));
    expect(new Set(cards).size).toBe(cards.length);
    const logos = demoCatalogueDocuments.map((document) =>
      readFileSync(join(publicDir, document.logo_url), 'utf8'),
    );
    expect(new Set(logos).size).toBe(logos.length);
    for (const [index, document] of demoCatalogueDocuments.entries())
      expect(logos[index]).toContain(`>${document.name}</text>`);
  });
});

describe('seedDemo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds the catalogue, brands, players and payout history', async () => {
    expect(await rowCounts(t.handle.db)).toEqual({
      providers: demoProviders.length,
      games: demoGames.length,
      brands: demoBrands.length,
      brandDomains: demoBrands.flatMap((brand) => brand.domains).length,
      accounts: demoPlayers.length,
      withdrawals: 12 * demoBrands.length,
      bets: expect.any(Number),
    });
    const [winning] = await t.handle.db
      .select({ n: count() })
      .from(bets)
      .where(sql`${bets.win} > 0`);
    expect(winning?.n).toBe(15 * demoBrands.length);
    const stored = await findBrandByCode(t.handle.db, 'lucky');
    expect(stored?.document).toEqual(luckyBrand);
    const [active] = await t.handle.db
      .select({ n: count() })
      .from(accounts)
      .where(sql`${accounts.status} <> 'active'`);
    expect(active?.n).toBe(0);
  });

  it('stores the providers as their documents say, so applying the shipped files changes nothing', async () => {
    const rows = await t.handle.db.select().from(providers).orderBy(providers.code);
    expect(rows.map((row) => [row.code, row.slug, row.logoUrl, row.popup])).toEqual(
      demoCatalogueDocuments.map((document) => [
        document.code,
        document.slug,
        document.logo_url,
        document.popup,
      ]),
    );
    const evoplay = rows.find((row) => row.code === 'EVOPLAY');
    expect(evoplay?.categories).toEqual(['slots', 'arcade', 'crash']);
    expect(evoplay?.launchUrl).toContain('/demo-provider/evoplay/play?token={token}');
    const stored = await t.handle.db.select().from(games);
    expect(stored.filter((game) => game.isNew).length).toBe(demoGames.filter((game) => game.is_new).length);
    let published = 0;
    for (const document of demoCatalogueDocuments) {
      const result = await applyCatalogue(t.handle.db, document, 'test', async () => {
        published += 1;
      });
      expect(result.changed, document.code).toBe(false);
    }
    expect(published).toBe(0);
  });

  it('does nothing when seeded again', async () => {
    const before = await rowCounts(t.handle.db);
    await seedDemo(t.handle.db);
    expect(await rowCounts(t.handle.db)).toEqual(before);
  });

  it('answers startup for plain localhost with the lucky brand and every category', async () => {
    const res = await t.post('/api/startup', { domain_name: 'localhost' }, { host: 'localhost' });
    expect(res.json.statusCode).toBe(1);
    expect(res.json.site).toMatchObject({
      site_name: 'Lucky Casino',
      theme_code: 'casino1',
      theme_color: 'gold',
    });
    expect(res.json.maintenance).toMatchObject({ is_maintenance: false });
    const categories = (res.json.provider_count as { category: string }[]).map((item) => item.category);
    expect(categories.sort()).toEqual([...categorySlugs].sort());
  });

  it('answers startup for spinpalace.localhost without the categories it has no games in', async () => {
    const host = 'spinpalace.localhost';
    const res = await t.post('/api/startup', { domain_name: baseDomainOf(host) }, { host });
    expect(res.json.statusCode).toBe(1);
    expect(res.json.site).toMatchObject({ theme_code: 'slot2', theme_color: 'neon', currency: 'USD' });
    expect(res.json.live_chat).toMatchObject({ status: false });
    const categories = (res.json.provider_count as { category: string }[]).map((item) => item.category);
    expect(categories).toContain('slots');
    expect(categories).not.toContain('sportsbook');
    expect(categories).not.toContain('livecasino');
  });

  it('answers startup for royalbay.localhost with maintenance on', async () => {
    const res = await t.post(
      '/api/startup',
      { domain_name: 'royalbay.localhost' },
      { host: 'royalbay.localhost' },
    );
    expect(res.json.statusCode).toBe(1);
    expect(res.json.maintenance).toMatchObject({ is_maintenance: true });
  });

  it('answers startup for jadeslots.localhost with maintenance off outside its window', async () => {
    const res = await t.post(
      '/api/startup',
      { domain_name: 'jadeslots.localhost' },
      { host: 'jadeslots.localhost' },
    );
    expect(res.json.statusCode).toBe(1);
    expect(res.json.maintenance).toEqual(jadeslotsBrand.maintenance);
    // The window the client got opens maintenance at an instant inside it.
    const served = res.json.maintenance as Maintenance;
    const insideWindow = new Date(Date.parse(served.start_date ?? '') + 30 * 60_000);
    expect(isUnderMaintenance(served, insideWindow)).toBe(true);
    expect(isUnderMaintenance(served, new Date())).toBe(false);
  });

  it('fills the withdrawal and winners tickers with recent history', async () => {
    const res = await t.post(
      '/api/settings/top10winner_withdrawal',
      { domain_name: 'localhost', external_id: luckyBrand.site.external_id },
      { host: 'localhost' },
    );
    expect(res.json.statusCode).toBe(1);
    const paid = res.json.withrawal as { created_at: string }[];
    expect(paid).toHaveLength(10);
    expect(Date.now() - Date.parse(paid[0]?.created_at ?? '')).toBeLessThan(60 * 60_000);
    expect(Number(res.json.hour_withdrawal)).toBeGreaterThan(0);
    expect(res.json.winner).toHaveLength(10);
    const luckyPlayers = demoPlayers.filter((player) => player.brand === 'lucky');
    expect(res.json.registered_player).toBe(luckyPlayers.length);
    expect(res.json.deposited_player).toBe(luckyPlayers.filter((p) => p.firstDepositDaysAgo !== null).length);
    expect(res.json.active_player).toBe(
      luckyPlayers.filter((p) => p.lastActiveHoursAgo !== null && p.lastActiveHoursAgo < 24).length,
    );
  });

  it('plays every round on a game of the catalogue that the brand offers', async () => {
    for (const brand of demoBrands) {
      const rows = await t.handle.db
        .select({ provider: games.providerCode, roundProvider: bets.providerCode })
        .from(bets)
        .innerJoin(brands, eq(brands.id, bets.brandId))
        .leftJoin(games, eq(games.gameCode, bets.gameCode))
        .where(eq(brands.code, brand.code));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(brand.providers).toContain(row.provider);
        expect(row.roundProvider).toBe(row.provider);
      }
    }
  });

  it('writes each demo win as a settled round with its stake, ledger entries and provider callbacks', async () => {
    const rounds = await t.handle.db
      .select({
        brand: brands.code,
        accountId: accounts.accountId,
        round: bets,
      })
      .from(bets)
      .innerJoin(brands, eq(brands.id, bets.brandId))
      .innerJoin(accounts, eq(accounts.id, bets.accountPk));
    const winning = rounds.filter(({ round }) => round.win > 0n);
    // The same wins the history names (their instants are relative to the seed's clock).
    const key = (brand: string, accountId: string, game: string, amount: bigint) =>
      `${brand}/${accountId}/${game}/${amount}`;
    expect(
      winning.map(({ brand, accountId, round }) => key(brand, accountId, round.gameCode, round.win)).sort(),
    ).toEqual(
      demoBrands
        .flatMap((brand) => demoWins(brand, new Date()))
        .map((row) => key(row.brand, row.account_id, row.game_code, row.amountMinor))
        .sort(),
    );
    for (const { round } of rounds) {
      expect(round).toMatchObject({ status: 'settled', rolledBackAt: null });
      expect(round.stake).toBeGreaterThan(0n);
      // A win pays more than its stake: the board's wins are real wins.
      if (round.win > 0n) expect(round.win).toBeGreaterThan(round.stake);
      expect(round.settledAt!.getTime()).toBeGreaterThan(round.placedAt.getTime());

      const entries = await t.handle.db
        .select({
          key: ledgerEntries.idempotencyKey,
          kind: ledgerEntries.kind,
          balance: ledgerEntries.balance,
          amount: ledgerEntries.amount,
          reference: ledgerEntries.reference,
          at: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.reference} = ${`${round.providerCode}:${round.roundId}`}`)
        .orderBy(ledgerEntries.id);
      const ledgerKey = (side: string) => `provider:${round.providerCode}:${round.roundId}:${side}`;
      const reference = `${round.providerCode}:${round.roundId}`;
      expect(entries).toEqual([
        {
          key: ledgerKey('bet'),
          kind: 'bet',
          balance: 'cash',
          amount: -round.stake,
          reference,
          at: round.placedAt,
        },
        ...(round.win > 0n
          ? [
              {
                key: ledgerKey('win'),
                kind: 'win',
                balance: 'cash',
                amount: round.win,
                reference,
                at: round.settledAt,
              },
            ]
          : []),
      ]);

      const callbacks = await t.handle.db
        .select({
          transactionId: providerTransactions.transactionId,
          kind: providerTransactions.kind,
          amount: providerTransactions.amount,
          result: providerTransactions.result,
          reference: providerTransactions.referenceTransactionId,
          at: providerTransactions.createdAt,
        })
        .from(providerTransactions)
        .where(eq(providerTransactions.betId, round.id))
        .orderBy(providerTransactions.id);
      expect(callbacks).toEqual([
        {
          transactionId: `${round.roundId}:bet`,
          kind: 'bet',
          amount: round.stake,
          result: 'OK',
          reference: null,
          at: round.placedAt,
        },
        {
          transactionId: `${round.roundId}:win`,
          kind: 'win',
          amount: round.win,
          result: 'OK',
          reference: `${round.roundId}:bet`,
          at: round.settledAt,
        },
      ]);
    }
  });

  it('gives every demo player with a win losing rounds too', async () => {
    const rows = await t.handle.db
      .select({
        accountPk: bets.accountPk,
        wins: sql<number>`count(*) filter (where ${bets.win} > 0)`.mapWith(Number),
        losses: sql<number>`count(*) filter (where ${bets.win} = 0)`.mapWith(Number),
      })
      .from(bets)
      .groupBy(bets.accountPk);
    expect(rows.filter((row) => row.wins > 0).length).toBeGreaterThan(demoBrands.length);
    for (const row of rows) expect(row.losses).toBeGreaterThan(0);
  });

  it('answers a provider resending a seeded round its original results, moving nothing', async () => {
    const [row] = await t.handle.db
      .select({ round: bets, currency: sql<string>`${brands.document} -> 'site' ->> 'currency'` })
      .from(bets)
      .innerJoin(brands, eq(brands.id, bets.brandId))
      .where(sql`${bets.win} > 0`)
      .limit(1);
    const round = row!.round;
    const { token } = await openGameSession(t.handle.db, {
      brandId: round.brandId,
      accountPk: round.accountPk,
      providerCode: round.providerCode,
      gameCode: round.gameCode,
      now: t.clock.now,
    });
    const secret = await walletSecretOf(t.handle.db, round.providerCode);
    const stored = await t.handle.db
      .select({ id: providerTransactions.id, kind: providerTransactions.kind })
      .from(providerTransactions)
      .where(eq(providerTransactions.betId, round.id));
    const before = await findWallet(t.handle.db, round.accountPk);
    const common = {
      session_token: token,
      round_id: round.roundId,
      game_code: round.gameCode,
      currency: row!.currency,
    };
    const bet = await providerCall(
      t,
      secret,
      'bet',
      { ...common, transaction_id: `${round.roundId}:bet`, amount: Number(round.stake) },
      { provider: round.providerCode },
    );
    const win = await providerCall(
      t,
      secret,
      'win',
      {
        ...common,
        transaction_id: `${round.roundId}:win`,
        amount: Number(round.win),
        bet_transaction_id: `${round.roundId}:bet`,
        round_closed: true,
      },
      { provider: round.providerCode },
    );
    expect([bet.body, win.body]).toMatchObject([
      { status: 'OK', transaction_id: String(stored.find((tx) => tx.kind === 'bet')?.id) },
      { status: 'OK', transaction_id: String(stored.find((tx) => tx.kind === 'win')?.id) },
    ]);
    expect(await findWallet(t.handle.db, round.accountPk)).toEqual(before);
  });

  it('ends every wallet at its profile balance, and the books verify', async () => {
    const rows = await t.handle.db
      .select({ pk: accounts.id, accountId: accounts.accountId, brand: brands.code })
      .from(accounts)
      .innerJoin(brands, eq(brands.id, accounts.brandId));
    for (const row of rows) {
      const brand = demoBrands.find((candidate) => candidate.code === row.brand)!;
      const players = demoPlayers.filter((player) => player.brand === row.brand);
      const place = players.findIndex((player) => player.account_id === row.accountId);
      const profileCash = demoWallet(brand, players[place]!, place).changes.find(
        (change) => change.balance === 'cash',
      )!.amount;
      expect(await findWallet(t.handle.db, row.pk), `${row.brand}/${row.accountId}`).toMatchObject({
        cash: profileCash,
        cash_held: 0n,
      });
    }
    expect(await verifyBooks(t.handle.db)).toEqual([]);
  });
});

describe('seedDemo on a database of its own', () => {
  it('never touches an operator brand, and seeds once when two server copies start together', async () => {
    const handle = await openTestDatabase();
    try {
      const operator: BrandDocument = { ...royalbayBrand, code: 'operator', domains: ['casino.example'] };
      await handle.db.transaction((tx) => upsertBrand(tx, operator));
      await seedDemo(handle.db);
      expect(await rowCounts(handle.db)).toMatchObject({ brands: 1, games: 0, accounts: 0, withdrawals: 0 });
      expect((await findBrandByCode(handle.db, 'operator'))?.version).toBe(1);

      await handle.db.delete(brands);
      await Promise.all([seedDemo(handle.db), seedDemo(handle.db)]);
      expect(await rowCounts(handle.db)).toMatchObject({
        brands: demoBrands.length,
        games: demoGames.length,
        accounts: demoPlayers.length,
        withdrawals: 12 * demoBrands.length,
      });
    } finally {
      await handle.close();
    }
  });
});
