import type { CategorySlug } from '#shared/brand/categories.ts';

/** A provider as the lobby's filter needs it: the code the catalogue knows and the slug of the URL. */
interface SlugOfProvider {
  code: string;
  slug: string;
}

interface LobbyFilter {
  categories: readonly CategorySlug[];
  /**
   * The provider code of `?provider=<slug>`: undefined without a filter, null for a slug that is
   * none of the brand's providers (the lobby then lists nothing rather than everything).
   */
  providerCode: string | null | undefined;
  /** The slug asked for, as the chips compare it. */
  providerSlug: string | undefined;
  /** Part of a game name (`?search=`), trimmed; '' for none. */
  search: string;
}

/** Longest search text a lobby sends (the get_games contract's limit). */
export const maxSearchLength = 60;

/**
 * What a game lobby lists for its address: `?provider=pg-soft` keeps one of the brand's providers,
 * found by its slug (spec §9 provider-slug table: the catalogue's `providers.slug`, any case);
 * `?category=table` one of the lobby's own categories (any other category is ignored: the lobby
 * lists all of its categories); `?search=` a part of the game name.
 */
export function lobbyFilterOf(
  params: URLSearchParams,
  lobbyCategories: readonly CategorySlug[],
  brandProviders: readonly SlugOfProvider[],
): LobbyFilter {
  const slug = params.get('provider')?.trim().toLowerCase() || undefined;
  const providerCode = slug
    ? (brandProviders.find((provider) => provider.slug.toLowerCase() === slug)?.code ?? null)
    : undefined;
  const category = params.get('category')?.trim().toLowerCase();
  const picked = lobbyCategories.filter((candidate) => candidate === category);
  const search = (params.get('search') ?? '').trim().slice(0, maxSearchLength);
  return {
    categories: picked.length > 0 ? picked : lobbyCategories,
    providerCode,
    providerSlug: slug,
    search,
  };
}

/** The lobby's address with one parameter changed (null removes it), keeping the others. */
export function lobbySearchWith(current: string, name: string, value: string | null): string {
  const params = new URLSearchParams(current);
  if (value) params.set(name, value);
  else params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}
