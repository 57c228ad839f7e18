import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameEntrySchema } from '#shared/contract/site-contract.ts';
import { balanceCall, maxFavourites, vipCall } from '#shared/contract/wallet-contract.ts';
import { vipSummary } from '#shared/rules/vip-progress.ts';
import { vipLadderOf } from '#shared/vip/vip-ladder.ts';
import { accounts, brands, favourites, ledgerEntries, vipProgress, wallets } from '#server/db/schema.ts';
import { demoBrands } from '#server/db/seed/demo-brands.ts';
import { demoGames } from '#server/db/seed/demo-catalogue.ts';
import { demoPlayers } from '#server/db/seed/demo-players.ts';
import { demoWallet } from '#server/db/seed/demo-wallets.ts';
import { lucky, spin, logInDemo } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { postOperation, verifyLedger } from './ledger.ts';
import { applyBrand } from '#server/features/brands/brand-service.ts';
import { addFavourite, type WalletBrand } from './wallet-service.ts';
import { grantFrozenTokens } from '#server/features/minigame/minigame-service.ts';
import { withPageRequestLookups } from '#server/features/accounts/page-request-lookups.ts';
import { saveVipStanding } from './vip-progress-repository.ts';

let t: TestApp;
let luckyDemo1: string;
let luckyDemo2: string;
let spinDemo1: string;

async function accountOf(brandCode: string, accountId: string) {
  const [row] = await t.handle.db
    .select({ pk: accounts.id, brandId: accounts.brandId })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(and(eq(brands.code, brandCode), eq(accounts.accountId, accountId)));
  if (!row) throw new Error(`no account ${brandCode}/${accountId}`);
  return row;
}

/** Everything a wallet call could write. */
async function writes() {
  const n = async (table: typeof wallets | typeof ledgerEntries | typeof favourites | typeof vipProgress) =>
    Number((await t.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    wallets: await n(wallets),
    entries: await n(ledgerEntries),
    favourites: await n(favourites),
    vip: await n(vipProgress),
    favouriteRows: await t.handle.db
      .select()
      .from(favourites)
      .orderBy(favourites.accountPk, favourites.gameCode),
  };
}

const brandOf = (code: string) => demoBrands.find((brand) => brand.code === code)!;
const playerOf = (code: string, accountId: string) => {
  const players = demoPlayers.filter((player) => player.brand === code);
  const place = players.findIndex((player) => player.account_id === accountId);
  return { player: players[place]!, place };
};

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  [luckyDemo1, luckyDemo2, spinDemo1] = await Promise.all([
    logInDemo(t, lucky, 'demo1'),
    logInDemo(t, lucky, 'demo2'),
    logInDemo(t, spin, 'demo1'),
  ]);
});
afterAll(() => t.close());

describe('/api/auth/get_balance', () => {
  it("answers the player's available cash in the brand currency and the token balances", async () => {
    const res = await t.post('/api/auth/get_balance', { account_id: 'demo1', auth: luckyDemo1 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      statusCode: 1,
      message: 'OK',
      currency: 'PHP',
      game_balance: '62537.50',
      game_token: '25',
      minigame: { frozen_token: '4', token_balance: '12' },
    });
    const usd = await t.post(
      '/api/auth/get_balance',
      { account_id: 'demo1', auth: spinDemo1 },
      { host: spin.host },
    );
    expect(usd.json).toMatchObject({
      statusCode: 1,
      currency: 'USD',
      game_balance: '1250.75',
      game_token: '25',
    });
  });

  it('leaves out cash held for a pending withdrawal, exactly to the cent', async () => {
    const { pk, brandId } = await accountOf('lucky', 'demo2');
    await postOperation(t.handle.db, {
      accountPk: pk,
      brandId,
      idempotencyKey: 'test:hold:demo2',
      kind: 'hold',
      changes: [{ balance: 'cash_held', amount: 1_000_001n }],
    });
    const res = await t.post('/api/auth/get_balance', { account_id: 'DEMO2', auth: luckyDemo2 });
    // 32040 US cents at 50 PHP a dollar is 16020.00 PHP; 10000.01 of it is held.
    expect(res.json).toMatchObject({ statusCode: 1, game_balance: '6019.99' });
  });
});

