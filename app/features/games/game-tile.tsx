import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import type { FavouriteControl } from './use-favourites.ts';

/** Game artwork is 300×300; tiles show it at 100–200 px. */
const tileImageSize = 300;

/**
 * One game: a real link to the game with its artwork, name and provider, and beside it (not inside
 * the link, so each is its own control) the favourite star.
 */
export function GameTile({
  game,
  playHref,
  eager,
  favourites,
}: {
  game: GameEntry;
  /** The localised /playnow path. */
  playHref: string;
  eager: boolean;
  favourites?: FavouriteControl;
}) {
  const { t } = useTranslation('gm');
  const starred = favourites?.isFavourite(game.game_code) ?? false;
  return (
    <li className="game-grid__item">
      <SiteLink className="game-tile" to={`${playHref}?game=${encodeURIComponent(game.game_code)}`}>
        <img
          className="game-tile__image"
          src={game.img_url}
          alt=""
          width={tileImageSize}
          height={tileImageSize}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="game-tile__name">{game.game_name}</span>
        <span className="game-tile__provider">{game.provider_code}</span>
      </SiteLink>
      {favourites ? (
        <button
          type="button"
          className={`game-tile__star${starred ? ' game-tile__star--on' : ''}`}
          aria-pressed={starred}
          aria-label={`${t(starred ? 'removeFavourite' : 'addFavourite')}: ${game.game_name}`}
          disabled={favourites.pending.has(game.game_code)}
          onClick={() => favourites.toggle(game)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
              fill={starred ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
    </li>
  );
}
