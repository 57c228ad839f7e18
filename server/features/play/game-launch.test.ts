import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, gameSessions, games } from '#server/db/schema.ts';
import { lucky, logInDemo, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { fillLaunchTemplate, launchModeOf } from './game-launch.ts';

/**
 * launch_game (issue 11 part 4): a game session bound to player, brand, provider, game and
 * currency, and the provider's address with its token; the demo providers' local driver then plays
 * real rounds through the signed wallet API.
 */
let t: TestApp;
let token: string;

async function firstGameOf(provider: string): Promise<string> {
  const [row] = await t.handle.db
    .select({ code: games.gameCode })
    .from(games)
    .where(eq(games.providerCode, provider))
    .orderBy(games.sortOrder)
    .limit(1);
  if (!row) throw new Error(`no game of ${provider}`);
  return row.code;
}

async function sessionCount(): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(gameSessions);
  return Number(row?.n ?? 0);
}

function launch(fields: Record<string, unknown>, host = lucky.host) {
  return t.post('/api/product/launch_game', { account_id: 'demo1', auth: token, ...fields }, { host });
}

async function balance(): Promise<string> {
  const answer = await t.post(
    '/api/auth/get_balance',
    { account_id: 'demo1', auth: token },
    { host: lucky.host },
  );
  return answer.json.game_balance as string;
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  token = await logInDemo(t, lucky, 'demo1');
});
afterAll(async () => {
  await t.close();
});

describe('launch_game', () => {
  it("answers the provider's address with a fresh token, embedded in the site frame", async () => {
    const game = await firstGameOf('PGSOFT');
    const before = await sessionCount();
    const answer = await launch({ provider_code: 'PGSOFT', game_code: game, lang: 'CN' });
    expect(answer.json).toMatchObject({ statusCode: 1, value: { mode: 'embed' } });
    const url = new URL((answer.json.value as { url: string }).url, 'http://lucky.test');
    expect(url.pathname).toBe('/demo-provider/pgsoft/play');
    expect(url.searchParams.get('game')).toBe(game);
    expect(url.searchParams.get('lang')).toBe('zh-CN');
    expect(url.searchParams.get('currency')).toBe('PHP');
    expect(url.searchParams.get('return_url')).toMatch(/^http:\/\/[^/]+\/$/);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{32,}$/);
    expect(await sessionCount()).toBe(before + 1);
    const [session] = await t.handle.db
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.gameCode, game), eq(gameSessions.providerCode, 'PGSOFT')));
    expect(session).toMatchObject({ currency: 'PHP', providerCode: 'PGSOFT' });
    // Only the token's hash is kept.
    expect(JSON.stringify(session)).not.toContain(url.searchParams.get('token'));
  });

  it('opens EVOPLAY in a popup on a computer and in place of the site on a phone', async () => {
    const game = await firstGameOf('EVOPLAY');
    expect((await launch({ provider_code: 'EVOPLAY', game_code: game })).json.value).toMatchObject({
      mode: 'popup',
    });
    expect(
      (await launch({ provider_code: 'EVOPLAY', game_code: game, device: 'mobile' })).json.value,
    ).toMatchObject({
      mode: 'redirect',
    });
  });

  it('answers gameNotFound and opens no session for a game the brand does not offer', async () => {
    const before = await sessionCount();
    const sabaGame = await firstGameOf('SABA');
    const pgGame = await firstGameOf('PGSOFT');
    // Spin Palace does not offer SABA; a PG Soft game under another provider's code; no such game.
    const spinToken = await logInDemo(t, spin, 'demo1');
    const cases = [
      t.post(
        '/api/product/launch_game',
        { account_id: 'demo1', auth: spinToken, provider_code: 'SABA', game_code: sabaGame },
        { host: spin.host },
      ),
      launch({ provider_code: 'JILI', game_code: pgGame }),
      launch({ provider_code: 'PGSOFT', game_code: 'pgsoft-no-such-game' }),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(answer.json).toMatchObject({ statusCode: 0, message: 'gameNotFound' });
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a signed-out player and bad input, changing nothing', async () => {
    const before = await sessionCount();
    const game = await firstGameOf('PGSOFT');
    const signedOut = await t.post(
      '/api/product/launch_game',
      { account_id: 'demo1', auth: 'not-a-session', provider_code: 'PGSOFT', game_code: game },
      { host: lucky.host },
    );
    expect(signedOut.json.statusCode).not.toBe(1);
    expect(signedOut.json.message).toBe('sessionExpired');
    const bad = await launch({ provider_code: 'pg soft', game_code: game, device: 'tv' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.json.statusCode).not.toBe(1);
    expect(await sessionCount()).toBe(before);
  });
});

