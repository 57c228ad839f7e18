import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Maintenance } from '#shared/brand/brand-site-schema.ts';
import { allCalls } from '#shared/contract/all-calls.ts';
import type { ApiCall } from '#shared/contract/api-call.ts';
import { startupCall } from '#shared/contract/site-contract.ts';
import {
  brandHost,
  loginBody,
  lucky,
  registerPlayer,
  signupBody,
  type BrandHost,
} from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findBrandByDomain } from '#server/features/brands/brand-repository.ts';
import { applyBrand } from '#server/features/brands/brand-service.ts';

/**
 * Decision 0017: while a brand is in maintenance every call but start-up answers
 * `{statusCode: 0, message: 'maintenance'}` with HTTP 503 (Retry-After when the end is announced).
 * Royal Bay is the demo brand seeded in maintenance.
 */
const royal = brandHost('royalbay');
const royalPlayer = { account_id: 'royalmaint1', password: 'correct horse battery', phone: '+447911123423' };
const seeded: Maintenance = { is_maintenance: true, start_date: null, end_date: null };
let t: TestApp;
let royalToken: string;

async function setRoyalMaintenance(maintenance: Maintenance): Promise<void> {
  const current = await findBrandByDomain(t.handle.db, royal.host);
  if (!current) throw new Error('royalbay not seeded');
  await applyBrand(t.handle.db, { ...structuredClone(current.document), maintenance }, 'test', () =>
    t.services.brandBus.publish(),
  );
}

/** One body every call's request schema accepts (each takes its own fields and drops the rest). */
function bodyFor(brand: BrandHost, player: { account_id: string; password: string; auth: string }) {
  return {
    ...signupBody(brand, {
      account_id: player.account_id,
      password: player.password,
      contact_phone: '+447911123499',
    }),
    page_name: 'home',
    // get_games needs a category; get_hot_games takes any text (an empty one: every category).
    game_type: 'slots',
    provider_code: 'EVOPLAY',
    tac: '123456',
    new_password: 'another horse battery',
    auth: player.auth,
    full_name: 'Royal Player',
    contact_email: 'player@example.com',
    game_code: 'EVO-LIGHTNING',
    inbox_id: 1,
    read: true,
    bank_name: 'Barclays',
    account_name: 'Royal Player',
    account_number: '12345678',
    bank_id: 1,
    amount: '100',
    idempotency_key: 'maintenance-test-1',
    method: 'manual',
    reference: 'DEP-0123456789ABCDEF',
    page: 1,
    // The sportsbook's bet slip.
    kind: 'singles',
    selection_ids: [1],
    stake: '10',
    mission_id: 'play-rounds',
    // The minigame's and the daily spin's retry key.
    request_id: 'maintenance-spin-1',
  };
}

/**
 * Game providers' callbacks are not refused: they settle money already at stake, and answer in the
 * providers' own shape (decision 0028).
 */
const refusedCalls: readonly ApiCall[] = allCalls.filter(
  (call) => call !== startupCall && call.access !== 'provider',
);

/**
 * The house games' calls take their stake in minor units (a number), the sportsbook's as decimal
 * text: their own fields on top of the shared body.
 */
const houseFields = {
  token: 'maintenance-game-session-token',
  stake: 100,
  request_id: 'maintenance-1',
  pick: 'odd',
};

/** The protection calls' own fields (decision 0034): each call its own period words. */
const protectionFields: Record<string, Record<string, unknown>> = {
  set_limit: { kind: 'deposit', period: 'day', amount: '100' },
  set_reality_check: { minutes: 15 },
  reality_check: { choice: 'continue' },
  time_out: { period: '24h', confirm: true },
  self_exclude: { period: '6m', confirm: true },
};

function royalBody(call?: ApiCall) {
  const body = bodyFor(royal, {
    account_id: royalPlayer.account_id,
    password: royalPlayer.password,
    auth: royalToken,
  });
  if (call?.path.startsWith('/api/protection/'))
    return { ...body, ...protectionFields[call.path.slice('/api/protection/'.length)] };
  return call?.path.startsWith('/api/house/') ? { ...body, ...houseFields } : body;
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  // The player signs up while the site is open; maintenance then starts.
  await setRoyalMaintenance({ is_maintenance: false, start_date: null, end_date: null });
  ({ token: royalToken } = await registerPlayer(t, royal, {
    account_id: royalPlayer.account_id,
    password: royalPlayer.password,
    contact_phone: royalPlayer.phone,
  }));
  await setRoyalMaintenance(seeded);
});
afterAll(() => t?.close());

