import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, sessions } from '#server/db/schema.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { ApiError } from '#server/http/api-error.ts';
import { loginBody, lucky, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { authenticateSession, sessionFromCookie } from './player-auth.ts';
import { defaultSessionPolicy } from './session-policy.ts';
import { hashSessionToken } from './session-token.ts';

// Each login or signup runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let luckyId: number;
let spinId: number;
beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  luckyId = (await t.services.siteConfigs.byDomain(lucky.host))!.id;
  spinId = (await t.services.siteConfigs.byDomain(spin.host))!.id;
});
afterAll(() => t.close());

const minute = 60_000;

async function login(accountId = 'demo1', brand = lucky): Promise<string> {
  const res = await t.post('/api/auth/login', loginBody(brand, accountId, demoPassword), {
    host: brand.host,
  });
  if (res.json.statusCode !== 1) throw new Error(res.text);
  return String(res.json.token);
}

async function status(accountId: string, auth: string, host = lucky.host) {
  return (await t.post('/api/settings/check_status', { account_id: accountId, auth }, { host })).json;
}

async function sessionRow(token: string) {
  const [row] = await t.handle.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row!;
}

describe('POST /api/settings/check_status', () => {
  it('answers statusCode 1 while the session holds', async () => {
    const token = await login();
    expect(await status('demo1', token)).toEqual({ statusCode: 1, message: 'OK' });
    expect(await status('DEMO1', token)).toEqual({ statusCode: 1, message: 'OK' });
  });

  it('answers sessionExpired for an unknown token, a malformed one, and another account’s', async () => {
    const token = await login('demo2');
    expect(await status('demo2', 'A'.repeat(43))).toEqual({ statusCode: 0, message: 'sessionExpired' });
    expect(await status('demo2', '')).toEqual({ statusCode: 0, message: 'sessionExpired' });
    expect(await status('demo2', 'not a token')).toEqual({ statusCode: 0, message: 'sessionExpired' });
    expect(await status('demo1', token)).toEqual({ statusCode: 0, message: 'sessionExpired' });
  });

  it("refuses brand A's token on brand B with sessionExpired", async () => {
    const token = await login('demo1', lucky);
    expect(await status('demo1', token, spin.host)).toEqual({ statusCode: 0, message: 'sessionExpired' });
    await expect(
      authenticateSession(
        t.handle.db,
        { account_id: 'demo1', auth: token },
        spinId,
        t.clock.now,
        defaultSessionPolicy,
      ),
    ).rejects.toThrow('sessionExpired');
    expect(await status('demo1', token, lucky.host)).toEqual({ statusCode: 1, message: 'OK' });
  });

  it('answers BLOCK and CLOSE for a blocked or closed account', async () => {
    const token = await login('player3');
    const setStatus = (value: string) =>
      t.handle.db
        .update(accounts)
        .set({ status: value })
        .where(sql`${accounts.accountId} = 'player3' and ${accounts.brandId} = ${luckyId}`);
    await setStatus('blocked');
    expect(await status('player3', token)).toEqual({ statusCode: 0, message: 'BLOCK' });
    await setStatus('closed');
    expect(await status('player3', token)).toEqual({ statusCode: 0, message: 'CLOSE' });
    await setStatus('active');
    expect(await status('player3', token)).toEqual({ statusCode: 1, message: 'OK' });
  });
});

describe('session expiry', () => {
  it('ends a session after 30 idle minutes; each call moves the idle window', async () => {
    const token = await login();
    t.clock.advance(29 * minute);
    expect(await status('demo1', token)).toEqual({ statusCode: 1, message: 'OK' });
    t.clock.advance(29 * minute);
    expect(await status('demo1', token)).toEqual({ statusCode: 1, message: 'OK' });
    t.clock.advance(30 * minute);
    expect(await status('demo1', token)).toEqual({ statusCode: 0, message: 'sessionExpired' });
  });

  it('ends a session 12 hours after login however active it is', async () => {
    const token = await login();
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      expect(await status('demo1', token), `after ${elapsed} minutes`).toEqual({
        statusCode: 1,
        message: 'OK',
      });
      t.clock.advance(20 * minute);
    }
    expect(await status('demo1', token)).toEqual({ statusCode: 0, message: 'sessionExpired' });
  });

  it('writes last_seen_at at most once a minute', async () => {
    const token = await login();
    const created = (await sessionRow(token)).lastSeenAt.getTime();
    t.clock.advance(30_000);
    await status('demo1', token);
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBe(created);
    t.clock.advance(30_000);
    await status('demo1', token);
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBe(created + minute);
  });

  it('follows SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS', async () => {
    const short = await createTestApp({
      host: lucky.host,
      env: { SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_HOURS: '1' },
    });
    try {
      const res = await short.post('/api/auth/login', loginBody(lucky, 'demo1', demoPassword));
      const token = String(res.json.token);
      expect(Number(/Max-Age=(\d+)/.exec(res.cookies[0]!)?.[1])).toBe(3600);
      short.clock.advance(5 * minute);
      const answer = await short.post('/api/settings/check_status', { account_id: 'demo1', auth: token });
      expect(answer.json.message).toBe('sessionExpired');
    } finally {
      await short.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie; logging out again is harmless', async () => {
    const token = await login();
    const other = await login();
    const res = await t.post('/api/auth/logout', { account_id: 'demo1', auth: token });
    expect(res.json).toEqual({ statusCode: 1, message: 'OK' });
    expect(res.cookies).toHaveLength(1);
    expect(res.cookies[0]).toMatch(
      /^marquee_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0/,
    );
    expect(await status('demo1', token)).toEqual({ statusCode: 0, message: 'sessionExpired' });
    expect(await status('demo1', other)).toEqual({ statusCode: 1, message: 'OK' });
    expect((await t.post('/api/auth/logout', { account_id: 'demo1', auth: token })).json.statusCode).toBe(1);
  });

  it("does not end a session from another brand's host or for another account", async () => {
    const token = await login();
    await t.post('/api/auth/logout', { account_id: 'demo1', auth: token }, { host: spin.host });
    await t.post('/api/auth/logout', { account_id: 'demo2', auth: token });
    expect(await status('demo1', token)).toEqual({ statusCode: 1, message: 'OK' });
  });
});

