import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, type ShouldRevalidateFunction } from 'react-router';
import { languageOfPath } from '#shared/i18n/detect-language.ts';
import { type LaunchMode } from '#shared/contract/play-contract.ts';
import { launchGameCall } from '#shared/contract/play-calls.ts';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { deviceInfoFromUserAgent } from '#app/features/device/device-info.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import { useRefreshBalance } from '#app/features/wallet/use-wallet.ts';
import { GamesLobby } from '#app/features/games/games-lobby.tsx';
import { lobbyData } from '#app/features/games/lobby-data.server.ts';
import '#app/features/games/play-now.css';
import { RealityCheck } from '#app/features/protection/reality-check.tsx';
import type { Route } from './+types/playnow-page';

/** While a game is open the header's balance is read again this often (a game that never reloads). */
const balancePollMs = 15_000;

interface PlayData {
  game: { code: string; name: string; provider: string };
  /** Null: the game could not be opened (not offered, or the launch was refused). */
  launch: { url: string; mode: LaunchMode } | null;
}

/**
 * /playnow?game=<code> opens the game for the signed-in player (a guest was sent to the login entry
 * by the route's guard, and comes back here): the launch runs in the loader, so the first HTML
 * already holds the game's frame. /playnow alone is a lobby of the quick games.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const code = url.searchParams.get('game');
  if (!code) return { play: null, lobby: await lobbyData(args) };
  const config = await siteConfigOf(args.request, args.context);
  const game = config ? await args.context.services.catalogue.game(config, code) : undefined;
  if (!config || !game)
    return { play: { game: { code, name: code, provider: '' }, launch: null }, lobby: null };
  const device = deviceInfoFromUserAgent(args.request.headers.get('user-agent') ?? '');
  const answer = await playerPageData(args, launchGameCall, {
    provider_code: game.provider_code,
    game_code: game.game_code,
    lang: languageOfPath(url.pathname) ?? config.document.languages.default,
    device: device.isMobile ? 'mobile' : 'desktop',
  });
  const play: PlayData = {
    game: { code: game.game_code, name: game.game_name, provider: game.provider_code },
    launch: answer ? answer.value : null,
  };
  return { play, lobby: null };
}

/** A launch opens a game session: only a new address (another game) launches again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.search !== nextUrl.search ? defaultShouldRevalidate : false);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'playnow');

export default function PlayNowPage(props: Route.ComponentProps) {
  const { play, lobby } = props.loaderData;
  if (play) return <GameScreen play={play} />;
  return lobby ? <GamesLobby loaderData={lobby} routeId={props.matches.at(-1)?.id ?? ''} /> : null;
}

function GameScreen({ play }: { play: PlayData }) {
  const { t } = useTranslation('gm');
  const localise = useLocalisedPath();
  const { game, launch } = play;
  return (
    <div className={`page play-now play-now--${launch?.mode ?? 'failed'}`}>
      <div className="play-now__bar">
        <h1 className="play-now__title">{game.name}</h1>
        <Link className="play-now__more" to={localise('/playnow')}>
          {t('playMoreGames')}
        </Link>
      </div>
      {launch ? <RealityCheck /> : null}
      {!launch ? (
        <p className="play-now__notice" role="alert">
          {t('playUnavailable')}
        </p>
      ) : launch.mode === 'embed' ? (
        <EmbeddedGame url={launch.url} title={game.name} />
      ) : (
        <OutsideGame url={launch.url} mode={launch.mode} name={game.name} />
      )}
    </div>
  );
}

/** Keeps the header's balance true while a game plays: on each load of the game's page, and now and then. */
function useBalanceWhilePlaying(): () => void {
  const refresh = useRefreshBalance();
  const onTick = useEffectEvent(() => {
    if (document.visibilityState === 'visible') void refresh();
  });
  useEffect(() => {
    const timer = window.setInterval(onTick, balancePollMs);
    window.addEventListener('focus', onTick);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onTick);
    };
  }, []);
  return () => void refresh();
}

function EmbeddedGame({ url, title }: { url: string; title: string }) {
  const refresh = useBalanceWhilePlaying();
  return (
    <div className="play-now__stage">
      <iframe
        className="play-now__frame"
        src={url}
        title={title}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
        onLoad={refresh}
      />
    </div>
  );
}

/**
 * A popup provider's game opens in a window of its own (tried at once: the tap that brought the
 * player here usually still allows it; else the button does); on a phone it replaces the site.
 */
function OutsideGame({ url, mode, name }: { url: string; mode: 'popup' | 'redirect'; name: string }) {
  const { t } = useTranslation('gm');
  useBalanceWhilePlaying();
  const opened = useRef(false);
  const open = () => {
    if (mode === 'redirect') window.location.assign(url);
    else window.open(url, 'marquee-game', 'popup,width=1100,height=720');
  };
  const openOnArrival = useEffectEvent(open);
  useEffect(() => {
    // Once per launch, not again when React replays effects in development.
    if (opened.current) return;
    opened.current = true;
    openOnArrival();
  }, []);
  return (
    <div className="play-now__notice">
      <p>{t(mode === 'redirect' ? 'playRedirecting' : 'playInPopup', { game: name })}</p>
      {mode === 'popup' ? (
        <button type="button" className="button button--primary" onClick={open}>
          {t('playOpenAgain')}
        </button>
      ) : (
        <a className="button button--primary" href={url}>
          {t('playOpenAgain')}
        </a>
      )}
    </div>
  );
}
