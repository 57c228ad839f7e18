import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lucky, signupBody, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { smsOutbox } from '#server/db/schema.ts';
import { loadEnv } from '#server/config/env.ts';
import { devOutboxEnabled } from './dev-outbox.ts';

const postgresUrl = 'postgres://marquee@127.0.0.1:1/not-opened';

// Each login or signup runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

describe('devOutboxEnabled', () => {
  it('is exactly demo mode, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['development', 'test', 'production'] as const) {
      expect(devOutboxEnabled(loadEnv({ NODE_ENV })), NODE_ENV).toBe(true);
      expect(devOutboxEnabled(loadEnv({ NODE_ENV, DEMO_MODE: 'false' })), NODE_ENV).toBe(false);
      expect(devOutboxEnabled(loadEnv({ NODE_ENV, DATABASE_URL: postgresUrl })), NODE_ENV).toBe(false);
      expect(devOutboxEnabled(loadEnv({ NODE_ENV, DATABASE_URL: postgresUrl, DEMO_MODE: 'true' }))).toBe(
        true,
      );
    }
  });
});

describe('GET /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ host: lucky.host });
    for (const [accountId, phone] of [
      ['outbox_a', '+639170003001'],
      ['outbox_b', '+639170003002'],
    ] as const) {
      await t.post('/api/auth/signup', signupBody(lucky, { account_id: accountId, contact_phone: phone }));
      t.clock.advance(1000);
    }
    await t.post('/api/auth/tac/request_new_register', {
      domain_name: lucky.domain_name,
      external_id: lucky.external_id,
      account_id: 'outbox_a',
    });
    await t.post(
      '/api/auth/signup',
      signupBody(spin, { account_id: 'outbox_c', contact_phone: '+12025550300' }),
      {
        host: spin.host,
      },
    );
  });
  afterAll(() => t.close());

  const get = (url: string, host = lucky.host, accept = 'application/json') =>
    t.app.inject({ method: 'GET', url, headers: { host, accept } });

  it("lists the host brand's messages, newest first", async () => {
    const res = await get('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { value } = res.json() as {
      value: { account_id: string; phone: string; body: string; created_at: string }[];
    };
    expect(value.map((row) => row.account_id)).toEqual(['outbox_a', 'outbox_b', 'outbox_a']);
    expect(value[0]!.body).toMatch(/^Your Lucky Casino code is \d{6}\./);
    const spinRows = (await get('/dev/outbox', spin.host)).json() as { value: { account_id: string }[] };
    expect(spinRows.value.map((row) => row.account_id)).toEqual(['outbox_c']);
  });

  it('filters by phone and by account id', async () => {
    const byPhone = (await get('/dev/outbox?phone=%2B639170003002')).json() as {
      value: { account_id: string }[];
    };
    expect(byPhone.value.map((row) => row.account_id)).toEqual(['outbox_b']);
    const byAccount = (await get('/dev/outbox?account_id=OUTBOX_A')).json() as { value: unknown[] };
    expect(byAccount.value).toHaveLength(2);
    const bad = await get('/dev/outbox?phone=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 0, message: 'invalidRequest' });
  });

  it('answers at most 50 messages', async () => {
    const brandId = (await t.services.siteConfigs.byDomain(lucky.host))!.id;
    await t.handle.db.insert(smsOutbox).values(
      Array.from({ length: 60 }, (_, i) => ({
        brandId,
        accountId: `filler_${i}`,
        phone: '+639170005000',
        body: 'filler',
        driver: 'outbox',
      })),
    );
    const res = await get('/dev/outbox');
    expect((res.json() as { value: unknown[] }).value).toHaveLength(50);
  });

  it('renders a plain HTML table for a browser, escaping every value', async () => {
    const res = await get('/dev/outbox?account_id=outbox_b', lucky.host, 'text/html,application/xhtml+xml');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<table>');
    expect(res.body).toContain('+639170003002');
    expect(res.body).not.toMatch(/<script/i);
  });
});

describe('GET /dev/outbox with demo mode off', () => {
  it.each([
    ['DEMO_MODE=false in production', { NODE_ENV: 'production', DEMO_MODE: 'false' }],
    ['DEMO_MODE=false outside production', { NODE_ENV: 'test', DEMO_MODE: 'false' }],
    // The backdoor of issue 17: PostgreSQL with NODE_ENV unset (development). The URL is not opened.
    ['DATABASE_URL and NODE_ENV=development', { NODE_ENV: 'development', DATABASE_URL: postgresUrl }],
  ] as const)('does not exist (%s)', async (_label, env) => {
    const t = await createTestApp({ host: lucky.host, env: env });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: lucky.host } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 0, message: 'notFound' });
    } finally {
      await t.close();
    }
  });
});
