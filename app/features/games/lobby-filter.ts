import type { CategorySlug } from '../../../shared/brand/brand-schema.ts';

export interface LobbyFilter {
  categories: readonly CategorySlug[];
  /** The brand's provider codes the lobby lists games of. */
  providers: string[];
}

/**
 * What a game lobby lists for its address: `?provider=pgsoft` keeps one of the brand's providers
 * (any case; a provider the brand does not offer lists nothing rather than everything), and
 * `?category=table` one of the lobby's own categories (any other category is ignored: the lobby
 * lists all of its categories).
 */
export function lobbyFilterOf(
  params: URLSearchParams,
  lobbyCategories: readonly CategorySlug[],
  brandProviders: readonly string[],
): LobbyFilter {
  const provider = params.get('provider')?.trim().toLowerCase();
  const providers = provider
    ? brandProviders.filter((code) => code.toLowerCase() === provider)
    : [...brandProviders];
  const category = params.get('category')?.trim().toLowerCase();
  const picked = lobbyCategories.filter((slug) => slug === category);
  return { categories: picked.length > 0 ? picked : lobbyCategories, providers };
}