describe('/api/auth/vip', () => {
  it("lists the player's progress first, then the ladder, and the client's summary reads it", async () => {
    const res = await t.post('/api/auth/vip', { account_id: 'demo1', auth: luckyDemo1 });
    expect(res.json.statusCode).toBe(1);
    const levels = res.json.nextLevel as Record<string, string>[];
    expect(levels).toHaveLength(1 + vipLadderOf(brandOf('lucky')).length);
    expect(levels[0]).toEqual({
      starting_deposit: '125000.00',
      cycle_deposit: '210000.00',
      deposit_next: '500000.00',
      starting_turnover: '1250000.00',
      cycle_turnover: '3550000.00',
      turnover_next: '5000000.00',
      vip_name: 'Lucky Platinum',
      vip_name_next: 'Lucky Diamond',
    });
    expect(levels.slice(1).map((level) => level.vip_name)).toEqual(
      vipLadderOf(brandOf('lucky')).map((level) => level.name),
    );
    expect(levels.at(-1)).toMatchObject({
      vip_name: 'Lucky Diamond',
      vip_name_next: '',
      deposit_next: '0.00',
    });
    expect(vipSummary(levels)).toEqual({
      totalDeposit: '335000.00',
      depoProgress: 42,
      totalTurnover: '4800000.00',
      toProgress: 71,
      currentLevel: 'Lucky Platinum',
      nextLevel: 'Lucky Diamond',
    });
  });

  it('shows a player without VIP history at the first level with no progress', async () => {
    const { pk } = await accountOf('lucky', 'player6');
    await t.handle.db.delete(vipProgress).where(eq(vipProgress.accountPk, pk));
    const token = await logInDemo(t, lucky, 'player6');
    const res = await t.post('/api/auth/vip', { account_id: 'player6', auth: token });
    const first = (res.json.nextLevel as Record<string, string>[])[0];
    expect(first).toMatchObject({
      vip_name: 'Lucky Bronze',
      vip_name_next: 'Lucky Silver',
      cycle_deposit: '0.00',
    });
    expect(vipSummary([first!]).depoProgress).toBe(0);
  });
});

