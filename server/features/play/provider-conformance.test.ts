import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { verifyLedger } from '#server/features/wallet/ledger.ts';
import { runProviderConformance } from './provider-conformance.ts';
import { fundedPlayers, testProvider, walletSecretOf } from './provider-test-kit.ts';

let t: TestApp;
let baseUrl: string;
let secret: string;
let sessionToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // Over a real socket the suite signs with the wall clock, so the app reads it too.
  Object.defineProperty(t.clock, 'now', { get: () => new Date() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  secret = await walletSecretOf(t.handle.db);
  const { players } = await fundedPlayers(t, 'confbrand', 2, 5_000n);
  sessionToken = players[0]!.token;
});
afterAll(() => t.close());

describe('the provider conformance suite against a server on a real port', () => {
  it('passes every case', async () => {
    const results = await runProviderConformance({
      baseUrl,
      providerCode: testProvider,
      secret,
      sessionToken,
    });
    expect(results.filter((result) => !result.pass)).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(20);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('runs again on the same session (fresh transaction ids each run)', async () => {
    const results = await runProviderConformance({
      baseUrl,
      providerCode: testProvider,
      secret,
      sessionToken,
    });
    expect(results.filter((result) => !result.pass)).toEqual([]);
  });

  it('fails under the wrong secret, and for a player without enough cash', async () => {
    const wrong = await runProviderConformance({
      baseUrl,
      providerCode: testProvider,
      secret: 'wrong',
      sessionToken,
    });
    expect(wrong).toEqual([
      expect.objectContaining({ pass: false, detail: 'status INVALID_SIGNATURE, expected OK' }),
    ]);
    const { players } = await fundedPlayers(t, 'poorbrand', 1, 1n);
    const poor = await runProviderConformance({
      baseUrl,
      providerCode: testProvider,
      secret,
      sessionToken: players[0]!.token,
    });
    expect(poor[0]).toMatchObject({ pass: false, detail: expect.stringContaining('at least 300') });
  });
});
