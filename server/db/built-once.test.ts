import { TransactionRollbackError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#server/test-support/test-database.ts';
import { builtOnce } from './built-once.ts';
import { brands } from './schema.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});

afterAll(async () => {
  await database.close();
});

const brandByCode = builtOnce((db) =>
  db
    .select({ code: brands.code })
    .from(brands)
    .where(eq(brands.code, sql.placeholder('code')))
    .prepare('test_brand_by_code'),
);

it('builds a query once per database and runs it with each call’s values', async () => {
  const query = brandByCode(database.db);
  expect(brandByCode(database.db)).toBe(query);
  expect(await query.execute({ code: 'lucky' })).toEqual([{ code: 'lucky' }]);
  expect(await brandByCode(database.db).execute({ code: 'spinpalace' })).toEqual([{ code: 'spinpalace' }]);
  expect(await query.execute({ code: 'nope' })).toEqual([]);
});

it('builds a transaction its own query, which sees the transaction’s writes', async () => {
  const outside = brandByCode(database.db);
  const rolledBack = database.db.transaction(async (tx) => {
    const inside = brandByCode(tx);
    expect(inside).not.toBe(outside);
    expect(brandByCode(tx)).toBe(inside);
    await tx.update(brands).set({ code: 'renamed' }).where(eq(brands.code, 'lucky'));
    expect(await inside.execute({ code: 'renamed' })).toEqual([{ code: 'renamed' }]);
    tx.rollback();
  });
  await expect(rolledBack).rejects.toThrow(TransactionRollbackError);
  expect(await outside.execute({ code: 'renamed' })).toEqual([]);
  expect(await outside.execute({ code: 'lucky' })).toEqual([{ code: 'lucky' }]);
});
