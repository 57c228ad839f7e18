import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeStyle } from '#shared/theme/tokens.ts';
import { findBrandByDomain } from '#server/features/brands/brand-repository.ts';
import { applyBrand } from '#server/features/brands/brand-service.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { manifestPath, registerManifest } from './manifest.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    registerWeb: async (instance, appServices) => registerManifest(instance, appServices),
  });
});
afterAll(async () => {
  await t.close();
});

function get(host: string, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url: manifestPath, headers: { host } });
}

describe('GET /manifest.webmanifest', () => {
  it('describes the brand of the host: names, start, display, theme colours, language and icon', async () => {
    const response = await get('lucky.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const tokens = themeStyle('casino1', 'gold');
    expect(response.json()).toMatchObject({
      id: '/',
      name: 'Lucky Casino',
      short_name: 'LUCKY',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: tokens['--color-primary'],
      background_color: tokens['--color-bg'],
      lang: 'en',
      icons: [
        { src: '/brands/lucky/manifest-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/brands/lucky/manifest-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    });
    expect(String(response.json().description)).toMatch(/\S/);
  });

  it('is per brand: another host gets its own name, colours and default language', async () => {
    const goalline = (await get('www.goalline.localhost')).json();
    const tokens = themeStyle('sportsbook1', 'pitch');
    expect(goalline).toMatchObject({
      name: 'GoalLine',
      short_name: 'GOALLINE',
      lang: 'es',
      theme_color: tokens['--color-primary'],
      background_color: tokens['--color-bg'],
    });
    expect((await get('jadeslots.localhost')).json()).toMatchObject({ name: 'Jade Slots', lang: 'zh-CN' });
  });

  it('keeps the manifest of a brand under maintenance', async () => {
    const response = await get('royalbay.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Royal Bay' });
  });

  it('answers 404 JSON for an unknown brand', async () => {
    const response = await get('nobody.example');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ statusCode: 0, message: 'unknownDomain' });
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('localhost', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('follows a brand change, and a disabled brand has no manifest', async () => {
    const row = await findBrandByDomain(t.handle.db, 'spinpalace.localhost');
    const document = structuredClone(row!.document);
    document.site.logo_text = '';
    document.site.manifest_icon = 'https://cdn.example.com/spin/icon-512.png';
    await applyBrand(t.handle.db, document, 'test', () => t.services.brandBus.publish());
    const changed = (await get('spinpalace.localhost')).json();
    expect(changed.short_name).toBe('Spin Palace');
    expect(changed.icons).toEqual([
      { src: 'https://cdn.example.com/spin/icon-512.png', type: 'image/png', purpose: 'any' },
      { src: 'https://cdn.example.com/spin/icon-512.png', type: 'image/png', purpose: 'maskable' },
    ]);

    document.site.status = false;
    await applyBrand(t.handle.db, document, 'test', () => t.services.brandBus.publish());
    const disabled = await get('spinpalace.localhost');
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json()).toEqual({ statusCode: 0, message: 'siteDisabled' });
  });
});
