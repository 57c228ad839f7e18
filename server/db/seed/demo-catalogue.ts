import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categorySlugs, type CategorySlug } from '#shared/brand/categories.ts';
import {
  catalogueDocumentSchema,
  sortOrderOf,
  type CatalogueDocument,
} from '#shared/catalogue/catalogue-document.ts';

/** The demo catalogue: one provider document per file, the same files an operator would apply. */
export const demoCatalogueDir = fileURLToPath(new URL('../../../catalogue', import.meta.url));

function readDemoDocuments(): CatalogueDocument[] {
  return readdirSync(demoCatalogueDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = catalogueDocumentSchema.safeParse(
        JSON.parse(readFileSync(join(demoCatalogueDir, name), 'utf8')),
      );
      // A broken shipped file is a bug of ours: fail loudly at start rather than seed half a catalogue.
      if (!parsed.success) throw new Error(`catalogue/${name}: ${parsed.error.message}`);
      return parsed.data;
    });
}

export const demoCatalogueDocuments: readonly CatalogueDocument[] = readDemoDocuments();

export interface DemoProvider {
  code: string;
  name: string;
  popup: boolean;
}

export const demoProviders: readonly DemoProvider[] = demoCatalogueDocuments.map(({ code, name, popup }) => ({
  code,
  name,
  popup,
}));

/** A demo game as the rows store it (flags by their column names). */
export interface DemoGame {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: CategorySlug;
  img_url: string;
  sort_order: number;
  hot: boolean;
  featured: boolean;
  popular: boolean;
  is_new: boolean;
}

/** In lobby order: by category, then by sort order. */
export const demoGames: readonly DemoGame[] = demoCatalogueDocuments
  .flatMap((document) =>
    document.games.map((game, index) => ({
      provider_code: document.code,
      game_code: game.game_code,
      game_name: game.game_name,
      game_type: game.game_type,
      img_url: game.img_url,
      sort_order: sortOrderOf(document, index),
      hot: game.hot,
      featured: game.featured,
      popular: game.popular,
      is_new: game.new,
    })),
  )
  .sort(
    (a, b) =>
      categorySlugs.indexOf(a.game_type) - categorySlugs.indexOf(b.game_type) || a.sort_order - b.sort_order,
  );

/** Categories in which a set of providers offers at least one game. */
export function categoriesOf(providerCodes: readonly string[]): Set<CategorySlug> {
  return new Set(
    demoGames.filter((game) => providerCodes.includes(game.provider_code)).map((game) => game.game_type),
  );
}
