import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissionSetting } from '#shared/brand/brand-schema.ts';
import { ledgerEntries, sessions } from '#server/db/schema.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import {
  fundedPlayers,
  providerCall,
  testGame,
  walletSecretOf,
} from '#server/features/play/provider-test-kit.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import {
  claimMission,
  missionRewardKey,
  optInMission,
  playerMissions,
  type MissionBrand,
} from './mission-service.ts';
import { brandPeriod } from './brand-period.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

const mission = (overrides: Partial<MissionSetting>): MissionSetting => ({
  id: 'play-rounds',
  title: { EN: 'Play 3 rounds' },
  kind: 'play_rounds',
  target: '3',
  multiplier: null,
  category: null,
  game_code: null,
  repeat: 'daily',
  starts_at: null,
  ends_at: null,
  opt_in: false,
  reward: { type: 'cash', amount: '25' },
  ...overrides,
});

const missions: MissionSetting[] = [
  mission({}),
  mission({ id: 'wager', kind: 'wager_amount', target: '10', title: { EN: 'Wager 10' } }),
  mission({
    id: 'big-win',
    kind: 'win_multiplier',
    target: '1',
    multiplier: '5',
    title: { EN: 'Win 5x' },
    reward: { type: 'minigame_token', amount: '3' },
  }),
  mission({ id: 'joined', opt_in: true, repeat: 'weekly', title: { EN: 'Join, then play 1' }, target: '1' }),
  mission({ id: 'logins', kind: 'login_days', target: '2', repeat: 'once', title: { EN: 'Log in 2 days' } }),
  mission({ id: 'other-game', game_code: 'another-game', title: { EN: 'Play another game' } }),
];

let t: TestApp;
let secret: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  secret = await walletSecretOf(t.handle.db);
}, 60_000);
afterAll(() => t.close());

async function player(code: string) {
  const { brandId, players } = await fundedPlayers(t, code, 1, 1_000_000n);
  const brand: MissionBrand = { id: brandId, document: { ...makeBrandDocument(), missions } };
  return { brand, ...players[0]! };
}

async function play(token: string, stake: number, win: number) {
  const id = `m-${++counter}`;
  const base = { session_token: token, round_id: id, game_code: testGame, currency: 'PHP' };
  expect(
    (await providerCall(t, secret, 'bet', { ...base, transaction_id: `${id}-b`, amount: stake })).body.status,
  ).toBe('OK');
  expect(
    (
      await providerCall(t, secret, 'win', {
        ...base,
        transaction_id: `${id}-w`,
        amount: win,
        round_closed: true,
      })
    ).body.status,
  ).toBe('OK');
}

const byId = async (pk: number, brand: MissionBrand) =>
  Object.fromEntries(
    (await playerMissions(t.handle.db, pk, brand, t.clock.now)).map((item) => [item.mission_id, item]),
  );

describe('missions', () => {
  it('move with real rounds through the provider API, and a claim pays once', async () => {
    const { brand, pk, token } = await player('missionplay');
    let list = await byId(pk, brand);
    expect(list['play-rounds']).toMatchObject({ state: 'active', progress: '0', target: '3', percent: 0 });
    expect(list['joined']).toMatchObject({ state: 'open' });
    await expect(claimMission(t.handle.db, pk, brand, 'play-rounds', t.clock.now)).rejects.toMatchObject({
      key: 'missionNotComplete',
    });
    await play(token, 200, 0);
    await play(token, 300, 1_500);
    list = await byId(pk, brand);
    expect(list['play-rounds']).toMatchObject({ state: 'active', progress: '2', percent: 66.66 });
    expect(list['wager']).toMatchObject({ state: 'active', progress: '5.00', target: '10.00', percent: 50 });
    expect(list['big-win']).toMatchObject({ state: 'completed', progress: '1' });
    expect(list['other-game']).toMatchObject({ progress: '0' });
    // Rounds before joining do not count for an opt-in mission.
    t.clock.advance(1_000);
    await optInMission(t.handle.db, pk, brand, 'joined', t.clock.now);
    expect((await byId(pk, brand))['joined']).toMatchObject({ state: 'active', progress: '0' });
    t.clock.advance(1_000);
    await play(token, 500, 0);
    list = await byId(pk, brand);
    expect(list['play-rounds']).toMatchObject({ state: 'completed', progress: '3', percent: 100 });
    expect(list['wager']).toMatchObject({ state: 'completed', progress: '10.00' });
    expect(list['joined']).toMatchObject({ state: 'completed' });

    const before = (await findWallet(t.handle.db, pk))!;
    const claimed = await claimMission(t.handle.db, pk, brand, 'play-rounds', t.clock.now);
    expect(claimed.state).toBe('claimed');
    expect((await findWallet(t.handle.db, pk))!.cash - before.cash).toBe(2_500n);
    await expect(claimMission(t.handle.db, pk, brand, 'play-rounds', t.clock.now)).rejects.toMatchObject({
      key: 'alreadyClaimed',
    });
    await claimMission(t.handle.db, pk, brand, 'big-win', t.clock.now);
    expect((await findWallet(t.handle.db, pk))!.minigame_token - before.minigame_token).toBe(3n);
    // Progress is read from stored rows: a fresh read (a restarted server) sees the same.
    expect((await byId(pk, brand))['play-rounds']).toMatchObject({ state: 'claimed', progress: '3' });
  });

  it('counts consecutive login days from the sessions table', async () => {
    const { brand, pk } = await player('missionlogin');
    const day = 86_400_000;
    const now = t.clock.now.getTime();
    await t.handle.db.insert(sessions).values(
      [now - 3 * day, now - day, now].map((at, index) => ({
        accountPk: pk,
        tokenHash: `mission-login-${pk}-${index}`,
        createdAt: new Date(at),
        lastSeenAt: new Date(at),
        expiresAt: new Date(at + day),
      })),
    );
    expect((await byId(pk, brand))['logins']).toMatchObject({ state: 'completed', progress: '2' });
  });

  it(`a claim pays once under 200 concurrent claims on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const { brand, pk, token } = await player('missionrace');
    for (let i = 0; i < 3; i++) await play(token, 100, 0);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => claimMission(t.handle.db, pk, brand, 'play-rounds', t.clock.now)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ key: 'alreadyClaimed' });
    const paid = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(
        eq(
          ledgerEntries.idempotencyKey,
          missionRewardKey(
            pk,
            'play-rounds',
            brandPeriod('daily', brand.document.time_zone, t.clock.now).key,
          ),
        ),
      );
    expect(paid).toHaveLength(1);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
