import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { GameTile } from './game-tile.tsx';
import type { FavouriteControl } from './use-favourites.ts';
import './game-grid.css';

/** Tiles above this index load eagerly (first screen); the rest lazily. */
const eagerTiles = 6;

/**
 * A list of game tiles. With `title` it carries its own heading; without, it is labelled by the
 * heading of `labelledBy` (a lobby page's h1), so the page does not say its name twice.
 */
export function GameGrid({
  games,
  title,
  id,
  labelledBy,
  favourites,
  emptyText,
}: {
  games: readonly GameEntry[];
  title?: string;
  id?: string;
  labelledBy?: string;
  favourites?: FavouriteControl;
  /** What an empty list says; default gm:noGames. */
  emptyText?: string;
}) {
  const { t } = useTranslation('gm');
  const localise = useLocalisedPath();
  const playHref = localise('/playnow');
  return (
    <section className="game-grid" aria-labelledby={title ? id : labelledBy}>
      {title ? (
        <h2 id={id} className="game-grid__title">
          {title}
        </h2>
      ) : null}
      {games.length === 0 ? (
        <p className="game-grid__empty">{emptyText ?? t('noGames')}</p>
      ) : (
        <ul className="game-grid__list">
          {games.map((game, index) => (
            <GameTile
              key={game.game_code}
              game={game}
              playHref={playHref}
              eager={index < eagerTiles}
              favourites={favourites}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
