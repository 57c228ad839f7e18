import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, sessions } from '#server/db/schema.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { loginBody, lucky, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, freshIp, type TestApp } from '#server/test-support/test-app.ts';
import { hashSessionToken } from './session-token.ts';

// Each login or signup runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
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

/** Retry-After of a 429: whole seconds, at least 1. */
function retryAfter(res: { status: number; headers: Record<string, unknown> }): number {
  expect(res.status).toBe(429);
  const value = String(res.headers['retry-after']);
  expect(value).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThanOrEqual(1);
  return Number(value);
}

const codeGuess = (accountId: string, brand = lucky) => ({
  account_id: accountId,
  tac: '123456',
  domain_name: brand.domain_name,
  external_id: brand.external_id,
});

describe('login rate limits', () => {
  it("counts failures per (account, address): address A's 10 wrong passwords stop A, never the owner on B", async () => {
    const attacker = '127.0.0.5';
    const owner = '127.0.0.6';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await t.post('/api/auth/login', loginBody(spin, 'player3', `wrong password ${attempt}`), {
        host: spin.host,
        ip: attacker,
      });
      expect(res.json.message).toBe('invalidCredentials');
    }
    // A is stopped, even with the right password, for what is left of the 15-minute window.
    const refused = await t.post('/api/auth/login', loginBody(spin, 'player3', demoPassword), {
      host: spin.host,
      ip: attacker,
    });
    expect(refused.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    expect(retryAfter(refused)).toBe(15 * 60);
    // The owner on another address logs in at once.
    const fromOwner = await t.post('/api/auth/login', loginBody(spin, 'player3', demoPassword), {
      host: spin.host,
      ip: owner,
    });
    expect(fromOwner.json.statusCode).toBe(1);
    // The same account id on another brand is another account.
    const otherBrand = await t.post('/api/auth/login', loginBody(lucky, 'player3', demoPassword), {
      ip: attacker,
    });
    expect(otherBrand.json.statusCode).toBe(1);
    // The owner's success does not clear A's pair; the window slides, 15 minutes later A may try again.
    t.clock.advance(10 * 60_000);
    const stillRefused = await t.post('/api/auth/login', loginBody(spin, 'player3', demoPassword), {
      host: spin.host,
      ip: attacker,
    });
    expect(retryAfter(stillRefused)).toBe(5 * 60);
    t.clock.advance(5 * 60_000 + 1);
    const later = await t.post('/api/auth/login', loginBody(spin, 'player3', demoPassword), {
      host: spin.host,
      ip: attacker,
    });
    expect(later.json.statusCode).toBe(1);
  });

  it("a successful login clears its pair's count", async () => {
    const ip = '127.0.0.7';
    const options = { host: spin.host, ip };
    // Wrong codes count like wrong passwords (and need no hashing, so the test is quick).
    const wrongGuesses = async () => {
      for (let attempt = 0; attempt < 9; attempt += 1) {
        const res = await t.post('/api/auth/login_tac', codeGuess('player4', spin), options);
        expect(res.json.message).toBe('invalidTac');
      }
    };
    const login = () => t.post('/api/auth/login', loginBody(spin, 'player4', demoPassword), options);
    await wrongGuesses();
    expect((await login()).json.statusCode).toBe(1);
    // Without the reset the pair would hold 9 failures and this round would be refused at its second.
    await wrongGuesses();
    expect((await login()).json.statusCode).toBe(1);
  });

  it('slows one account guessed from many addresses with growing delays; its owner’s address is let through', async () => {
    const owner = '127.0.0.8';
    // The owner logged in from their address before the attack.
    const first = await t.post('/api/auth/login', loginBody(lucky, 'player5', demoPassword), { ip: owner });
    expect(first.json.statusCode).toBe(1);
    // Code guesses share the password limits (and need no hashing, so the test is quick).
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const res = await t.post('/api/auth/login_tac', codeGuess('player5'));
      expect(res.json.message).toBe('invalidTac');
    }
    // Past 20 failures from every address, each new guess waits 1 s, 2 s, 4 s... after the previous one.
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await t.post('/api/auth/login_tac', codeGuess('player5'));
      expect(refused.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
      waits.push(retryAfter(refused));
      t.clock.advance(retryAfter(refused) * 1000);
      expect((await t.post('/api/auth/login_tac', codeGuess('player5'))).json.message).toBe('invalidTac');
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // A new address is slowed too, but the owner on their own address is not.
    const stranger = await t.post('/api/auth/login', loginBody(lucky, 'player5', demoPassword));
    expect(retryAfter(stranger)).toBe(16);
    const again = await t.post('/api/auth/login', loginBody(lucky, 'player5', demoPassword), { ip: owner });
    expect(again.json.statusCode).toBe(1);
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
    expect(refused.json).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    expect(retryAfter(refused)).toBe(15 * 60);
    const elsewhere = await t.post('/api/auth/login', loginBody(lucky, 'demo2', demoPassword));
    expect(elsewhere.json.statusCode).toBe(1);
  });
});
