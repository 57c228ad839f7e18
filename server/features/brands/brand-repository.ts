import { eq, inArray, sql } from 'drizzle-orm';
import { brandDocumentSchema, type BrandDocument } from '#shared/brand/brand-schema.ts';
import type { Executor } from '#server/db/database.ts';
import { brandDomains, brands } from '#server/db/schema.ts';

export interface BrandRow {
  id: number;
  code: string;
  version: number;
  document: BrandDocument;
}

const columns = { id: brands.id, code: brands.code, version: brands.version, document: brands.document };

/**
 * A stored document as the current schema reads it: one stored before a field existed gets that
 * field's default. One the schema no longer takes is served as stored rather than not at all.
 */
function current(row: BrandRow): BrandRow {
  const parsed = brandDocumentSchema.safeParse(row.document);
  return parsed.success ? { ...row, document: parsed.data } : row;
}

export async function findBrandByDomain(db: Executor, domain: string): Promise<BrandRow | undefined> {
  const rows = await db
    .select(columns)
    .from(brandDomains)
    .innerJoin(brands, eq(brands.id, brandDomains.brandId))
    .where(eq(brandDomains.domain, domain))
    .limit(1);
  return rows[0] && current(rows[0]);
}

export async function findBrandByCode(db: Executor, code: string): Promise<BrandRow | undefined> {
  const rows = await db.select(columns).from(brands).where(eq(brands.code, code)).limit(1);
  return rows[0] && current(rows[0]);
}

export async function findBrandById(db: Executor, id: number): Promise<BrandRow | undefined> {
  const rows = await db.select(columns).from(brands).where(eq(brands.id, id)).limit(1);
  return rows[0] && current(rows[0]);
}

export async function listBrands(db: Executor): Promise<BrandRow[]> {
  return (await db.select(columns).from(brands).orderBy(brands.code)).map(current);
}

/** Domains already held by a brand other than `code`. */
export async function domainsHeldByOthers(db: Executor, code: string, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: brandDomains.domain, code: brands.code })
    .from(brandDomains)
    .innerJoin(brands, eq(brands.id, brandDomains.brandId))
    .where(inArray(brandDomains.domain, domains));
  return rows.filter((row) => row.code !== code).map((row) => row.domain);
}

/** Inserts or replaces a brand and its domains; returns the stored row. Call inside a transaction. */
export async function upsertBrand(db: Executor, document: BrandDocument): Promise<BrandRow> {
  const [row] = await db
    .insert(brands)
    .values({ code: document.code, document })
    .onConflictDoUpdate({
      target: brands.code,
      set: { document, version: sql`${brands.version} + 1`, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error(`upsert of brand ${document.code} returned nothing`);
  await db.delete(brandDomains).where(eq(brandDomains.brandId, row.id));
  await db.insert(brandDomains).values(document.domains.map((domain) => ({ domain, brandId: row.id })));
  return row;
}
