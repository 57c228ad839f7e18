import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, sessions } from '../../db/schema.ts';
import { demoPassword } from '../../db/seed/demo-players.ts';
import {
  createAccountTestApp,
  freshIp,
  loginBody,
  lucky,
  spin,
  type AccountTestApp,
} from './account-test-kit.ts';
import { hashSessionToken } from './session-token.ts';

// Each login or signup runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('logs a demo player in: token in the body twice, name and e-mail, session stored hashed', async () => {
    const res = await t.post('/api/auth/login', loginBody(lucky, 'demo1', demoPassword));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      statusCode: 1,
      message: 'OK',
      user: { account_id: 'demo1' },
      fullname: 'Maria Santos',
      email: 'maria.santos@example.com',
    });
    const token = String(res.json.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((res.json.user as { session_token: string }).session_token).toBe(token);

    const rows = await t.handle.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
  });

  it('sets the session cookie HttpOnly, Secure, SameSite=Lax, Path=/ for at most the absolute expiry', async () => {
    const res = await t.post('/api/auth/login', loginBody(lucky, 'demo2', demoPassword));
    expect(res.cookies).toHaveLength(1);
    const cookie = res.cookies[0]!;
    expect(cookie.startsWith(`marquee_session=${String(res.json.token)};`)).toBe(true);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
  });

  it('accepts the account id in any case', async () => {
    const res = await t.post('/api/auth/login', loginBody(lucky, 'DEMO1', demoPassword));
    expect(res.json.statusCode).toBe(1);
    expect((res.json.user as { account_id: string }).account_id).toBe('demo1');
  });

  it('answers invalidCredentials alike for a wrong password and an unknown account, without a cookie', async () => {
    const wrong = await t.post('/api/auth/login', loginBody(lucky, 'demo1', 'not the password'));
    const unknown = await t.post('/api/auth/login', loginBody(lucky, 'nobody_here', demoPassword));
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ statusCode: 0, message: 'invalidCredentials' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('spends about as long on an unknown account as on a wrong password (dummy hash)', async () => {
    await t.post('/api/auth/login', loginBody(lucky, 'nobody_x', 'warm up the dummy'));
    // The fastest of three runs each: robust against a busy machine.
    const fastest = async (accountId: string) => {
      const times: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        await t.post('/api/auth/login', loginBody(lucky, accountId, `wrong password ${run}`));
        times.push(performance.now() - started);
      }
      return Math.min(...times);
    };
    const unknown = await fastest('nobody_y');
    const known = await fastest('player3');
    // Both run one scrypt at the real cost (hundreds of milliseconds); neither is a fast path.
    expect(unknown).toBeGreaterThan(known / 3);
    expect(known).toBeGreaterThan(unknown / 3);
  });

  it("refuses an account of brand A on brand B's host, even with the right password", async () => {
    // demo1 exists on both brands with the same password; spin's player5 does not exist on lucky.
    const onSpin = await t.post('/api/auth/login', loginBody(spin, 'demo1', demoPassword), {
      host: spin.host,
    });
    expect(onSpin.json.fullname).toBe('Emily Carter');
    const luckyOnly = await t.post('/api/auth/login', loginBody(spin, 'player6', demoPassword), {
      host: spin.host,
    });
    expect(luckyOnly.json).toEqual({ statusCode: 0, message: 'invalidCredentials' });
    // The body cannot name another brand than the host's.
    const crossed = await t.post('/api/auth/login', loginBody(lucky, 'player6', demoPassword), {
      host: spin.host,
    });
    expect(crossed.json).toEqual({ statusCode: 0, message: 'domainMismatch' });
    const wrongSite = await t.post(
      '/api/auth/login',
      { ...loginBody(spin, 'demo1', demoPassword), external_id: lucky.external_id },
      { host: spin.host },
    );
    expect(wrongSite.json).toEqual({ statusCode: 0, message: 'siteMismatch' });
  });

  it('answers accountNotVerified, BLOCK and CLOSE only after the right password', async () => {
    const cases = [
      ['player4', 'pending', 'accountNotVerified'],
      ['player5', 'blocked', 'BLOCK'],
      ['player6', 'closed', 'CLOSE'],
    ] as const;
    for (const [accountId, status, key] of cases) {
      await t.handle.db.update(accounts).set({ status }).where(eq(accounts.accountId, accountId));
      const right = await t.post('/api/auth/login', loginBody(lucky, accountId, demoPassword));
      expect(right.json, accountId).toEqual({ statusCode: 0, message: key });
      expect(right.cookies).toEqual([]);
      const wrong = await t.post('/api/auth/login', loginBody(lucky, accountId, 'wrong password 1'));
      expect(wrong.json, accountId).toEqual({ statusCode: 0, message: 'invalidCredentials' });
    }
    for (const [accountId] of cases)
      await t.handle.db.update(accounts).set({ status: 'active' }).where(eq(accounts.accountId, accountId));
  });
});

describe('login rate limits', () => {
  it('allows 10 attempts per account and brand in 15 minutes, then answers 429 tooManyRequests', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await t.post('/api/auth/login', loginBody(spin, 'player3', `wrong password ${attempt}`), {
        host: spin.host,
      });
      expect(res.json.message).toBe('invalidCredentials');
    }
    const refused = await t.post('/api/auth/login', loginBody(spin, 'player3', demoPassword), {
      host: spin.host,
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    // The same account id on another brand is another account.
    const otherBrand = await t.post('/api/auth/login', loginBody(lucky, 'player3', demoPassword));
    expect(otherBrand.json.statusCode).toBe(1);
    // The window slides: 15 minutes later the right password works again.
    t.clock.advance(15 * 60_000 + 1);
    const later = await t.post('/api/auth/login', loginBody(spin, 'player3', demoPassword), {
      host: spin.host,
    });
    expect(later.json.statusCode).toBe(1);
  });

  it('allows 30 secret-guessing attempts per IP address in 15 minutes, whatever the account', async () => {
    const ip = freshIp();
    // Login codes share the password bucket (and need no hashing, so the test is quick).
    for (let attempt = 0; attempt < 29; attempt += 1) {
      const res = await t.post(
        '/api/auth/login_tac',
        {
          account_id: `ghost_${attempt}`,
          tac: '123456',
          domain_name: lucky.domain_name,
          external_id: lucky.external_id,
        },
        { ip },
      );
      expect(res.json.message).toBe('invalidTac');
    }
    const last = await t.post('/api/auth/login', loginBody(lucky, 'ghost_x', 'some password'), { ip });
    expect(last.json.message).toBe('invalidCredentials');
    const refused = await t.post('/api/auth/login', loginBody(lucky, 'demo2', demoPassword), { ip });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    const elsewhere = await t.post('/api/auth/login', loginBody(lucky, 'demo2', demoPassword));
    expect(elsewhere.json.statusCode).toBe(1);
  });
});
