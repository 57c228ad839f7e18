import { CachedPart } from '#app/features/builds/cached-part.tsx';
import '#app/features/games/game-grid.css';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { GameTile } from '#app/features/games/game-tile.tsx';
import type { FavouriteControl } from '#app/features/games/use-favourites.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';

interface HomeGameSectionProps {
  /** Section id, also the hook for tests and styles: home-hot, home-default-hot, ... */
  id: string;
  title: string;
  games: readonly GameEntry[];
  /**
   * Tiles that load eagerly. The shelves sit under the hero and the categories, below the first
   * screen of phones and laptops, so by default every tile waits until it nears the viewport and
   * leaves the network to the hero image (the page's LCP).
   */
  eager?: number;
  /** A "see all" link, e.g. /hot. */
  moreHref?: string;
  /** The stars of the tiles. */
  favourites?: FavouriteControl;
}

/** One shelf of game tiles on the home page: real links to the game, real images with their size. */
export function HomeGameSection({ id, title, games, eager = 0, moreHref, favourites }: HomeGameSectionProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  if (games.length === 0) return null;
  const playHref = localise('/playnow');
  // The server reuses the shelf's HTML while the list (a cached object) and its stars stay the same.
  const starred = games
    .filter((game) => favourites?.isFavourite(game.game_code))
    .map((game) => game.game_code);
  return (
    <CachedPart
      as="section"
      part={id}
      scope={games}
      varies={starred.join(' ')}
      className="home-section game-grid"
      id={id}
      aria-labelledby={`${id}-title`}
      data-count={games.length}
    >
      <div className="home-section__head">
        <h2 className="home-section__title game-grid__title" id={`${id}-title`}>
          {title}
        </h2>
        {moreHref ? (
          <SiteLink className="home-section__more" to={localise(moreHref)}>
            {t('homeSeeAll')}
            <span className="sr-only">: {title}</span>
          </SiteLink>
        ) : null}
      </div>
      <ul className="game-grid__list">
        {games.map((game, index) => (
          <GameTile
            key={game.game_code}
            game={game}
            playHref={playHref}
            eager={index < eager}
            favourites={favourites}
          />
        ))}
      </ul>
    </CachedPart>
  );
}
