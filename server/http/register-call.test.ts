import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall, success } from '#shared/contract/api-call.ts';
import { z } from '#shared/contract/zod-without-eval.ts';
import { domainName, externalId } from '#shared/contract/fields.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { brandHost, loginBody, lucky, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { authenticateSession } from '#server/features/accounts/player-auth.ts';
import { defaultSessionPolicy } from '#server/features/accounts/session-policy.ts';
import { ApiError } from './api-error.ts';
import { installErrorHandler } from './error-handler.ts';
import { createCallRegistry, ok, type BrandResolver, type CallAccessDeps } from './register-call.ts';

const siteCall = defineCall({
  path: '/api/test/site',
  summary: 'test',
  tag: 'test',
  access: 'site',
  networkFailure: 'settings',
  request: z.object({ domain_name: domainName, external_id: externalId }),
  response: z.object({ ...success, brand: z.string(), player: z.null() }),
});

const playerCall = defineCall({
  path: '/api/test/player',
  summary: 'test',
  tag: 'test',
  access: 'player',
  networkFailure: 'player',
  request: z.object({ account_id: z.string(), auth: z.string() }),
  response: z.object({ ...success, brand: z.string(), account_id: z.string() }),
});

const providerCall = defineCall({
  path: '/api/test/provider',
  summary: 'test',
  tag: 'test',
  access: 'provider',
  networkFailure: 'settings',
  request: z.object({ brand_code: z.string() }),
  response: z.object({ ...success, brand: z.string() }),
});

const royal = brandHost('royalbay');
let t: TestApp;
let app: FastifyInstance;

function accessDeps(extra: Partial<CallAccessDeps> = {}): CallAccessDeps {
  return {
    siteConfigs: t.services.siteConfigs,
    playerSession: (brand, credentials) =>
      authenticateSession(t.handle.db, credentials, brand.id, t.clock.now, defaultSessionPolicy),
    validateResponses: true,
    ...extra,
  };
}

/** A provider names its brand by code; a real one also proves who it is (issue 11). */
const providerBrand: BrandResolver = async (_request, body) => {
  const host = { lucky: lucky.host, spinpalace: spin.host }[(body as { brand_code: string }).brand_code];
  const config = host ? await t.services.siteConfigs.byDomain(host) : null;
  if (!config) throw new ApiError('unknownDomain');
  return config;
};

async function post(path: string, body: unknown, host = lucky.host) {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, headers: response.headers, json: response.json() as unknown };
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  app = Fastify();
  installErrorHandler(app);
  const calls = createCallRegistry(app, accessDeps({ provider: providerBrand }));
  calls.register(siteCall, async (_body, { brand, player }) => ok({ brand: brand.code, player }));
  calls.register(playerCall, async (_body, { brand, player }) =>
    ok({ brand: brand.code, account_id: player.account.accountId }),
  );
  calls.register(providerCall, async (_body, { brand }) => ok({ brand: brand.code }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await t.close();
});

describe('a site call', () => {
  it("gets the request host's brand, checked against the body's domain_name and external_id", async () => {
    const body = { domain_name: lucky.domain_name, external_id: lucky.external_id };
    expect(await post(siteCall.path, body)).toMatchObject({
      status: 200,
      json: { statusCode: 1, message: 'OK', brand: 'lucky', player: null },
    });
  });

  it('is refused as before when the body names another domain or brand', async () => {
    const otherDomain = { domain_name: spin.domain_name, external_id: lucky.external_id };
    expect(await post(siteCall.path, otherDomain)).toMatchObject({
      status: 200,
      json: { statusCode: 0, message: 'domainMismatch' },
    });
    const otherBrand = { domain_name: lucky.domain_name, external_id: spin.external_id };
    expect(await post(siteCall.path, otherBrand)).toMatchObject({
      status: 200,
      json: { statusCode: 0, message: 'siteMismatch' },
    });
    const unknown = { domain_name: 'nowhere.example', external_id: lucky.external_id };
    expect(await post(siteCall.path, unknown, 'nowhere.example')).toMatchObject({
      json: { statusCode: 0, message: 'unknownDomain' },
    });
  });

  it('is refused with maintenance (HTTP 503) while the brand is in maintenance', async () => {
    const body = { domain_name: royal.domain_name, external_id: royal.external_id };
    expect(await post(siteCall.path, body, royal.host)).toMatchObject({
      status: 503,
      json: { statusCode: 0, message: 'maintenance' },
    });
  });
});

describe('a player call', () => {
  it('gets the live session the body names on the host brand', async () => {
    const login = await t.post('/api/auth/login', loginBody(lucky, 'demo1', demoPassword));
    const body = { account_id: 'demo1', auth: String(login.json.token) };
    expect(await post(playerCall.path, body)).toMatchObject({
      status: 200,
      json: { statusCode: 1, brand: 'lucky', account_id: 'demo1' },
    });
    // The same token on another brand's host opens nothing there.
    expect(await post(playerCall.path, body, spin.host)).toMatchObject({
      status: 200,
      json: { statusCode: 0, message: 'sessionExpired' },
    });
  });

  it('is refused with sessionExpired before the handler for a token that opens no session', async () => {
    expect(await post(playerCall.path, { account_id: 'demo1', auth: 'not-a-token' })).toMatchObject({
      status: 200,
      json: { statusCode: 0, message: 'sessionExpired' },
    });
  });

  it('is refused with maintenance before the session is looked at', async () => {
    const answer = await post(playerCall.path, { account_id: 'demo1', auth: 'not-a-token' }, royal.host);
    expect(answer).toMatchObject({ status: 503, json: { statusCode: 0, message: 'maintenance' } });
  });
});

describe('provider and operator calls', () => {
  it('get their brand from the resolver given at registration', async () => {
    expect(await post(providerCall.path, { brand_code: 'spinpalace' })).toMatchObject({
      json: { statusCode: 1, brand: 'spinpalace' },
    });
    expect(await post(providerCall.path, { brand_code: 'nobody' })).toMatchObject({
      json: { statusCode: 0, message: 'unknownDomain' },
    });
  });

  it('cannot be registered without a resolver', () => {
    const bare = createCallRegistry(Fastify(), accessDeps());
    expect(() => bare.register(providerCall, async () => ok({ brand: 'none' }))).toThrow(
      /provider call but no provider resolver/,
    );
  });
});
