import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSignups, accounts, credentials, sessions, tacCodes } from '#server/db/schema.ts';
import {
  loginBody,
  lucky,
  registerPlayer,
  signupBody,
  spin,
  type BrandHost,
} from '#server/test-support/demo-accounts.ts';
import { createTestApp, freshIp, type TestApp } from '#server/test-support/test-app.ts';
import { TacService, tacRules } from './tac-service.ts';

// Each login or signup runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
});
afterAll(() => t.close());

const site = (brand: BrandHost) => ({ domain_name: brand.domain_name, external_id: brand.external_id });

async function accountRow(accountId: string, brand = lucky) {
  const config = await t.services.siteConfigs.byDomain(brand.host);
  const [row] = await t.handle.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountId, accountId), eq(accounts.brandId, config!.id)));
  return row;
}

async function codeRows(accountId: string) {
  const account = await accountRow(accountId);
  return t.handle.db.select().from(tacCodes).where(eq(tacCodes.accountPk, account!.id)).orderBy(tacCodes.id);
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/auth/signup', () => {
  it('creates a pending account with every signup field, a scrypt hash, and texts a registration code', async () => {
    const res = await t.post(
      '/api/auth/signup',
      signupBody(lucky, {
        account_id: 'New_Player1',
        contact_phone: '+639170000001',
        contact_email: 'new.player@example.com',
        password: 'a perfectly fine pass',
      }),
    );
    expect(res.json).toEqual({ statusCode: 1, message: 'OK', expires_in: 300 });
    expect(res.cookies).toEqual([]);

    const account = await accountRow('new_player1');
    expect(account).toMatchObject({
      status: 'pending',
      contactPhone: '+639170000001',
      contactEmail: 'new.player@example.com',
    });
    const [signup] = await t.handle.db
      .select()
      .from(accountSignups)
      .where(eq(accountSignups.accountPk, account!.id));
    expect(signup).toMatchObject({
      referrerCode: 'REF42',
      ch: 'google',
      cm: 'spring',
      pp: 'landing2',
      affiliateCode: 'AFF7',
      fbp: 'fb.1.1700000000.123',
      appsflyerId: 'af-123',
      visitorId: 'v-9',
    });
    expect(signup!.ipAddress).toMatch(/^10\./);
    const [credential] = await t.handle.db
      .select()
      .from(credentials)
      .where(eq(credentials.accountPk, account!.id));
    expect(credential!.passwordHash).toMatch(
      /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/,
    );
    expect(credential!.passwordHash).not.toContain('a perfectly fine pass');

    const code = await t.latestCode('new_player1');
    expect(code).toMatch(/^\d{6}$/);
    const [tac] = await codeRows('new_player1');
    expect(tac!.purpose).toBe('register');
    expect(tac!.codeHash).not.toContain(code);
    expect(tac!.expiresAt.getTime() - tac!.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('texts the code in the brand default language, naming the site', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'texted_en', contact_phone: '+639170000002' }),
    );
    const rows = await t.services.db.query.smsOutbox.findMany({
      where: (outbox, { eq: equals }) => equals(outbox.accountId, 'texted_en'),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatch(/^Your Lucky Casino code is \d{6}\. It expires in 5 minutes\.$/);
    expect(rows[0]!.phone).toBe('+639170000002');
    expect(rows[0]!.driver).toBe('outbox');
  });

  it('answers accountExists for a taken id, unless the same phone signs up again for a pending account', async () => {
    const body = signupBody(lucky, { account_id: 'twice_here', contact_phone: '+639170000003' });
    await t.post('/api/auth/signup', body);
    const first = await t.latestCode('twice_here');
    const again = await t.post('/api/auth/signup', { ...body, password: 'another fine pass' });
    expect(again.json).toEqual({ statusCode: 1, message: 'OK', expires_in: 300 });
    expect(await t.outboxCount('twice_here')).toBe(2);
    const rows = await codeRows('twice_here');
    expect(rows[0]!.replacedAt).not.toBeNull();
    expect(rows[1]!.replacedAt).toBeNull();
    expect(await t.latestCode('twice_here')).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);

    const otherPhone = await t.post('/api/auth/signup', { ...body, contact_phone: '+639170000099' });
    expect(otherPhone.json).toEqual({ statusCode: 0, message: 'accountExists' });
    const active = await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'demo1', contact_phone: '+639171234501' }),
    );
    expect(active.json).toEqual({ statusCode: 0, message: 'accountExists' });
  });

  it('lets the same account id exist on two brands', async () => {
    const res = await t.post(
      '/api/auth/signup',
      signupBody(spin, { account_id: 'demo1', contact_phone: '+12025550999' }),
      { host: spin.host },
    );
    expect(res.json).toEqual({ statusCode: 0, message: 'accountExists' });
    const fresh = await t.post(
      '/api/auth/signup',
      signupBody(spin, { account_id: 'player6', contact_phone: '+12025550998' }),
      { host: spin.host },
    );
    expect(fresh.json.statusCode).toBe(1);
  });

  it('refuses short, long and common passwords with their own keys, writing nothing', async () => {
    const before = await t.handle.db.select({ n: count() }).from(accounts);
    const cases = [
      ['short', 'passwordTooShort'],
      ['x'.repeat(65), 'passwordTooLong'],
      ['password123', 'commonPassword'],
      ['Qwerty123', 'commonPassword'],
      ['iloveyou', 'commonPassword'],
    ] as const;
    for (const [password, key] of cases) {
      const res = await t.post(
        '/api/auth/signup',
        signupBody(lucky, { account_id: 'weak_pw', contact_phone: '+639170000004', password }),
      );
      expect(res.json, password).toEqual({ statusCode: 0, message: key });
    }
    // 8 and 64 characters (counted as characters, not bytes) are fine.
    const emoji = '🎰'.repeat(8);
    const ok = await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'emoji_pw', contact_phone: '+639170000005', password: emoji }),
    );
    expect(ok.json.statusCode).toBe(1);
    const after = await t.handle.db.select({ n: count() }).from(accounts);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect(await t.outboxCount('weak_pw')).toBe(0);
  });
});

