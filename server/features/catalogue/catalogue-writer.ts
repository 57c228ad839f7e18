import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  catalogueDocumentSchema,
  categoriesOfDocument,
  sortOrderOf,
  type CatalogueDocument,
} from '#shared/catalogue/catalogue-document.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { games, operatorActions, providers } from '#server/db/schema.ts';

export interface CatalogueIssue {
  path: string;
  message: string;
}

/** A provider document was refused; nothing was written. */
export class CatalogueValidationError extends Error {
  constructor(readonly issues: CatalogueIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
    this.name = 'CatalogueValidationError';
  }
}

function parseCatalogueDocument(input: unknown): CatalogueDocument {
  const parsed = catalogueDocumentSchema.safeParse(input);
  if (!parsed.success) {
    throw new CatalogueValidationError(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || '(root)',
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

export interface CatalogueWriteResult {
  code: string;
  created: boolean;
  changed: boolean;
  added: number;
  updated: number;
  /** Games the provider had that the document no longer lists (decision 0027). */
  removed: number;
  games: number;
}

/** PGlite pays per statement, so rows go in a few large inserts. */
const batchSize = 100;

/** The value the insert proposed, in an upsert's update. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

type GameRow = Omit<typeof games.$inferInsert, 'id'>;

function gameRowsOf(document: CatalogueDocument): GameRow[] {
  return document.games.map((game, index) => ({
    providerCode: document.code,
    gameCode: game.game_code,
    gameName: game.game_name,
    gameType: game.game_type,
    imgUrl: game.img_url,
    sortOrder: sortOrderOf(document, index),
    hot: game.hot,
    featured: game.featured,
    popular: game.popular,
    isNew: game.new,
  }));
}

/**
 * Makes the provider and its games exactly what the document says, inside the caller's
 * transaction. A document without `wallet_secret` keeps the stored one: the secret is write-only
 * and the shipped demo documents must not carry one.
 */
export async function writeCatalogueDocument(
  tx: Executor,
  document: CatalogueDocument,
): Promise<CatalogueWriteResult> {
  const [existing] = await tx.select().from(providers).where(eq(providers.code, document.code)).limit(1);
  const [slugHolder] = await tx
    .select({ code: providers.code })
    .from(providers)
    .where(and(eq(providers.slug, document.slug), ne(providers.code, document.code)))
    .limit(1);
  if (slugHolder)
    throw new CatalogueValidationError([{ path: 'slug', message: `slugTaken: ${slugHolder.code}` }]);
  const codes = document.games.map((game) => game.game_code);
  const foreign = await tx
    .select({ gameCode: games.gameCode, providerCode: games.providerCode })
    .from(games)
    .where(and(inArray(games.gameCode, codes), ne(games.providerCode, document.code)));
  if (foreign.length > 0) {
    throw new CatalogueValidationError(
      foreign.map((row) => ({
        path: 'games',
        message: `gameCodeTaken: ${row.gameCode} (${row.providerCode})`,
      })),
    );
  }

  const provider = {
    code: document.code,
    name: document.name,
    slug: document.slug,
    logoUrl: document.logo_url,
    categories: categoriesOfDocument(document),
    launchUrl: document.launch_url,
    popup: document.popup,
    walletSecret: document.wallet_secret ?? existing?.walletSecret ?? null,
  };
  const stored = await tx
    .select()
    .from(games)
    .where(eq(games.providerCode, document.code))
    .orderBy(asc(games.id));
  const storedByCode = new Map(stored.map(({ id: _id, ...row }) => [row.gameCode, row]));
  const wanted = gameRowsOf(document);
  const wantedCodes = new Set(codes);
  const added = wanted.filter((row) => !storedByCode.has(row.gameCode));
  const updated = wanted.filter((row) => {
    const before = storedByCode.get(row.gameCode);
    return before !== undefined && !isDeepStrictEqual(before, row);
  });
  const removed = stored.filter((row) => !wantedCodes.has(row.gameCode)).map((row) => row.gameCode);
  const providerChanged = !existing || !isDeepStrictEqual(existing, provider);
  const result = {
    code: document.code,
    created: !existing,
    added: added.length,
    updated: updated.length,
    removed: removed.length,
    games: wanted.length,
  };
  if (!providerChanged && added.length === 0 && updated.length === 0 && removed.length === 0)
    return { ...result, changed: false };

  if (providerChanged) {
    const { code: _code, ...rest } = provider;
    await tx.insert(providers).values(provider).onConflictDoUpdate({ target: providers.code, set: rest });
  }
  if (removed.length > 0) await tx.delete(games).where(inArray(games.gameCode, removed));
  const changedRows = [...added, ...updated];
  for (let start = 0; start < changedRows.length; start += batchSize) {
    await tx
      .insert(games)
      .values(changedRows.slice(start, start + batchSize))
      .onConflictDoUpdate({
        target: games.gameCode,
        set: {
          gameName: sqlExcluded('game_name'),
          gameType: sqlExcluded('game_type'),
          imgUrl: sqlExcluded('img_url'),
          sortOrder: sqlExcluded('sort_order'),
          hot: sqlExcluded('hot'),
          featured: sqlExcluded('featured'),
          popular: sqlExcluded('popular'),
          isNew: sqlExcluded('is_new'),
        },
      });
  }
  return { ...result, changed: true };
}

/**
 * Validates and writes one provider document with its audit record in one transaction;
 * `onChanged` (drop every server's cached provider_count and menus) runs after commit.
 */
export async function applyCatalogue(
  db: Database,
  input: unknown,
  actor: string,
  onChanged: () => Promise<void>,
): Promise<CatalogueWriteResult> {
  const document = parseCatalogueDocument(input);
  const result = await db.transaction(async (tx) => {
    const written = await writeCatalogueDocument(tx, document);
    if (written.changed) {
      await tx.insert(operatorActions).values({
        actor,
        action: written.created ? 'catalogue.create' : 'catalogue.update',
        target: document.code,
        // Counts only: the wallet secret is write-only and never leaves the providers table.
        detail: {
          games: written.games,
          added: written.added,
          updated: written.updated,
          removed: written.removed,
          wallet_secret: document.wallet_secret === undefined ? 'kept' : 'set',
        },
      });
    }
    return written;
  });
  if (result.changed) await onChanged();
  return result;
}
