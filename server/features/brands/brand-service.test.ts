import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandDocumentSchema, type BrandDocument } from '#shared/brand/brand-schema.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { brands, operatorActions } from '#server/db/schema.ts';
import { makeBrandDocument, snapshotBrandTables } from '#server/test-support/brand-fixture.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { findBrandByDomain } from './brand-repository.ts';
import {
  applyBrand,
  BrandNotFoundError,
  BrandValidationError,
  setMaintenance,
  showBrand,
  type BrandIssue,
} from './brand-service.ts';

let handle: DatabaseHandle;
let published = 0;
const onChanged = async () => {
  published += 1;
};
const actor = 'cli:tester';

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(brands);
  await handle.db.delete(operatorActions);
  published = 0;
});

const apply = (input: unknown) => applyBrand(handle.db, input, actor, onChanged);

async function refusal(input: unknown): Promise<BrandIssue[]> {
  const error = await apply(input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BrandValidationError);
  return (error as BrandValidationError).issues;
}

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, child]) => [key, reverseKeys(child)]),
  );
}

it('the fixture is a valid document that the schema leaves unchanged', () => {
  expect(brandDocumentSchema.parse(makeBrandDocument())).toEqual(makeBrandDocument());
});

it('creates a brand with its domains and records who did it', async () => {
  const result = await apply(makeBrandDocument());

  expect(result.changed).toBe(true);
  expect(result.brand).toMatchObject({ code: 'testbrand', version: 1 });
  expect((await showBrand(handle.db, 'testbrand')).document).toEqual(makeBrandDocument());
  expect((await findBrandByDomain(handle.db, 'testbrand.localhost'))?.code).toBe('testbrand');
  const { actions } = await snapshotBrandTables(handle.db);
  expect(actions).toMatchObject([
    { actor, action: 'brand.create', target: 'testbrand', detail: { version: 1 } },
  ]);
  expect(published).toBe(1);
});

it('applying the same document again is unchanged and keeps the version', async () => {
  await apply(makeBrandDocument());
  const before = await snapshotBrandTables(handle.db);

  const again = await apply(makeBrandDocument());
  // The same content with other key order and an upper-case domain is still the same document.
  const reordered = reverseKeys(makeBrandDocument()) as Record<string, unknown>;
  const shuffled = await apply({ ...reordered, domains: ['TestBrand.Localhost'] });

  expect(again).toMatchObject({ changed: false, brand: { version: 1 } });
  expect(shuffled).toMatchObject({ changed: false, brand: { version: 1 } });
  expect(await snapshotBrandTables(handle.db)).toEqual(before);
  expect(published).toBe(1);
});

it('a change bumps the version, replaces the domains and is recorded as an update', async () => {
  await apply(makeBrandDocument());
  const changed = makeBrandDocument({ domains: ['testbrand.example'] });
  changed.site.site_name = 'Renamed Brand';

  const result = await apply(changed);

  expect(result).toMatchObject({ changed: true, brand: { version: 2 } });
  expect((await showBrand(handle.db, 'testbrand')).document.site.site_name).toBe('Renamed Brand');
  expect(await findBrandByDomain(handle.db, 'testbrand.localhost')).toBeUndefined();
  expect((await findBrandByDomain(handle.db, 'testbrand.example'))?.version).toBe(2);
  const { actions } = await snapshotBrandTables(handle.db);
  expect(actions.map((row) => [row.action, row.detail])).toEqual([
    ['brand.create', { version: 1 }],
    ['brand.update', { version: 2 }],
  ]);
  expect(published).toBe(2);
});

describe('an invalid document is refused with the field and the reason, and nothing is written', () => {
  beforeEach(async () => {
    await apply(makeBrandDocument());
    await apply(makeBrandDocument({ code: 'otherbrand', domains: ['otherbrand.localhost'] }));
    published = 0;
  });

  function withSite(change: (site: Record<string, unknown>) => void): unknown {
    const document = makeBrandDocument() as BrandDocument & { site: Record<string, unknown> };
    change(document.site);
    return document;
  }

  const cases: { name: string; input: () => unknown; path: string; reason: RegExp }[] = [
    {
      name: 'a colour the theme does not have',
      input: () => withSite((site) => (site.theme_color = 'neon')),
      path: 'site.theme_color',
      reason: /theme color/i,
    },
    {
      name: 'a missing field',
      input: () => withSite((site) => delete site.site_name),
      path: 'site.site_name',
      reason: /expected string/,
    },
    {
      name: 'a field of the wrong type',
      input: () => withSite((site) => (site.status = 'yes')),
      path: 'site.status',
      reason: /expected boolean/,
    },
    {
      name: 'a domain another brand holds',
      input: () => makeBrandDocument({ domains: ['testbrand.localhost', 'otherbrand.localhost'] }),
      path: 'domains',
      reason: /domainTaken: otherbrand\.localhost/,
    },
    {
      name: 'a new brand on a domain another brand holds',
      input: () => makeBrandDocument({ code: 'newbrand', domains: ['testbrand.localhost'] }),
      path: 'domains',
      reason: /domainTaken: testbrand\.localhost/,
    },
    {
      name: 'a default language that is not enabled',
      input: () => makeBrandDocument({ languages: { default: 'RUS', enabled: ['EN'] } }),
      path: 'languages.default',
      reason: /defaultLanguageNotEnabled/,
    },
  ];

  for (const { name, input, path, reason } of cases) {
    it(`refuses ${name}`, async () => {
      const before = await snapshotBrandTables(handle.db);

      const issues = await refusal(input());

      expect(issues).toContainEqual({ path, message: expect.stringMatching(reason) });
      expect(await snapshotBrandTables(handle.db)).toEqual(before);
      expect(published).toBe(0);
    });
  }

  it('names the root when the document is not an object', async () => {
    expect(await refusal([makeBrandDocument()])).toEqual([
      { path: '(root)', message: expect.stringMatching(/expected object/) },
    ]);
  });
});

it('switches maintenance through the same validated path, and only when it changes', async () => {
  await apply(makeBrandDocument());

  const on = await setMaintenance(handle.db, 'testbrand', true, actor, onChanged);
  const again = await setMaintenance(handle.db, 'testbrand', true, actor, onChanged);

  expect(on).toMatchObject({ changed: true, brand: { version: 2 } });
  expect(on.brand.document.maintenance.is_maintenance).toBe(true);
  expect(again).toMatchObject({ changed: false, brand: { version: 2 } });
  expect(published).toBe(2);
});

it('an unknown brand is reported by name and nothing is written', async () => {
  const before = await snapshotBrandTables(handle.db);

  await expect(showBrand(handle.db, 'ghost')).rejects.toThrow(BrandNotFoundError);
  await expect(setMaintenance(handle.db, 'ghost', true, actor, onChanged)).rejects.toThrow(
    "No brand with code 'ghost'",
  );
  expect(await snapshotBrandTables(handle.db)).toEqual(before);
  expect(published).toBe(0);
});