describe('POST /api/auth/tac/verify', () => {
  it('activates the account and logs in, like login', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, {
        account_id: 'verify_me',
        contact_phone: '+639170000010',
        contact_email: 'v@example.com',
      }),
    );
    const code = await t.latestCode('verify_me');
    const res = await t.post('/api/auth/tac/verify', { ...site(lucky), account_id: 'verify_me', tac: code });
    expect(res.json).toMatchObject({
      statusCode: 1,
      message: 'OK',
      user: { account_id: 'verify_me', session_token: res.json.token },
      fullname: '',
      email: 'v@example.com',
    });
    expect(res.cookies[0]).toMatch(/^marquee_session=[A-Za-z0-9_-]{43};/);
    expect((await accountRow('verify_me'))!.status).toBe('active');
    // The password chosen at signup now logs in.
    const login = await t.post('/api/auth/login', loginBody(lucky, 'verify_me', 'correct horse battery'));
    expect(login.json.statusCode).toBe(1);
    // Activation brought the brand's welcome message with its claimable reward (100 PHP on lucky).
    const inbox = await t.post('/api/settings/get_inbox', {
      ...site(lucky),
      account_id: 'verify_me',
      auth: res.json.token,
    });
    expect(inbox.json.statusCode).toBe(1);
    expect(inbox.json.value).toEqual([
      expect.objectContaining({
        title: 'Welcome!',
        reward: { type: 'cash', amount: '100.00' },
        claimed: false,
      }),
    ]);
  });

  it('refuses a replayed code', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'replayer', contact_phone: '+639170000011' }),
    );
    const code = await t.latestCode('replayer');
    const body = { ...site(lucky), account_id: 'replayer', tac: code };
    expect((await t.post('/api/auth/tac/verify', body)).json.statusCode).toBe(1);
    const replay = await t.post('/api/auth/tac/verify', body);
    expect(replay.json).toEqual({ statusCode: 0, message: 'invalidTac' });
    expect(replay.cookies).toEqual([]);
  });

  it('kills a code after 5 wrong tries: tooManyAttempts, even for the right code', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'guesser', contact_phone: '+639170000012' }),
    );
    const code = (await t.latestCode('guesser'))!;
    const wrong = { ...site(lucky), account_id: 'guesser', tac: wrongCode(code) };
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await t.post('/api/auth/tac/verify', wrong)).json.message).toBe('invalidTac');
    expect((await t.post('/api/auth/tac/verify', wrong)).json).toEqual({
      statusCode: 0,
      message: 'tooManyAttempts',
    });
    const right = await t.post('/api/auth/tac/verify', { ...wrong, tac: code });
    expect(right.json).toEqual({ statusCode: 0, message: 'tooManyAttempts' });
    expect((await codeRows('guesser'))[0]!.attempts).toBe(tacRules.maxWrongAttempts);
    expect((await accountRow('guesser'))!.status).toBe('pending');
  });

  it('expires a code after 5 minutes', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'too_late', contact_phone: '+639170000013' }),
    );
    const code = await t.latestCode('too_late');
    t.clock.advance(5 * 60_000);
    const res = await t.post('/api/auth/tac/verify', { ...site(lucky), account_id: 'too_late', tac: code });
    expect(res.json).toEqual({ statusCode: 0, message: 'tacExpired' });
    t.clock.advance(-5 * 60_000);
  });

  it('accepts only the newest code after a resend', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'resender', contact_phone: '+639170000014' }),
    );
    const old = (await t.latestCode('resender'))!;
    const resend = await t.post('/api/auth/tac/request_new_register', {
      ...site(lucky),
      account_id: 'resender',
    });
    expect(resend.json).toEqual({ statusCode: 1, message: 'OK', expires_in: 300 });
    const fresh = (await t.latestCode('resender'))!;
    const rows = await codeRows('resender');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.replacedAt).not.toBeNull();
    if (old !== fresh) {
      const withOld = await t.post('/api/auth/tac/verify', {
        ...site(lucky),
        account_id: 'resender',
        tac: old,
      });
      expect(withOld.json).toEqual({ statusCode: 0, message: 'invalidTac' });
    }
    const withFresh = await t.post('/api/auth/tac/verify', {
      ...site(lucky),
      account_id: 'resender',
      tac: fresh,
    });
    expect(withFresh.json.statusCode).toBe(1);
  });

  it('binds a code to its purpose and account', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'bound_a', contact_phone: '+639170000015' }),
    );
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'bound_b', contact_phone: '+639170000016' }),
    );
    const codeOfA = (await t.latestCode('bound_a'))!;
    const codeOfB = (await t.latestCode('bound_b'))!;
    if (codeOfA !== codeOfB) {
      const crossed = await t.post('/api/auth/tac/verify', {
        ...site(lucky),
        account_id: 'bound_b',
        tac: codeOfA,
      });
      expect(crossed.json.message).toBe('invalidTac');
    }
    // A registration code does not log in.
    const asLogin = await t.post('/api/auth/login_tac', {
      ...site(lucky),
      account_id: 'bound_a',
      tac: codeOfA,
    });
    expect(asLogin.json).toEqual({ statusCode: 0, message: 'invalidTac' });
    expect(
      (await t.post('/api/auth/tac/verify', { ...site(lucky), account_id: 'bound_a', tac: codeOfA })).json
        .statusCode,
    ).toBe(1);
  });
});

