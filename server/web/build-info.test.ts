import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageServices } from './page-services.ts';
import { buildIdOf, developmentBuildId, registerBuildInfo } from './build-info.ts';
import { registerWeb } from './register-web.ts';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function productionBuild(version: string): ServerBuild {
  return { assets: { version } } as unknown as ServerBuild;
}

describe('GET /build-info.json (spec §7: the latest-build info file)', () => {
  it("publishes the production build's id, never cached", async () => {
    const app = Fastify();
    apps.push(app);
    registerBuildInfo(app, productionBuild('9f3c2a1b'));
    const response = await app.inject({ method: 'GET', url: '/build-info.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ buildId: '9f3c2a1b' });
  });

  it('uses a fixed id for the development build (a Vite module loader)', async () => {
    expect(buildIdOf(async () => productionBuild('random'))).toBe(developmentBuildId);
    expect(buildIdOf(productionBuild('abc'))).toBe('abc');
  });

  it('is served by the web front end beside its catch-all page route', async () => {
    const app = Fastify();
    apps.push(app);
    const services = { env: { NODE_ENV: 'development' } } as unknown as PageServices;
    await registerWeb(app, services, async () => productionBuild('unused'), {
      serveStatic: false,
    });
    const response = await app.inject({ method: 'GET', url: '/build-info.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ buildId: developmentBuildId });
    const head = await app.inject({ method: 'HEAD', url: '/build-info.json' });
    expect(head.statusCode).toBe(200);
  });
});
