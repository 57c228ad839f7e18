import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCatalogueOnDatabase } from '#server/features/catalogue/catalogue-cli-core.ts';
import { lucky, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { registerWeb } from '#server/web/register-web.ts';
import { frameOriginsOf, launchOriginOf, ProviderFrameOrigins } from './provider-frame-origins.ts';

/**
 * The pages' frame-src allows the launch origins of the brand's own providers (decision 0030):
 * computed from the catalogue, per brand, and changed by the catalogue command at once.
 */

describe('launchOriginOf', () => {
  it.each([
    ['https://Games.Example.com/launch?token={token}&game={game_code}', 'https://games.example.com'],
    ['https://games.example.com:8443/play?t={token}&g={game_code}', 'https://games.example.com:8443'],
    ['https://games.example.com:443/play?t={token}&g={game_code}', 'https://games.example.com'],
    ['http://127.0.0.1:4100/launch?token={token}&game={game_code}', 'http://127.0.0.1:4100'],
    ['http://[::1]:4100/launch?token={token}&game={game_code}', 'http://[::1]:4100'],
  ])('%s frames from %s', (url, origin) => {
    expect(launchOriginOf(url)).toBe(origin);
  });

  it.each([
    // A path of the site (the demo providers' local driver): 'self' covers it.
    '/demo-provider/house/play?token={token}&game={game_code}',
    '',
    'javascript:alert(1)//{token}{game_code}',
    'ftp://files.example.com/{token}/{game_code}',
    // A placeholder in the host: the origin is not known before the launch.
    'https://{lang}.games.example.com/?t={token}&g={game_code}',
    // Nothing may end the source expression and start another directive.
    'https://a;script-src.example.com/?t={token}&g={game_code}',
    'https://evil.example.com;script-src *',
  ])('%s adds no origin', (url) => {
    expect(launchOriginOf(url)).toBeUndefined();
  });

  it('lists each origin once, sorted', () => {
    expect(
      frameOriginsOf([
        'https://b.example.com/x?t={token}&g={game_code}',
        '/demo-provider/jili/play?t={token}&g={game_code}',
        'https://a.example.com/x?t={token}&g={game_code}',
        'https://b.example.com/y?t={token}&g={game_code}',
      ]),
    ).toEqual(['https://a.example.com', 'https://b.example.com']);
  });
});

describe("a page's frame-src", () => {
  let t: TestApp;
  let origins: ProviderFrameOrigins;

  beforeAll(async () => {
    t = await createTestApp({
      async registerWeb(fastify, parts) {
        origins = new ProviderFrameOrigins(parts.db);
        // The policy is sent before the page renders: a build that cannot render is enough here.
        const noBuild = () => Promise.reject(new Error('no build in this test'));
        await registerWeb(fastify, parts.pages, noBuild, {
          serveStatic: false,
          frameOriginsOf: (brand) => origins.of(brand),
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function frameSrc(host: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
    const policy = String(response.headers['content-security-policy'] ?? '');
    const found = policy.split('; ').find((part) => part.startsWith('frame-src '));
    if (!found) throw new Error(`no frame-src in "${policy}"`);
    return found.split(' ').slice(1);
  }

  async function catalogue(
    command: Parameters<typeof runCatalogueOnDatabase>[0],
  ): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCatalogueOnDatabase(
      command,
      t.handle.db,
      { env: t.services.env, actor: 'test:frame-origins', out: (l) => out.push(l), err: (l) => err.push(l) },
      () => t.services.brandBus.publish(),
    );
    return { code, out, err };
  }

  const provider = (launchUrl: string) => ({
    code: 'FRAMETEST',
    name: 'Frame Test Games',
    slug: 'frame-test',
    logo_url: '/providers/house.svg',
    launch_url: launchUrl,
    wallet_secret: 'frame-test-secret-0123456789abcdef',
    games: [
      {
        game_code: 'frametest-slot',
        game_name: 'Frame Test Slot',
        game_type: 'slots',
        img_url: '/games/house-marquee-lights.svg',
      },
    ],
  });

  it("holds the site's own providers only while the brand offers no outside one", async () => {
    // Every demo provider launches from a path of the site.
    expect(await frameSrc(lucky.host)).toEqual(["'self'", 'https://secure.livechatinc.com']);
  });

  it('follows the catalogue command: apply, enable, a new launch address, disable', async () => {
    const first = 'https://play.frametest.example:8443/launch?token={token}&game={game_code}';
    expect((await catalogue({ name: 'apply', file: 'frametest.json', document: provider(first) })).code).toBe(
      0,
    );
    // Applied but not offered by any brand yet.
    expect(await frameSrc(lucky.host)).not.toContain('https://play.frametest.example:8443');

    expect(
      (await catalogue({ name: 'enable', brand: 'lucky', target: { provider: 'FRAMETEST' } })).code,
    ).toBe(0);
    expect(await frameSrc(lucky.host)).toEqual([
      "'self'",
      'https://secure.livechatinc.com',
      'https://play.frametest.example:8443',
    ]);
    // Another brand does not offer it.
    expect(await frameSrc(spin.host)).not.toContain('https://play.frametest.example:8443');

    const moved = 'https://cdn.frametest.example/v2/launch?token={token}&game={game_code}';
    expect((await catalogue({ name: 'apply', file: 'frametest.json', document: provider(moved) })).code).toBe(
      0,
    );
    const now = await frameSrc(lucky.host);
    expect(now).toContain('https://cdn.frametest.example');
    expect(now).not.toContain('https://play.frametest.example:8443');

    expect(
      (await catalogue({ name: 'disable', brand: 'lucky', target: { provider: 'FRAMETEST' } })).code,
    ).toBe(0);
    expect(await frameSrc(lucky.host)).toEqual(["'self'", 'https://secure.livechatinc.com']);
  });

  it('loads once per brand configuration: a second page asks the database nothing', async () => {
    const brand = await t.services.siteConfigs.forPage('localhost');
    const loaded = await origins.of(brand);
    // The same array, answered without a promise.
    expect(origins.of(brand)).toBe(loaded);
  });

  it('sends the policy without provider origins for an unknown host', async () => {
    expect(await frameSrc('unknown-brand.example')).toEqual(["'self'", 'https://secure.livechatinc.com']);
  });
});
