import { isDeepStrictEqual } from 'node:util';
import { brandDocumentSchema, type BrandDocument } from '#shared/brand/brand-schema.ts';
import type { Database } from '#server/db/database.ts';
import { operatorActions } from '#server/db/schema.ts';
import { domainsHeldByOthers, findBrandByCode, upsertBrand, type BrandRow } from './brand-repository.ts';

export interface BrandIssue {
  path: string;
  message: string;
}

/** A brand document was refused; nothing was written. */
export class BrandValidationError extends Error {
  constructor(readonly issues: BrandIssue[]) {
    super(
      `Invalid brand document:\n${issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n')}`,
    );
    this.name = 'BrandValidationError';
  }
}

export class BrandNotFoundError extends Error {
  constructor(readonly code: string) {
    super(`No brand with code '${code}'`);
    this.name = 'BrandNotFoundError';
  }
}

export function parseBrandDocument(input: unknown): BrandDocument {
  const parsed = brandDocumentSchema.safeParse(input);
  if (!parsed.success) {
    throw new BrandValidationError(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || '(root)',
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

export interface ApplyResult {
  brand: BrandRow;
  changed: boolean;
}

/**
 * Validates and stores a brand document in one transaction (brand, domains, audit record).
 * Applying the same document again changes nothing. `onChanged` runs after commit.
 */
export async function applyBrand(
  db: Database,
  input: unknown,
  actor: string,
  onChanged: () => Promise<void>,
): Promise<ApplyResult> {
  const document = parseBrandDocument(input);
  const result = await applyInTransaction(db, document, actor);
  if (result.changed) await onChanged();
  return result;
}

/** Postgres unique_violation: a concurrent apply took one of the domains first. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

async function applyInTransaction(
  db: Database,
  document: BrandDocument,
  actor: string,
): Promise<ApplyResult> {
  try {
    return await writeBrand(db, document, actor);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new BrandValidationError([{ path: 'domains', message: 'domainTaken' }]);
  }
}

function writeBrand(db: Database, document: BrandDocument, actor: string): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const existing = await findBrandByCode(tx, document.code);
    if (existing && isDeepStrictEqual(existing.document, document))
      return { brand: existing, changed: false };
    const taken = await domainsHeldByOthers(tx, document.code, document.domains);
    if (taken.length > 0) {
      throw new BrandValidationError(
        taken.map((domain) => ({ path: 'domains', message: `domainTaken: ${domain}` })),
      );
    }
    const brand = await upsertBrand(tx, document);
    await tx.insert(operatorActions).values({
      actor,
      action: existing ? 'brand.update' : 'brand.create',
      target: document.code,
      detail: { version: brand.version },
    });
    return { brand, changed: true };
  });
}

export async function setMaintenance(
  db: Database,
  code: string,
  on: boolean,
  actor: string,
  onChanged: () => Promise<void>,
): Promise<ApplyResult> {
  const existing = await findBrandByCode(db, code);
  if (!existing) throw new BrandNotFoundError(code);
  const document = {
    ...existing.document,
    maintenance: { ...existing.document.maintenance, is_maintenance: on },
  };
  return applyBrand(db, document, actor, onChanged);
}

export async function showBrand(db: Database, code: string): Promise<BrandRow> {
  const existing = await findBrandByCode(db, code);
  if (!existing) throw new BrandNotFoundError(code);
  return existing;
}