describe('the launch rules', () => {
  it('fills every known placeholder URL-encoded and leaves unknown ones', () => {
    expect(
      fillLaunchTemplate('https://games.example/{game_code}?t={token}&back={return_url}&x={other}', {
        game_code: 'a b',
        token: 't/1',
        return_url: 'https://lucky.test/',
      }),
    ).toBe('https://games.example/a%20b?t=t%2F1&back=https%3A%2F%2Flucky.test%2F&x={other}');
  });

  it('embeds every provider that is not on the popup list, on any device', () => {
    expect(launchModeOf(false, 'mobile')).toBe('embed');
    expect(launchModeOf(true, 'desktop')).toBe('popup');
  });
});

describe("the demo providers' game (local driver)", () => {
  it('plays a round through the signed wallet API: the stake leaves, the win comes back, the bet is settled', async () => {
    const game = await firstGameOf('JILI');
    const launched = await launch({ provider_code: 'JILI', game_code: game });
    const url = new URL((launched.json.value as { url: string }).url, 'http://lucky.test');
    const page = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: lucky.host },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Spin');
    const start = await balance();
    expect(page.body).toContain(`${start} PHP`);

    const form = new URLSearchParams(url.searchParams);
    form.set('stake', '5');
    const spun = await t.app.inject({
      method: 'POST',
      url: url.pathname.replace('/play', '/spin'),
      headers: { host: lucky.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(spun.statusCode).toBe(303);
    const after = new URL(spun.headers.location as string, 'http://lucky.test');
    const win = BigInt(after.searchParams.get('win') ?? 'missing');
    expect(after.searchParams.get('reels')?.split('.')).toHaveLength(3);
    const toMinor = (text: string) => BigInt(text.replace('.', ''));
    expect(toMinor(await balance())).toBe(toMinor(start) - 500n + win);

    // The newest round of the game: the seed's demo history may hold older ones.
    const [bet] = await t.handle.db
      .select()
      .from(bets)
      .where(eq(bets.gameCode, game))
      .orderBy(desc(bets.id))
      .limit(1);
    expect(bet).toMatchObject({ status: 'settled', stake: 500n, win, providerCode: 'JILI' });

    const shown = await t.app.inject({
      method: 'GET',
      url: `${after.pathname}${after.search}`,
      headers: { host: lucky.host },
    });
    expect(shown.body).toContain(win > 0n ? 'You won' : 'No win this time');
  });

  it('says the session ended, and takes no bet, for a token that opens nothing', async () => {
    const game = await firstGameOf('JILI');
    const query = new URLSearchParams({ token: 'expired-token', game, currency: 'PHP', stake: '1' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo-provider/jili/play?${query}`,
      headers: { host: lucky.host },
    });
    expect(page.body).toContain('This game session has ended');
    const before = await t.handle.db.select({ n: count() }).from(bets);
    const spun = await t.app.inject({
      method: 'POST',
      url: '/demo-provider/jili/spin',
      headers: { host: lucky.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: query.toString(),
    });
    expect(new URL(spun.headers.location as string, 'http://x').searchParams.get('refused')).toBe(
      'INVALID_TOKEN',
    );
    expect(await t.handle.db.select({ n: count() }).from(bets)).toEqual(before);
  });

  it('does not exist with demo mode off', async () => {
    const off = await createTestApp({ env: { DEMO_MODE: 'false' }, seed: false });
    try {
      const page = await off.app.inject({
        method: 'GET',
        url: '/demo-provider/jili/play?token=x&game=y&currency=PHP',
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  }, 120_000);
});
