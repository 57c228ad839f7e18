import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupCall, top10WinnerWithdrawalCall } from '#shared/contract/site-contract.ts';
import { adsVisits } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findBrandByDomain, type BrandRow } from '#server/features/brands/brand-repository.ts';
import { applyBrand } from '#server/features/brands/brand-service.ts';
import { maskAccountId } from './site-routes.ts';

let t: TestApp;
let lucky: BrandRow;
let site: { domain_name: string; external_id: string };

beforeAll(async () => {
  t = await createTestApp();
  const row = await findBrandByDomain(t.handle.db, 'localhost');
  if (!row) throw new Error('demo brand at localhost missing');
  lucky = row;
  site = { domain_name: 'localhost', external_id: row.document.site.external_id };
});
afterAll(() => t.close());

async function changeLucky(change: (doc: BrandRow['document']) => BrandRow['document']) {
  const current = await findBrandByDomain(t.handle.db, 'localhost');
  await applyBrand(t.handle.db, change(structuredClone(current!.document)), 'test', () =>
    t.services.brandBus.publish(),
  );
}

describe('/api/startup', () => {
  it('answers statusCode 1 with every field of the startup response', async () => {
    const res = await t.post('/api/startup', { domain_name: 'localhost' });
    expect(res.status).toBe(200);
    const body = startupCall.response.parse(res.json);
    expect(body.statusCode).toBe(1);
    expect(body.site.site_name).toBe(lucky.document.site.site_name);
    expect(body.site.theme_code).toBe(lucky.document.site.theme_code);
    expect(body.maintenance.is_maintenance).toBe(false);
    expect(body.content.menu.length).toBeGreaterThan(0);
    expect(body.content.game_menu.length).toBeGreaterThan(0);
    expect(body.language.filter((l) => l.is_default).map((l) => l.code)).toEqual([
      lucky.document.languages.default,
    ]);
    expect(body.provider_count.map((p) => p.category)).toContain('slots');
    expect(body.provider_count.every((p) => p.count > 0)).toBe(true);
    expect(body.aff_domain).toBe(lucky.document.aff_domain);
    expect(body.live_chat).toEqual(lucky.document.live_chat);
  });

  it('sends the cached answer in the encoding the client accepts, the same JSON in each', async () => {
    const answer = async (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/startup',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
        payload: { domain_name: 'localhost' },
      });
    const plain = await answer();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const json = plain.json<unknown>();
    expect(startupCall.response.parse(json).statusCode).toBe(1);

    const br = await answer('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gzip = await answer('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);

    const identity = await answer('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(json);
  });

  it('sends an error of the precompressed call as plain JSON, whatever the client accepts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/startup',
      headers: { host: 'localhost', 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      payload: { domain_name: 'nobody.example' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ statusCode: 0, message: 'domainMismatch' });
  });

  it('resolves the brand from the request host, by its last two labels', async () => {
    const res = await t.post(
      '/api/startup',
      { domain_name: 'spinpalace.localhost' },
      { host: 'www.spinpalace.localhost:3000' },
    );
    expect(res.json.statusCode).toBe(1);
    expect((res.json.site as { theme_code: string }).theme_code).toBe('slot2');
  });

  it('maps an IP address host to the default brand', async () => {
    const res = await t.post('/api/startup', { domain_name: '127.0.0.1' }, { host: '127.0.0.1:3000' });
    expect(res.json.statusCode).toBe(1);
    expect((res.json.site as { site_name: string }).site_name).toBe(lucky.document.site.site_name);
  });

  it('refuses a domain_name that is not the host (no reaching another brand through the body)', async () => {
    const res = await t.post('/api/startup', { domain_name: 'spinpalace.localhost' }, { host: 'localhost' });
    expect(res.json).toEqual({ statusCode: 0, message: 'domainMismatch' });
  });

  it('answers unknownDomain for a domain no brand holds', async () => {
    const res = await t.post(
      '/api/startup',
      { domain_name: 'nobody.example' },
      { host: 'www.nobody.example' },
    );
    expect(res.json).toEqual({ statusCode: 0, message: 'unknownDomain' });
  });

  it('reports maintenance when the flag is on', async () => {
    const res = await t.post(
      '/api/startup',
      { domain_name: 'royalbay.localhost' },
      { host: 'royalbay.localhost' },
    );
    expect(res.json.statusCode).toBe(1);
    expect((res.json.maintenance as { is_maintenance: boolean }).is_maintenance).toBe(true);
  });

  it('reports maintenance while now is inside the window, and not after it', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    await changeLucky((doc) => ({
      ...doc,
      maintenance: { is_maintenance: false, start_date: start, end_date: end },
    }));
    const inside = await t.post('/api/startup', { domain_name: 'localhost' });
    expect(inside.json.maintenance).toEqual({ is_maintenance: true, start_date: start, end_date: end });
    const past = new Date(Date.now() - 7_200_000).toISOString();
    await changeLucky((doc) => ({
      ...doc,
      maintenance: { is_maintenance: false, start_date: past, end_date: start },
    }));
    const after = await t.post('/api/startup', { domain_name: 'localhost' });
    expect((after.json.maintenance as { is_maintenance: boolean }).is_maintenance).toBe(false);
    await changeLucky((doc) => ({ ...doc, maintenance: lucky.document.maintenance }));
  });

  it('answers siteDisabled and siteExpired for a disabled or expired brand', async () => {
    await changeLucky((doc) => ({ ...doc, site: { ...doc.site, status: false } }));
    expect((await t.post('/api/startup', { domain_name: 'localhost' })).json).toEqual({
      statusCode: 0,
      message: 'siteDisabled',
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await changeLucky((doc) => ({ ...doc, site: { ...doc.site, status: true, expired_date: yesterday } }));
    expect((await t.post('/api/startup', { domain_name: 'localhost' })).json).toEqual({
      statusCode: 0,
      message: 'siteExpired',
    });
    await changeLucky((doc) => ({ ...doc, site: lucky.document.site }));
    expect((await t.post('/api/startup', { domain_name: 'localhost' })).json.statusCode).toBe(1);
  });
});

