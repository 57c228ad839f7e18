import type { AppLoadContext } from 'react-router';
import type { ProviderEntry } from '#shared/contract/catalogue-contract.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import { dataTextOf, type DataText } from '#app/features/routing/data-text.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import { categoriesOfPage } from './category-routes.ts';
import { pageFavouritesOf } from './favourites.server.ts';
import { lobbyFilterOf } from './lobby-filter.ts';
import { lobbyPageSize, type LobbySectionData } from './lobby-section.tsx';

export interface LobbyData {
  /** /hot: the brand's hot games, in its order. */
  hot: DataText<GameEntry[]> | null;
  sections: LobbySectionData[];
  /** The brand's providers with games in this lobby (the chips). */
  providers: ProviderEntry[];
  /** The filter of the address, as the loader applied it. */
  filter: { providerCode?: string; providerSlug?: string; providerName?: string; search: string };
  favourites: GameEntry[] | null;
}

/**
 * A lobby page's data for its loader (/slots, /casino, /hot, /playnow …): the first page of each of
 * its categories, narrowed by the address's provider, category and search, and the player's
 * favourites so the stars are right in the first HTML.
 */
export async function lobbyData({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<LobbyData> {
  const config = await siteConfigOf(request, context);
  const url = new URL(request.url);
  const categories = categoriesOfPage[stripLanguagePrefix(url.pathname)];
  const empty: LobbyData = {
    hot: null,
    sections: [],
    providers: [],
    filter: { search: '' },
    favourites: null,
  };
  if (!config || !categories) return empty;
  const { catalogue } = context.services;
  const favourites = pageFavouritesOf(request, context, config);
  if (categories === 'hot')
    return { ...empty, hot: dataTextOf(await catalogue.hotGames(config)), favourites: await favourites };

  const offered = await catalogue.providers(config);
  const providers = offered.filter((provider) =>
    provider.categories.some((category) => (categories as readonly string[]).includes(category)),
  );
  // The provider submenu and chips (`?provider=<slug>`), a lobby's category chips (`?category=table`)
  // and the search box (`?search=`).
  const filter = lobbyFilterOf(url.searchParams, categories, offered);
  const sections = await Promise.all(
    filter.categories.map(async (category): Promise<LobbySectionData> => {
      // A slug that is none of the brand's providers lists nothing rather than everything.
      if (filter.providerCode === null) return { category, games: dataTextOf([]), total: 0 };
      const page = await catalogue.lobbyPage(config, {
        gameTypes: [category],
        providerCode: filter.providerCode,
        search: filter.search,
        offset: 0,
        limit: lobbyPageSize,
      });
      return { category, games: dataTextOf(page.games), total: page.total };
    }),
  );
  const provider = offered.find((candidate) => candidate.code === filter.providerCode);
  return {
    hot: null,
    sections,
    providers,
    filter: {
      providerCode: provider?.code,
      providerSlug: filter.providerSlug,
      providerName: provider?.name,
      search: filter.search,
    },
    favourites: await favourites,
  };
}