describe('favourites', () => {
  it('fav_list answers the seeded favourites, newest first, as game entries', async () => {
    const { player, place } = playerOf('lucky', 'demo1');
    const res = await t.post('/api/home/fav_list', { account_id: 'demo1', auth: luckyDemo1 });
    expect(res.json.statusCode).toBe(1);
    const value = res.json.value as { game_code: string }[];
    expect(value.map((game) => game.game_code)).toEqual(
      demoWallet(brandOf('lucky'), player, place).favourites,
    );
    for (const game of value) expect(gameEntrySchema.strict().safeParse(game).success).toBe(true);
  });

  it('fav_add puts a game of the brand first, once; fav_remove takes it out, once', async () => {
    const { player, place } = playerOf('lucky', 'demo1');
    const seeded = demoWallet(brandOf('lucky'), player, place).favourites;
    const code = brandOf('lucky').hot_games.find((candidate) => !seeded.includes(candidate))!;
    const before = await writes();
    const added = await t.post('/api/home/fav_add', {
      account_id: 'demo1',
      auth: luckyDemo1,
      game_code: code,
    });
    expect(added.json.statusCode).toBe(1);
    const list = (added.json.value as { game_code: string }[]).map((game) => game.game_code);
    expect(list[0]).toBe(code);
    expect(list).toHaveLength(4);
    const again = await t.post('/api/home/fav_add', {
      account_id: 'demo1',
      auth: luckyDemo1,
      game_code: code,
    });
    expect(again.json).toEqual(added.json);
    expect((await writes()).favourites).toBe(before.favourites + 1);

    const removed = await t.post('/api/home/fav_remove', {
      account_id: 'demo1',
      auth: luckyDemo1,
      game_code: code,
    });
    expect(removed.json.statusCode).toBe(1);
    expect((removed.json.value as { game_code: string }[]).map((game) => game.game_code)).toEqual(
      list.slice(1),
    );
    const twice = await t.post('/api/home/fav_remove', {
      account_id: 'demo1',
      auth: luckyDemo1,
      game_code: code,
    });
    expect(twice.json).toEqual(removed.json);
    expect(await writes()).toEqual(before);
  });

  it('leaves out a game the brand switched off: not added, not listed, back when switched on', async () => {
    const game = demoGames.find((candidate) => candidate.provider_code === 'PGSOFT')!;
    const credentials = { account_id: 'demo2', auth: luckyDemo2, game_code: game.game_code };
    expect((await t.post('/api/home/fav_add', credentials)).json.statusCode).toBe(1);
    const luckyDocument = structuredClone(brandOf('lucky'));
    const setDisabled = async (disabled: string[]) => {
      await applyBrand(t.handle.db, { ...luckyDocument, disabled_games: disabled }, 'test', () =>
        t.services.brandBus.publish(),
      );
    };
    await setDisabled([game.game_code]);
    try {
      const listed = await t.post('/api/home/fav_list', { account_id: 'demo2', auth: luckyDemo2 });
      expect((listed.json.value as { game_code: string }[]).map((entry) => entry.game_code)).not.toContain(
        game.game_code,
      );
      const other = demoGames.find(
        (candidate) => candidate.provider_code === 'PGSOFT' && candidate.game_code !== game.game_code,
      )!;
      await setDisabled([game.game_code, other.game_code]);
      expect(
        (await t.post('/api/home/fav_add', { ...credentials, game_code: other.game_code })).json,
      ).toEqual({ statusCode: 0, message: 'gameNotFound' });
    } finally {
      await setDisabled([]);
    }
    const back = await t.post('/api/home/fav_list', { account_id: 'demo2', auth: luckyDemo2 });
    expect((back.json.value as { game_code: string }[]).map((entry) => entry.game_code)).toContain(
      game.game_code,
    );
  });

  it('refuses unknown games and games of providers the brand does not offer: gameNotFound', async () => {
    const foreign = demoGames.find((game) => !brandOf('spinpalace').providers.includes(game.provider_code))!;
    const before = await writes();
    for (const [path, code] of [
      ['/api/home/fav_add', 'no-such-game'],
      ['/api/home/fav_add', foreign.game_code],
      ['/api/home/fav_remove', 'no-such-game'],
      ['/api/home/fav_remove', foreign.game_code],
    ] as const) {
      const res = await t.post(
        path,
        { account_id: 'demo1', auth: spinDemo1, game_code: code },
        { host: spin.host },
      );
      expect(res.status, `${path} ${code}`).toBe(200);
      expect(res.json, `${path} ${code}`).toEqual({ statusCode: 0, message: 'gameNotFound' });
    }
    expect(await writes()).toEqual(before);
  });

  it(`holds at most ${maxFavourites} favourites: tooManyFavourites`, async () => {
    const { pk, brandId } = await accountOf('lucky', 'player4');
    const brand: WalletBrand = {
      id: brandId,
      currency: 'PHP',
      offer: brandOf('lucky'),
      vipLadder: vipLadderOf(brandOf('lucky')),
    };
    const held = new Set(
      (await t.handle.db.select().from(favourites).where(eq(favourites.accountPk, pk))).map(
        (row) => row.gameCode,
      ),
    );
    const candidates = demoGames.filter((game) => !held.has(game.game_code)).map((game) => game.game_code);
    for (const code of candidates.slice(0, maxFavourites - held.size))
      await addFavourite(t.handle.db, pk, brand, code);
    const token = await logInDemo(t, lucky, 'player4');
    const full = await t.post('/api/home/fav_add', {
      account_id: 'player4',
      auth: token,
      game_code: candidates[maxFavourites]!,
    });
    expect(full.json).toEqual({ statusCode: 0, message: 'tooManyFavourites' });
    // One already there can still be "added" (nothing changes).
    const again = await t.post('/api/home/fav_add', {
      account_id: 'player4',
      auth: token,
      game_code: candidates[0]!,
    });
    expect(again.json.statusCode).toBe(1);
    expect(again.json.value).toHaveLength(maxFavourites);
  });
});

