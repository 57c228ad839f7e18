import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '#shared/contract/all-calls.ts';
import { adsVisits } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function send(path: string, payload: string, contentType = 'application/json') {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { host: 'localhost', 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, text: res.body, json: JSON.parse(res.body) as Record<string, unknown> };
}

function expectFailure(
  res: { status: number; text: string; json: Record<string, unknown> },
  key: string,
  http: number,
) {
  expect(res.status).toBe(http);
  expect(res.json.statusCode).not.toBe(1);
  expect(res.json.message).toBe(key);
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+|stack|Error:/);
}

const hostile: [string, string, string, number][] = [
  ['malformed JSON', '{"domain_name":', 'invalidJson', 400],
  ['an empty body', '', 'invalidJson', 400],
  ['an array', '[]', 'invalidRequest', 400],
  ['a string', '"localhost"', 'invalidRequest', 400],
  ['null', 'null', 'invalidRequest', 400],
  ['a number', '42', 'invalidRequest', 400],
  ['missing fields', '{}', 'invalidRequest', 400],
  [
    'wrong types',
    '{"domain_name":42,"external_id":[],"page_name":{},"game_type":true,"fbp":1,"appsflyer_id":null}',
    'invalidRequest',
    400,
  ],
  ['a __proto__ key', '{"__proto__":{"polluted":true},"domain_name":"localhost"}', 'invalidJson', 400],
  [
    'a constructor.prototype key',
    '{"constructor":{"prototype":{"polluted":true}},"domain_name":"localhost"}',
    'invalidJson',
    400,
  ],
  [
    'a lone surrogate',
    '{"domain_name":"\\ud800","external_id":"\\udfff","page_name":"home","game_type":"","fbp":"\\ud800","appsflyer_id":"x"}',
    'invalidRequest',
    400,
  ],
  [
    'a NUL character',
    '{"domain_name":"local\\u0000host","external_id":"a\\u0000b","page_name":"home","game_type":"","fbp":"\\u0000","appsflyer_id":"x"}',
    'invalidRequest',
    400,
  ],
  [
    'an oversized body',
    JSON.stringify({ domain_name: 'localhost', pad: 'x'.repeat(70_000) }),
    'payloadTooLarge',
    413,
  ],
];

// Game providers' callbacks answer every outcome with HTTP 200 in their own shape: their bad input
// is tested in server/features/play/provider-wallet.test.ts.
const siteShapedCalls = allCalls.filter((call) => call.access !== 'provider');

describe.each(siteShapedCalls.map((call) => [call.path, call] as const))('%s refuses bad input', (path) => {
  it.each(hostile)('%s', async (_name, payload, key, http) => {
    expectFailure(await send(path, payload), key, http);
  });

  it('a body that is not JSON', async () => {
    expectFailure(
      await send(path, 'domain_name=localhost', 'application/x-www-form-urlencoded'),
      'unsupportedMediaType',
      415,
    );
  });

  it('strings beyond their maximum length', async () => {
    const long = 'a'.repeat(300);
    const res = await send(
      path,
      JSON.stringify({
        domain_name: long,
        external_id: long,
        page_name: long,
        game_type: long,
        fbp: long,
        appsflyer_id: long,
      }),
    );
    expectFailure(res, 'invalidRequest', 400);
  });
});

describe('protocol edges', () => {
  it('answers an unknown API path with notFound', async () => {
    expectFailure(await send('/api/does/not/exist', '{}'), 'notFound', 404);
  });

  it('answers a GET on an API call with notFound', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/startup', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 0, message: 'notFound' });
  });

  it('leaves the prototype of plain objects untouched', async () => {
    await send('/api/startup', '{"__proto__":{"polluted":true},"domain_name":"localhost"}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes nothing for a refused ads visit', async () => {
    const before = await t.handle.db.select({ n: count() }).from(adsVisits);
    await send('/api/settings/adsvisit', '{"domain_name":"localhost","external_id":"x","fbp":5}');
    await send(
      '/api/settings/adsvisit',
      '{"domain_name":"localhost","external_id":"x","fbp":"\\u0000","appsflyer_id":""}',
    );
    const after = await t.handle.db.select({ n: count() }).from(adsVisits);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('OpenAPI', () => {
  it('publishes every call of the contract', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, { post: { requestBody: unknown } }> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(allCalls.map((call) => call.path).sort());
    const startup = JSON.stringify(doc.paths['/api/startup']!.post.requestBody);
    expect(startup).toContain('domain_name');
  });
});