describe('a brand in maintenance', () => {
  it('has a sample body every call accepts (so the refusals below are maintenance, not a bad request)', () => {
    for (const call of refusedCalls) {
      expect(call.request.safeParse(royalBody(call)).success, call.path).toBe(true);
    }
  });

  it('answers every call but start-up with 503 maintenance, and no Retry-After when no end is announced', async () => {
    expect(refusedCalls.length).toBeGreaterThan(30);
    for (const call of refusedCalls) {
      const answer = await t.post(call.path, royalBody(call), { host: royal.host });
      expect({ path: call.path, status: answer.status, json: answer.json }).toEqual({
        path: call.path,
        status: 503,
        json: { statusCode: 0, message: 'maintenance' },
      });
      expect(answer.headers['retry-after'], call.path).toBeUndefined();
    }
  });

  it('refuses login, signup, every TAC call and player calls with real credentials', async () => {
    const named = [
      ['/api/auth/login', loginBody(royal, royalPlayer.account_id, royalPlayer.password)],
      ['/api/auth/signup', signupBody(royal, { account_id: 'royalmaint2', contact_phone: '+447911123424' })],
      ['/api/auth/tac/request_new_register', { ...royal, account_id: 'royalmaint2' }],
      ['/api/auth/tac/verify', { ...royal, account_id: 'royalmaint2', tac: '123456' }],
      ['/api/auth/tac/request_login', { ...royal, account_id: royalPlayer.account_id }],
      ['/api/auth/login_tac', { ...royal, account_id: royalPlayer.account_id, tac: '123456' }],
      [
        '/api/auth/forgot_password',
        { ...royal, account_id: royalPlayer.account_id, contact_phone: royalPlayer.phone },
      ],
      ['/api/auth/get_balance', { account_id: royalPlayer.account_id, auth: royalToken }],
      ['/api/wallet/payment_methods', { account_id: royalPlayer.account_id, auth: royalToken }],
      ['/api/settings/get_inbox', { account_id: royalPlayer.account_id, auth: royalToken }],
    ] as const;
    for (const [path, body] of named) {
      const { host: _host, ...fields } = body as Record<string, unknown>;
      const answer = await t.post(path, fields, { host: royal.host });
      expect([path, answer.status, answer.json.message]).toEqual([path, 503, 'maintenance']);
      expect(answer.cookies, path).toEqual([]);
    }
    // No code was texted for the TAC and forgot-password calls.
    expect(await t.outboxCount('royalmaint2')).toBe(0);
  });

  it('still answers start-up as the spec says: statusCode 1 with the maintenance window', async () => {
    const answer = await t.post('/api/startup', { domain_name: royal.domain_name }, { host: royal.host });
    expect(answer.status).toBe(200);
    expect(answer.json.statusCode).toBe(1);
    expect(answer.json.maintenance).toEqual(seeded);
    expect((answer.json.site as { site_name: string }).site_name).toBe('Royal Bay');
  });

  it('leaves other brands alone', async () => {
    const startup = await t.post('/api/startup', { domain_name: lucky.domain_name }, { host: lucky.host });
    expect((startup.json.maintenance as Maintenance).is_maintenance).toBe(false);
    const { token } = await registerPlayer(t, lucky, {
      account_id: 'luckyopen1',
      contact_phone: '+639170000777',
    });
    const login = await t.post('/api/auth/login', loginBody(lucky, 'luckyopen1', 'correct horse battery'));
    expect(login.json.statusCode).toBe(1);
    const balance = await t.post('/api/auth/get_balance', { account_id: 'luckyopen1', auth: token });
    expect(balance.json.statusCode).toBe(1);
  });
});

describe('a maintenance window', () => {
  it('sends Retry-After until the announced end, and the calls answer again once it has passed', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    await setRoyalMaintenance({ is_maintenance: false, start_date: start, end_date: end });
    const login = loginBody(royal, royalPlayer.account_id, royalPlayer.password);
    const during = await t.post('/api/auth/login', login, { host: royal.host });
    expect([during.status, during.json.message]).toEqual([503, 'maintenance']);
    const retryAfter = Number(during.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    const startup = await t.post('/api/startup', { domain_name: royal.domain_name }, { host: royal.host });
    expect(startup.json.maintenance).toEqual({ is_maintenance: true, start_date: start, end_date: end });

    const past = new Date(Date.now() - 7_200_000).toISOString();
    await setRoyalMaintenance({ is_maintenance: false, start_date: past, end_date: start });
    const after = await t.post('/api/auth/login', login, { host: royal.host });
    expect([after.status, after.json.statusCode]).toEqual([200, 1]);
    await setRoyalMaintenance(seeded);
  });
});

describe('the same brand with maintenance off', () => {
  it('answers none of the calls with maintenance (the refusals above are the maintenance)', async () => {
    await setRoyalMaintenance({ is_maintenance: false, start_date: null, end_date: null });
    const balance = await t.post(
      '/api/auth/get_balance',
      { account_id: royalPlayer.account_id, auth: royalToken },
      { host: royal.host },
    );
    expect(balance.json.statusCode).toBe(1);
    for (const call of refusedCalls) {
      const answer = await t.post(call.path, royalBody(call), { host: royal.host });
      expect([call.path, answer.json.message]).not.toEqual([call.path, 'maintenance']);
      expect([call.path, answer.status < 500]).toEqual([call.path, true]);
    }
    await setRoyalMaintenance(seeded);
  });
});
