import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { brands } from '#server/db/schema.ts';
import { demoBrands } from '#server/db/seed/demo-brands.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

const brandCount = async (database: TestDatabase) =>
  (await database.db.select({ n: count() }).from(brands))[0]?.n ?? -1;

describe('test databases copied from one prepared database', () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });
  const open = async (seeded: boolean) => {
    const database = await openTestDatabase({ seeded });
    opened.push(database);
    return database;
  };

  it('gives each file its own copy: seeded ones hold the demo brands, and a change to one is not in another', async () => {
    const first = await open(true);
    const second = await open(true);
    expect(await brandCount(first)).toBe(demoBrands.length);
    await first.db.delete(brands);
    expect(await brandCount(first)).toBe(0);
    expect(await brandCount(second)).toBe(demoBrands.length);
    // A copy made after the change still starts from the prepared database.
    expect(await brandCount(await open(true))).toBe(demoBrands.length);
  });

  it('opens a migrated but empty database when no seed is asked for', async () => {
    const empty = await open(false);
    expect(await brandCount(empty)).toBe(0);
    expect(empty.seeded).toBe(false);
  });
});
