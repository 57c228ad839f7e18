import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import type { Executor } from '#server/db/database.ts';
import { accounts } from '#server/db/schema.ts';
import { upsertBrand } from '#server/features/brands/brand-repository.ts';
import { makeBrandDocument } from './brand-fixture.ts';

/** A brand of its own and `count` active accounts in it, for ledger tests. */
export async function makeLedgerBrand(
  db: Executor,
  code: string,
  count: number,
  overrides: Partial<BrandDocument> = {},
): Promise<{ brandId: number; accountPks: number[] }> {
  const brand = await upsertBrand(
    db,
    makeBrandDocument({ code, domains: [`${code}.localhost`], ...overrides }),
  );
  if (count === 0) return { brandId: brand.id, accountPks: [] };
  const rows = await db
    .insert(accounts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        brandId: brand.id,
        accountId: `${code}-player${index + 1}`,
        status: 'active',
      })),
    )
    .returning({ id: accounts.id });
  return { brandId: brand.id, accountPks: rows.map((row) => row.id) };
}