describe('code sending limits', () => {
  it('refuses the 6th code of an account within an hour, and sends again an hour later', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'many_codes', contact_phone: '+639170000020' }),
    );
    for (let send = 2; send <= 5; send += 1) {
      const res = await t.post('/api/auth/tac/request_new_register', {
        ...site(lucky),
        account_id: 'many_codes',
      });
      expect(res.json.statusCode, `send ${send}`).toBe(1);
    }
    const sixth = await t.post('/api/auth/tac/request_new_register', {
      ...site(lucky),
      account_id: 'many_codes',
    });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    // Every 429 says when to come back: here when the first of the five leaves the hour.
    expect(sixth.headers['retry-after']).toBe('3600');
    expect(await t.outboxCount('many_codes')).toBe(5);
    t.clock.advance(60 * 60_000 + 1);
    const later = await t.post('/api/auth/tac/request_new_register', {
      ...site(lucky),
      account_id: 'many_codes',
    });
    expect(later.json.statusCode).toBe(1);
    expect(await t.outboxCount('many_codes')).toBe(6);
  });

  it('counts the stored codes too, so a fresh limiter (another server copy) still refuses', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'db_counted', contact_phone: '+639170000021' }),
    );
    const account = await accountRow('db_counted');
    const now = t.clock.now;
    const tac = new TacService(t.handle.db, randomBytes(32));
    for (let i = 0; i < 4; i += 1) {
      const code = await tac.issue(account!.id, 'register', now);
      expect(code).toMatch(/^\d{6}$/);
    }
    expect(await tac.issue(account!.id, 'register', now)).toBe('tooManyRequests');
    // Through the API the stored count refuses too, and the 429 still carries a Retry-After.
    const refused = await t.post('/api/auth/tac/request_new_register', {
      ...site(lucky),
      account_id: 'db_counted',
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('allows 20 code requests per IP address an hour', async () => {
    const ip = freshIp();
    for (let request = 0; request < 20; request += 1) {
      const res = await t.post(
        '/api/auth/tac/request_login',
        { ...site(lucky), account_id: `nobody_${request}` },
        { ip },
      );
      expect(res.json.statusCode).toBe(1);
    }
    const refused = await t.post(
      '/api/auth/tac/request_login',
      { ...site(lucky), account_id: 'demo2' },
      { ip },
    );
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    expect(refused.headers['retry-after']).toBe('3600');
  });
});