describe('player calls refuse', () => {
  const calls = [
    ['/api/auth/get_balance', {}],
    ['/api/auth/vip', {}],
    ['/api/home/fav_list', {}],
    ['/api/home/fav_add', { game_code: 'pgsoft-mahjong-fortune-ways' }],
    ['/api/home/fav_remove', { game_code: 'pgsoft-mahjong-fortune-ways' }],
  ] as const;

  it.each(calls)('%s with a wrong, malformed or foreign token: sessionExpired', async (path, extra) => {
    const before = await writes();
    const wrongToken = `${luckyDemo1.slice(0, -1)}${luckyDemo1.endsWith('A') ? 'B' : 'A'}`;
    for (const body of [
      { account_id: 'demo1', auth: wrongToken },
      { account_id: 'demo1', auth: 'not-a-token' },
      { account_id: 'demo1', auth: '' },
      // A live token, but of another account.
      { account_id: 'demo1', auth: luckyDemo2 },
    ]) {
      const res = await t.post(path, { ...body, ...extra });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ statusCode: 0, message: 'sessionExpired' });
    }
    expect(await writes()).toEqual(before);
  });

  it.each(calls)("%s with a session of the same account id on another brand's host", async (path, extra) => {
    // demo1 exists on lucky and on spinpalace: the lucky session opens nothing at spinpalace.
    const res = await t.post(path, { account_id: 'demo1', auth: luckyDemo1, ...extra }, { host: spin.host });
    expect(res.json).toEqual({ statusCode: 0, message: 'sessionExpired' });
    const unknown = await t.post(
      path,
      { account_id: 'demo1', auth: luckyDemo1, ...extra },
      { host: 'nowhere.example' },
    );
    expect(unknown.json).toEqual({ statusCode: 0, message: 'unknownDomain' });
  });

  it.each(calls)('%s hostile bodies with 4xx and a message key, writing nothing', async (path) => {
    const before = await writes();
    const hostile: unknown[] = [
      {},
      [],
      'null',
      '{"account_id": "demo1", "auth":',
      { account_id: 'demo1' },
      { auth: luckyDemo1 },
      { account_id: 42, auth: luckyDemo1, game_code: 'x' },
      { account_id: 'demo1', auth: { $ne: '' }, game_code: 'x' },
      { account_id: "demo1' or '1'='1", auth: luckyDemo1, game_code: 'x' },
      { account_id: 'd'.repeat(10_000), auth: luckyDemo1, game_code: 'x' },
      { account_id: 'demo1', auth: 'a'.repeat(300), game_code: 'x' },
      { account_id: 'demo1', auth: `${luckyDemo1}\u0000`, game_code: 'x' },
      ...(path === '/api/home/fav_add' || path === '/api/home/fav_remove'
        ? [
            { account_id: 'demo1', auth: luckyDemo1 },
            { account_id: 'demo1', auth: luckyDemo1, game_code: '' },
            { account_id: 'demo1', auth: luckyDemo1, game_code: "x'; drop table favourites; --" },
            { account_id: 'demo1', auth: luckyDemo1, game_code: '\ud800' },
            { account_id: 'demo1', auth: luckyDemo1, game_code: 'g'.repeat(65) },
            { account_id: 'demo1', auth: luckyDemo1, game_code: ['pgsoft-mahjong-fortune-ways'] },
          ]
        : []),
    ];
    for (const body of hostile) {
      const res = await t.post(path, body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.json.statusCode, label).not.toBe(1);
      expect(String(res.json.message), label).toMatch(/^[a-zA-Z]+$/);
    }
    expect(await writes()).toEqual(before);
  });
});

