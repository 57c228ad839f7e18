import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { createPostgresChangeBus, type BrandChangeBus } from './brand-change-bus.ts';
import { applyBrand, setMaintenance } from './brand-service.ts';

const host = 'testbrand.localhost';
const actor = 'cli:tester';

interface StartupAnswer {
  statusCode: number;
  site: { site_name: string; theme_color: string };
  maintenance: { is_maintenance: boolean };
}

async function startupOf(app: FastifyInstance): Promise<StartupAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/startup',
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify({ domain_name: host }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<StartupAnswer>();
}

function renamed(siteName: string) {
  const document = makeBrandDocument();
  document.site.site_name = siteName;
  return document;
}

describe('one server: a change is visible on the next request', () => {
  let t: TestApp;
  const publish = () => t.services.brandBus.publish();

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await applyBrand(t.services.db, makeBrandDocument(), actor, publish);
  });
  afterAll(() => t.close());

  it('a changed document shows in the very next startup answer', async () => {
    const first = await startupOf(t.app);
    expect(first).toMatchObject({ statusCode: 1, site: { site_name: 'Test Brand' } });

    await applyBrand(t.services.db, renamed('Renamed Brand'), actor, publish);

    expect((await startupOf(t.app)).site.site_name).toBe('Renamed Brand');
  });

  it('the answer is cached, so the published change is what makes it visible', async () => {
    expect((await startupOf(t.app)).site.site_name).toBe('Renamed Brand');

    // Written without telling anyone: the cached configuration is still served...
    await applyBrand(t.services.db, renamed('Silent Rename'), actor, async () => {});
    expect((await startupOf(t.app)).site.site_name).toBe('Renamed Brand');

    // ...until the change is published.
    await publish();
    expect((await startupOf(t.app)).site.site_name).toBe('Silent Rename');
  });

  it('maintenance on makes the next startup answer maintenance, off lifts it', async () => {
    expect((await startupOf(t.app)).maintenance.is_maintenance).toBe(false);

    await setMaintenance(t.services.db, 'testbrand', true, actor, publish);
    expect((await startupOf(t.app)).maintenance.is_maintenance).toBe(true);

    await setMaintenance(t.services.db, 'testbrand', false, actor, publish);
    expect((await startupOf(t.app)).maintenance.is_maintenance).toBe(false);
  });
});

/**
 * Several server copies share one PostgreSQL database and learn of changes through LISTEN/NOTIFY.
 * The embedded database has exactly one server, so there is no second copy to tell; its
 * cross-process path (the operator endpoint) is covered in brand-cli.test.ts.
 */
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describe('two server copies on one PostgreSQL database', () => {
    const handles: DatabaseHandle[] = [];
    const buses: BrandChangeBus[] = [];
    const copies: TestApp[] = [];

    async function serverCopy(handle: DatabaseHandle) {
      if (!handle.pool) throw new Error('a PostgreSQL handle has a pool');
      const brandBus = await createPostgresChangeBus(handle.pool);
      buses.push(brandBus);
      const copy = await createTestApp({ database: handle, brandBus, env: { DATABASE_URL: databaseUrl } });
      copies.push(copy);
      return copy;
    }

    beforeAll(async () => {
      const first = await openTestDatabase();
      if (!first.url) throw new Error('a PostgreSQL test database has a url');
      handles.push(first, await openDatabase({ databaseUrl: first.url, dataDir: '', poolSize: 4 }));
    });
    afterAll(async () => {
      for (const copy of copies) await copy.close();
      for (const bus of buses) await bus.close();
      // The second handle first: closing the first drops the test database.
      for (const handle of handles.reverse()) await handle.close();
    });

    it('the publishing copy forgets at once, not when its own notification comes back', async () => {
      const handle = handles[0] as DatabaseHandle;
      if (!handle.pool) throw new Error('a PostgreSQL handle has a pool');
      const bus = await createPostgresChangeBus(handle.pool);
      buses.push(bus);
      let heard = 0;
      bus.onChange(() => (heard += 1));
      const published = bus.publish();
      expect(heard, 'listeners called before the NOTIFY round trip').toBe(1);
      await published;
      // Its own notification still arrives (the other copies hear the same one).
      for (const deadline = Date.now() + 2_000; heard < 2 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(heard).toBe(2);
    });

    it("a change applied on one copy shows in the other's next startup answer", async () => {
      const a = await serverCopy(handles[0] as DatabaseHandle);
      const b = await serverCopy(handles[1] as DatabaseHandle);
      await applyBrand(a.services.db, makeBrandDocument(), actor, () => a.services.brandBus.publish());
      // Both copies cache the brand.
      expect((await startupOf(a.app)).site.site_name).toBe('Test Brand');
      expect((await startupOf(b.app)).site.site_name).toBe('Test Brand');

      await applyBrand(a.services.db, renamed('Shared Rename'), actor, () => a.services.brandBus.publish());

      expect((await startupOf(a.app)).site.site_name).toBe('Shared Rename');
      // The notification travels through the database server: wait for it, but not for long.
      let seen = '';
      for (const deadline = Date.now() + 2_000; Date.now() < deadline;) {
        seen = (await startupOf(b.app)).site.site_name;
        if (seen === 'Shared Rename') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(seen).toBe('Shared Rename');
    });
  });
}