describe('site calls', () => {
  it('/api/seo answers the page entry with every SEO field, and null for a page without one', async () => {
    const res = await t.post('/api/seo', { ...site, page_name: 'home' });
    expect(res.json.statusCode).toBe(1);
    const value = res.json.value as Record<string, unknown>;
    for (const field of [
      'id',
      'page_name',
      'en_item_name',
      'en_body',
      'local_item_name',
      'local_body',
      'meta_title',
      'meta_desc',
      'meta_keywords',
      'meta_url',
      'meta_canonical',
      'meta_author',
      'meta_publisher',
      'meta_lang',
      'meta_image_url',
    ]) {
      expect(value).toHaveProperty(field);
    }
    expect(value.page_name).toBe('home');
    const none = await t.post('/api/seo', { ...site, page_name: 'no-such-page' });
    expect(none.json).toEqual({ statusCode: 1, message: 'OK', value: null });
  });

  it('/api/product/get_hot_games lists the brand hot games in order, filtered by game_type', async () => {
    const res = await t.post('/api/product/get_hot_games', { ...site, game_type: '' });
    expect(res.json.statusCode).toBe(1);
    const value = res.json.value as { game_code: string; game_type: string; img_url: string }[];
    expect(value.map((g) => g.game_code)).toEqual(lucky.document.hot_games.slice(0, value.length));
    expect(value.length).toBeGreaterThan(0);
    for (const game of value)
      expect(Object.keys(game).sort()).toEqual([
        'game_code',
        'game_name',
        'game_type',
        'img_url',
        'provider_code',
      ]);
    const slots = await t.post('/api/product/get_hot_games', { ...site, game_type: 'slots' });
    expect((slots.json.value as { game_type: string }[]).every((g) => g.game_type === 'slots')).toBe(true);
    const bingo = await t.post('/api/product/get_hot_games', { ...site, game_type: 'bingo' });
    expect(bingo.json.value).toEqual([]);
  });

  it('/api/settings/social_account answers accountList', async () => {
    const res = await t.post('/api/settings/social_account', site);
    expect(res.json).toEqual({ statusCode: 1, message: 'OK', accountList: lucky.document.social_accounts });
  });

  it('/api/settings/top10winner_withdrawal answers the ticker with masked ids and exact amounts', async () => {
    const res = await t.post('/api/settings/top10winner_withdrawal', site);
    const body = top10WinnerWithdrawalCall.response.parse(res.json);
    expect(body.withrawal.length).toBeGreaterThan(0);
    expect(body.winner.length).toBeGreaterThan(0);
    expect(body.winner.length).toBeLessThanOrEqual(10);
    const amounts = body.winner.map((w) => Number(w.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const row of [...body.withrawal, ...body.winner]) {
      expect(row.account_id).toContain('***');
      expect(row.amount).toMatch(/^\d+\.\d{2}$/);
    }
    expect(body.hour_withdrawal).toMatch(/^\d+\.\d{2}$/);
    expect(body.registered_player).toBeGreaterThan(0);
    expect(body.registered_player).toBeGreaterThanOrEqual(body.active_player);
    expect(body.registered_player).toBeGreaterThanOrEqual(body.deposited_player);
  });

  it('/api/settings/siteinfodetail answers the CMS pages and cms_status', async () => {
    const res = await t.post('/api/settings/siteinfodetail', site);
    expect(res.json.statusCode).toBe(1);
    const value = res.json.value as { cms: Record<string, unknown>; cms_status: boolean };
    expect(Object.keys(value.cms).sort()).toEqual([
      'about_us',
      'banking',
      'faqs',
      'privacy_policy',
      'responsible_gaming',
      'term_condition',
    ]);
    expect(value.cms.about_us).toEqual(lucky.document.cms.about_us);
    expect(value.cms_status).toBe(true);
  });

  it('/api/settings/get_analytics answers items with section and script', async () => {
    const res = await t.post('/api/settings/get_analytics', { domain_name: 'localhost' });
    expect(res.json).toEqual({ statusCode: 1, message: 'OK', value: lucky.document.analytics });
    expect((res.json.value as { section: string }[]).every((i) => ['HEAD', 'BODY'].includes(i.section))).toBe(
      true,
    );
  });

  it('/api/settings/partners answers the partner list', async () => {
    const res = await t.post('/api/settings/partners', site);
    expect(res.json).toEqual({ statusCode: 1, message: 'OK', value: lucky.document.partners });
  });

  it('/api/settings/adsvisit stores the visit with fbp and appsflyer_id', async () => {
    const res = await t.post('/api/settings/adsvisit', {
      ...site,
      fbp: 'fb.1.1700000000000.123456789',
      appsflyer_id: '1700000000000-1234567',
    });
    expect(res.json).toEqual({ statusCode: 1, message: 'OK' });
    const rows = await t.handle.db.select().from(adsVisits).where(eq(adsVisits.brandId, lucky.id));
    expect(rows.at(-1)).toMatchObject({
      fbp: 'fb.1.1700000000000.123456789',
      appsflyerId: '1700000000000-1234567',
    });
  });

  it('refuses a site call whose external_id is not the brand', async () => {
    const res = await t.post('/api/settings/partners', { ...site, external_id: 'someone-else' });
    expect(res.json).toEqual({ statusCode: 0, message: 'siteMismatch' });
  });
});

describe('maskAccountId', () => {
  it('keeps only the ends of an id', () => {
    expect(maskAccountId('player123')).toBe('pl***23');
    expect(maskAccountId('abc')).toBe('a***');
  });
});
