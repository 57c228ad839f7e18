import { useSearchParams } from 'react-router';
import { HouseGame } from '#app/features/house/house-game.tsx';
import '#app/features/house/house-game.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/house-play-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'houseGame');

/**
 * /house/play?token=…&game=…: the house provider's own game page, which a HOUSE launch opens in
 * the /playnow frame. The game session token in the address is its only credential (as with any
 * provider's game); the page calls the house game server with it.
 */
export default function HousePlayPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="house-page">
      <HouseGame key={token} token={token} />
    </div>
  );
}
