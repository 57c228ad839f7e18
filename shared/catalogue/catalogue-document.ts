import { z } from '#shared/contract/zod-without-eval.ts';
import { categorySlugs, type CategorySlug } from '#shared/brand/categories.ts';
import { safeText } from '#shared/contract/fields.ts';

/** The placeholders a provider's launch URL may hold; the game launcher fills each in. */
const launchPlaceholders = ['token', 'game_code', 'lang', 'currency', 'return_url'] as const;

export const providerCodeSchema = z.string().regex(/^[A-Z0-9_]{1,20}$/, { message: 'invalidProviderCode' });
export const gameCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, { message: 'invalidGameCode' });

/** A file of ours (`/games/x.svg`) or an https address on the provider's CDN. */
const assetUrl = safeText(500).regex(/^(\/[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>]+)$/, {
  message: 'invalidUrl',
});

const launchUrl = safeText(1000)
  .regex(/^(\/|https:\/\/)[^\s"'<>]*$/, { message: 'invalidUrl' })
  .refine((url) => [...url.matchAll(/\{([^}]*)\}/g)].every(([, name]) => isPlaceholder(name)), {
    message: 'unknownPlaceholder',
  })
  .refine((url) => url.includes('{token}') && url.includes('{game_code}'), {
    message: 'launchUrlNeedsTokenAndGameCode',
  });

function isPlaceholder(name: string | undefined): boolean {
  return (launchPlaceholders as readonly string[]).includes(name ?? '');
}

const catalogueGameSchema = z.object({
  game_code: gameCodeSchema,
  game_name: safeText(80).min(1),
  /** The category slug the game is listed under. */
  game_type: z.enum(categorySlugs),
  img_url: assetUrl,
  /** Position within its category, lower first; default: ten times its place in the document. */
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
  hot: z.boolean().default(false),
  featured: z.boolean().default(false),
  popular: z.boolean().default(false),
  new: z.boolean().default(false),
});

/**
 * One provider with all its games: the file an operator applies (`npm run catalogue -- apply`)
 * and the form the demo catalogue ships in (catalogue/*.json). Which brands offer it is in each
 * brand document, not here.
 */
export const catalogueDocumentSchema = z
  .object({
    code: providerCodeSchema,
    name: safeText(60).min(1),
    /** The provider's part of a lobby URL; unique across providers. */
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'invalidSlug' }),
    logo_url: assetUrl,
    /** Menu order of the provider's categories; omitted: the order its games first name them. */
    categories: z.array(z.enum(categorySlugs)).max(categorySlugs.length).optional(),
    /** With {token} {game_code} {lang} {currency} {return_url}. */
    launch_url: launchUrl,
    /** Opens in a window of its own instead of the site frame. */
    popup: z.boolean().default(false),
    /** The HMAC key of the provider's wallet callbacks; write-only: never printed back. */
    wallet_secret: z.string().min(32).max(200).optional(),
    games: z.array(catalogueGameSchema).min(1).max(2000),
  })
  .superRefine((document, context) => {
    const seen = new Set<string>();
    document.games.forEach((game, index) => {
      if (seen.has(game.game_code))
        context.addIssue({
          code: 'custom',
          path: ['games', index, 'game_code'],
          message: 'duplicateGameCode',
        });
      seen.add(game.game_code);
    });
    if (document.categories) {
      const listed = new Set(document.categories);
      if (listed.size !== document.categories.length)
        context.addIssue({ code: 'custom', path: ['categories'], message: 'duplicateCategory' });
      // The menus show a provider under exactly the categories it has games in.
      const used = new Set(document.games.map((game) => game.game_type));
      for (const category of used)
        if (!listed.has(category))
          context.addIssue({ code: 'custom', path: ['categories'], message: `missingCategory: ${category}` });
      for (const category of listed)
        if (!used.has(category))
          context.addIssue({ code: 'custom', path: ['categories'], message: `noGamesIn: ${category}` });
    }
  });
export type CatalogueDocument = z.output<typeof catalogueDocumentSchema>;

/** The provider's categories: as listed, or in the order its games first name them. */
export function categoriesOfDocument(document: CatalogueDocument): CategorySlug[] {
  return document.categories ?? [...new Set(document.games.map((game) => game.game_type))];
}

/** Each game's sort order: as given, or ten times its place in the document. */
export function sortOrderOf(document: CatalogueDocument, index: number): number {
  return document.games[index]?.sort_order ?? index * 10;
}
