import { lobbyData } from '#app/features/games/lobby-data.server.ts';
import { GamesLobby } from '#app/features/games/games-lobby.tsx';
import { routeEntryById } from '#app/features/routing/route-table.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/games-page';

export function loader(args: Route.LoaderArgs) {
  return lobbyData(args);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  return pageMeta(matches, entry?.title ?? 'home');
};

export default function GamesPage({ loaderData, matches }: Route.ComponentProps) {
  return <GamesLobby loaderData={loaderData} routeId={matches.at(-1)?.id ?? ''} />;
}