describe('login by code', () => {
  it('texts a login code to an active account and logs in with it once', async () => {
    await registerPlayer(t, lucky, { account_id: 'code_login', contact_phone: '+639170000030' });
    const request = await t.post('/api/auth/tac/request_login', { ...site(lucky), account_id: 'code_login' });
    expect(request.json).toEqual({ statusCode: 1, message: 'OK', expires_in: 300 });
    const code = await t.latestCode('code_login');
    const body = { account_id: 'code_login', tac: code, ...site(lucky) };
    const res = await t.post('/api/auth/login_tac', body);
    expect(res.json).toMatchObject({ statusCode: 1, message: 'OK', user: { account_id: 'code_login' } });
    expect(res.cookies[0]).toMatch(/^marquee_session=/);
    expect((await t.post('/api/auth/login_tac', body)).json).toEqual({
      statusCode: 0,
      message: 'invalidTac',
    });
  });

  it('answers the same for unknown, pending and active accounts, texting only the active one', async () => {
    await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'still_pending', contact_phone: '+639170000031' }),
    );
    const before = await t.outboxCount();
    const answers = [];
    for (const accountId of ['no_such_player', 'still_pending', 'player4'])
      answers.push(
        (await t.post('/api/auth/tac/request_login', { ...site(lucky), account_id: accountId })).json,
      );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    expect(await t.outboxCount()).toBe(before + 1);
  });

  it('refuses a code for an unknown account with invalidTac', async () => {
    const res = await t.post('/api/auth/login_tac', {
      account_id: 'ghost_user',
      tac: '123456',
      ...site(lucky),
    });
    expect(res.json).toEqual({ statusCode: 0, message: 'invalidTac' });
  });

  it('writes a session only on success', async () => {
    const before = await t.handle.db.select({ n: count() }).from(sessions);
    await t.post('/api/auth/login_tac', { account_id: 'player3', tac: '000000', ...site(lucky) });
    const after = await t.handle.db.select({ n: count() }).from(sessions);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('signup with only the required fields', () => {
  it('stores empty optional fields', async () => {
    const res = await t.post('/api/auth/signup', {
      ...site(lucky),
      account_id: 'bare_signup',
      password: 'just the needed ones',
      contact_phone: '+639170000050',
    });
    expect(res.json.statusCode).toBe(1);
    const account = await accountRow('bare_signup');
    expect(account!.contactEmail).toBe('');
    const [signup] = await t.handle.db
      .select()
      .from(accountSignups)
      .where(eq(accountSignups.accountPk, account!.id));
    expect(signup).toMatchObject({ referrerCode: '', fbp: '', visitorId: '' });
  });
});
