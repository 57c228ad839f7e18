import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '#shared/contract/account-contract.ts';
import { accountSignups, accounts, credentials, sessions, smsOutbox, tacCodes } from '#server/db/schema.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { loginBody, lucky } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

// Each login or signup runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  token = String((await t.post('/api/auth/login', loginBody(lucky, 'demo1', demoPassword))).json.token);
});
afterAll(() => t.close());

async function rowCounts() {
  const tables = { accounts, accountSignups, credentials, sessions, tacCodes, smsOutbox };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.handle.db.select({ n: count() }).from(table);
    result[name] = Number(row!.n);
  }
  return result;
}

/** A valid body of each call, so each hostile variant differs from success in one way only. */
function validBody(path: string): Record<string, unknown> {
  const site = { domain_name: lucky.domain_name, external_id: lucky.external_id };
  const player = { account_id: 'demo1', auth: token };
  const bodies: Record<string, Record<string, unknown>> = {
    '/api/auth/login': loginBody(lucky, 'demo1', demoPassword),
    '/api/auth/signup': {
      ...site,
      account_id: 'hostile_new',
      password: 'a decent password',
      contact_phone: '+639170009999',
      contact_email: '',
      referrer_code: '',
      ch: '',
      cm: '',
      pp: '',
      affiliate_code: '',
      fbp: '',
      appsflyer_id: '',
      visitor_id: '',
    },
    '/api/auth/tac/request_new_register': { ...site, account_id: 'demo1' },
    '/api/auth/tac/verify': { ...site, account_id: 'demo1', tac: '123456' },
    '/api/auth/tac/request_login': { ...site, account_id: 'demo1' },
    '/api/auth/login_tac': { ...site, account_id: 'demo1', tac: '123456' },
    '/api/auth/forgot_password': { ...site, account_id: 'demo1', contact_phone: '+639171234501' },
    '/api/auth/reset_password': {
      ...site,
      account_id: 'demo1',
      tac: '123456',
      new_password: 'a decent password',
    },
    '/api/auth/update_password': { ...player, password: demoPassword, new_password: 'a decent password' },
    '/api/auth/logout': player,
    '/api/settings/profile_update': { ...player, full_name: 'Maria Santos', contact_email: 'm@example.com' },
    '/api/settings/check_status': player,
  };
  const body = bodies[path];
  if (!body) throw new Error(`no valid body for ${path}`);
  return body;
}

function variants(path: string): [string, string, string, number][] {
  const valid = validBody(path);
  const keys = Object.keys(valid);
  const each = (value: unknown) => JSON.stringify(Object.fromEntries(keys.map((key) => [key, value])));
  const json = JSON.stringify(valid);
  return [
    ['malformed JSON', json.slice(0, -3), 'invalidJson', 400],
    ['an empty body', '', 'invalidJson', 400],
    ['an array', `[${json}]`, 'invalidRequest', 400],
    ['null', 'null', 'invalidRequest', 400],
    ['missing fields', '{}', 'invalidRequest', 400],
    ['numbers everywhere', each(42), 'invalidRequest', 400],
    ['objects everywhere', each({ $ne: null }), 'invalidRequest', 400],
    ['arrays everywhere', each(['demo1']), 'invalidRequest', 400],
    ['a __proto__ key', `{"__proto__":{"admin":true},${json.slice(1)}`, 'invalidJson', 400],
    [
      'a constructor.prototype key',
      `{"constructor":{"prototype":{"x":1}},${json.slice(1)}`,
      'invalidJson',
      400,
    ],
    ['lone surrogates', each('\ud800'), 'invalidRequest', 400],
    ['NUL characters', each('demo\u00001'), 'invalidRequest', 400],
    ['3 000-character strings', each('a'.repeat(3_000)), 'invalidRequest', 400],
    [
      'a body over the size limit',
      JSON.stringify({ ...valid, pad: 'x'.repeat(70_000) }),
      'payloadTooLarge',
      413,
    ],
  ];
}

describe.each(accountCalls.map((call) => [call.path] as const))('%s refuses hostile input', (path) => {
  it('with a 4xx, a message key and no write', async () => {
    const before = await rowCounts();
    for (const [name, payload, key, http] of variants(path)) {
      const res = await t.post(path, payload);
      expect(res.status, name).toBe(http);
      expect(res.json.statusCode, name).toBe(0);
      expect(res.json.message, name).toBe(key);
      expect(res.text, name).not.toMatch(/\bat .+:\d+:\d+|stack|Error:/);
      expect(res.cookies, name).toEqual([]);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: lucky.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account_id=demo1',
    });
    expect(form.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('field rules', () => {
  const site = { domain_name: lucky.domain_name, external_id: lucky.external_id };

  it.each([
    ['abc', 'too short'],
    ['a'.repeat(21), 'too long'],
    ['demo-1', 'a hyphen'],
    ['demo 1', 'a space'],
    ['démo1', 'a letter outside a-z'],
  ])('refuses account id %j (%s) with invalidAccountId', async (accountId) => {
    const res = await t.post('/api/auth/tac/request_login', { ...site, account_id: accountId });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ path: 'account_id', message: 'invalidAccountId' }]);
  });

  it.each([
    '+6391',
    '+63-917',
    'call me',
    '+63 917 123 4501 ext 2',
    '1'.repeat(18),
    '+63 917 123 4501'.repeat(3),
  ])('refuses phone %j with invalidPhone', async (phone) => {
    const res = await t.post('/api/auth/forgot_password', {
      ...site,
      account_id: 'demo1',
      contact_phone: phone,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ path: 'contact_phone', message: 'invalidPhone' }]);
  });

  it.each(['12345', '1234567', '12345a', ' 123456', '１２３４５６'])(
    'refuses code %j with invalidTacFormat',
    async (tac) => {
      const res = await t.post('/api/auth/login_tac', { ...site, account_id: 'demo1', tac });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ path: 'tac', message: 'invalidTacFormat' }]);
    },
  );
});
