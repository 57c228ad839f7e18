import { lobbyData } from '#app/features/games/lobby-data.server.ts';
import { GamesLobby } from '#app/features/games/games-lobby.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { Sportsbook } from '#app/features/sportsbook/sportsbook.tsx';
import type { Route } from './+types/sports-page';

/** The sportsbook's games (the lobby of the sportsbook category) stay below the book. */
export function loader(args: Route.LoaderArgs) {
  return lobbyData(args);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sports');

/** /sports: the sportsbook (events, markets, bet slip) and the brand's sportsbook games. */
export default function SportsPage({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <Sportsbook />
      <GamesLobby loaderData={loaderData} routeId={matches.at(-1)?.id ?? ''} />
    </>
  );
}
