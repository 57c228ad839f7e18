import { useTranslation } from 'react-i18next';
import type { GameEntry } from '../../../shared/contract/site-contract.ts';
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
}: {
  games: GameEntry[];
  title?: string;
  id?: string;
  labelledBy?: string;
}) {
  const { t } = useTranslation('gm');
  return (
    <section className="game-grid" aria-labelledby={title ? id : labelledBy}>
      {title ? (
        <h2 id={id} className="game-grid__title">
          {title}
        </h2>
      ) : null}
      {games.length === 0 ? (
        <p className="game-grid__empty">{t('noGames')}</p>
      ) : (
        <ul className="game-grid__list">
          {games.map((game, index) => (
            <li key={game.game_code} className="game-grid__item">
              <a className="game-tile" href={`/playnow?game=${encodeURIComponent(game.game_code)}`}>
                <img
                  className="game-tile__image"
                  src={game.img_url}
                  alt=""
                  width={300}
                  height={300}
                  loading={index < eagerTiles ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className="game-tile__name">{game.game_name}</span>
                <span className="game-tile__provider">{game.provider_code}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