describe('get_balance and frozen minigame tokens', () => {
  it('unlocks a grant whose time has come before it answers, and not before', async () => {
    const auth = await logInDemo(t, lucky, 'player4');
    const { pk, brandId } = await accountOf('lucky', 'player4');
    const balance = async () =>
      (await t.post('/api/auth/get_balance', { account_id: 'player4', auth })).json.minigame as {
        frozen_token: string;
        token_balance: string;
      };
    const before = await balance();
    await grantFrozenTokens(t.handle.db, {
      accountPk: pk,
      brandId,
      tokens: 5n,
      source: 'mission',
      sourceKey: 'test:frozen:player4',
      unlockAt: new Date(t.clock.now.getTime() + 60_000),
      now: t.clock.now,
    });
    const frozen = {
      frozen_token: String(BigInt(before.frozen_token) + 5n),
      token_balance: before.token_balance,
    };
    expect(await balance()).toEqual(frozen);
    t.clock.advance(59_000);
    expect(await balance()).toEqual(frozen);
    t.clock.advance(1_000);
    expect(await balance()).toEqual({
      frozen_token: before.frozen_token,
      token_balance: String(BigInt(before.token_balance) + 5n),
    });
  });
});

describe("a page render's balance and vip calls", () => {
  const page = { host: lucky.host, protocol: 'http' } as const;
  const firstLevel = (answer: { nextLevel?: Record<string, string>[] } | object) =>
    'nextLevel' in answer ? answer.nextLevel?.[0] : undefined;

  it('share one read of the wallet and the VIP standing within the page, and only within it', async () => {
    const { pk } = await accountOf('lucky', 'demo2');
    const standing = (cycleDeposit: bigint) => ({
      level: 1,
      startingDeposit: 0n,
      cycleDeposit,
      startingTurnover: 0n,
      cycleTurnover: 0n,
    });
    await saveVipStanding(t.handle.db, pk, standing(100_00n));
    const credentials = { account_id: 'demo2', auth: luckyDemo2 };
    const { pages } = t.services;
    const { balance, vip } = await withPageRequestLookups(async () => {
      const balance = await pages.playerCall(balanceCall, page, credentials);
      // Counted after the page's balance call read the wallet: the page's vip call answers from
      // that same read, as one consistent header.
      await saveVipStanding(t.handle.db, pk, standing(250_00n));
      return { balance, vip: await pages.playerCall(vipCall, page, credentials) };
    });
    expect(balance).toMatchObject({ statusCode: 1, currency: 'PHP' });
    expect(firstLevel(vip)).toMatchObject({ cycle_deposit: '100.00', vip_name: 'Lucky Silver' });
    // The next page, and the browser's own call, read the standing anew.
    const nextPage = await withPageRequestLookups(() => pages.playerCall(vipCall, page, credentials));
    expect(firstLevel(nextPage)).toMatchObject({ cycle_deposit: '250.00' });
    expect(firstLevel((await t.post(vipCall.path, credentials)).json)).toMatchObject({
      cycle_deposit: '250.00',
    });
  });

  it('show a player without VIP history at the first level in a page too', async () => {
    const { pk } = await accountOf('lucky', 'player6');
    await t.handle.db.delete(vipProgress).where(eq(vipProgress.accountPk, pk));
    const credentials = { account_id: 'player6', auth: await logInDemo(t, lucky, 'player6') };
    const vip = await withPageRequestLookups(async () => {
      await t.services.pages.playerCall(balanceCall, page, credentials);
      return t.services.pages.playerCall(vipCall, page, credentials);
    });
    expect(firstLevel(vip)).toMatchObject({ vip_name: 'Lucky Bronze', cycle_deposit: '0.00' });
  });
});

describe('after all the calls above', () => {
  it('the ledger is sound', async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