describe('POST /api/settings/profile_update', () => {
  it('stores name and e-mail and answers them in value[0]', async () => {
    const token = await login('demo2');
    const res = await t.post('/api/settings/profile_update', {
      account_id: 'demo2',
      auth: token,
      full_name: '  José María Reyes ',
      contact_email: 'jose.m@example.org',
    });
    expect(res.json).toEqual({
      statusCode: 1,
      message: 'OK',
      value: [{ account_id: 'demo2', full_name: 'José María Reyes', contact_email: 'jose.m@example.org' }],
    });
    const again = await t.post('/api/auth/login', loginBody(lucky, 'demo2', demoPassword));
    expect(again.json).toMatchObject({ fullname: 'José María Reyes', email: 'jose.m@example.org' });
  });

  it('refuses a name with digits or symbols and a bad e-mail address, changing nothing', async () => {
    const token = await login('player4');
    const [before] = await t.handle.db
      .select()
      .from(accounts)
      .where(sql`${accounts.accountId} = 'player4' and ${accounts.brandId} = ${luckyId}`);
    const cases: [string, string, string][] = [
      ['R2D2', 'a@example.com', 'invalidFullName'],
      ['<script>', 'a@example.com', 'invalidFullName'],
      ['n'.repeat(81), 'a@example.com', 'invalidFullName'],
      ['Good Name', 'not-an-email', 'invalidEmailAddress'],
      ['Good Name', `${'a'.repeat(250)}@x.io`, 'invalidEmailAddress'],
    ];
    for (const [full_name, contact_email, key] of cases) {
      const res = await t.post('/api/settings/profile_update', {
        account_id: 'player4',
        auth: token,
        full_name,
        contact_email,
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('invalidRequest');
      expect((res.json.errors as { message: string }[]).map((error) => error.message)).toContain(key);
    }
    const [after] = await t.handle.db
      .select()
      .from(accounts)
      .where(sql`${accounts.accountId} = 'player4' and ${accounts.brandId} = ${luckyId}`);
    expect(after).toEqual(before);
  });

  it('answers sessionExpired without a live session', async () => {
    const res = await t.post('/api/settings/profile_update', {
      account_id: 'demo1',
      auth: 'B'.repeat(43),
      full_name: 'Mallory',
      contact_email: '',
    });
    expect(res.json).toEqual({ statusCode: 0, message: 'sessionExpired' });
  });
});

describe('authenticateSession and sessionFromCookie (player calls and server rendering)', () => {
  it('returns the account row for a live session of the brand, else throws the session message', async () => {
    const token = await login('demo1');
    const { account } = await authenticateSession(
      t.handle.db,
      { account_id: 'demo1', auth: token },
      luckyId,
      t.clock.now,
      defaultSessionPolicy,
    );
    expect(account).toMatchObject({ accountId: 'demo1', brandId: luckyId, status: 'active' });
    const later = new Date(t.clock.now.getTime() + defaultSessionPolicy.idleMs);
    const error = await authenticateSession(
      t.handle.db,
      { account_id: 'demo1', auth: token },
      luckyId,
      later,
      defaultSessionPolicy,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe('sessionExpired');
  });

  it('reads the player of a page request from the marquee_session cookie', async () => {
    const token = await login('demo2');
    const found = await sessionFromCookie(
      t.handle.db,
      `lang=en; marquee_session=${token}; x=1`,
      luckyId,
      t.clock.now,
      defaultSessionPolicy,
    );
    expect(found?.account.accountId).toBe('demo2');
    expect(found?.token).toBe(token);
    expect(
      await sessionFromCookie(
        t.handle.db,
        `marquee_session=${token}`,
        spinId,
        t.clock.now,
        defaultSessionPolicy,
      ),
    ).toBeNull();
    expect(
      await sessionFromCookie(
        t.handle.db,
        'marquee_session=garbage',
        luckyId,
        t.clock.now,
        defaultSessionPolicy,
      ),
    ).toBeNull();
    expect(
      await sessionFromCookie(t.handle.db, undefined, luckyId, t.clock.now, defaultSessionPolicy),
    ).toBeNull();
  });

  it('never stores a token in the clear', async () => {
    const tokens = [await login('demo1'), await login('demo2')];
    const dump = JSON.stringify(await t.handle.db.execute(sql`select * from sessions`));
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(dump).toContain(hashSessionToken(token));
    }
  });
});

describe('pages.pageSession (the load context of server rendering)', () => {
  it('reads the cookie with the app clock and policy', async () => {
    const token = await login('demo1');
    const found = await t.services.pages.pageSession(`theme=x; marquee_session=${token}`, luckyId);
    expect(found?.account.accountId).toBe('demo1');
    expect(found?.token).toBe(token);
    expect(await t.services.pages.pageSession(`marquee_session=${token}`, spinId)).toBeNull();
    expect(await t.services.pages.pageSession(null, luckyId)).toBeNull();
    t.clock.advance(31 * minute);
    expect(await t.services.pages.pageSession(`marquee_session=${token}`, luckyId)).toBeNull();
  });
});
