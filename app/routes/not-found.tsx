import { data } from 'react-router';
import type { Route } from './+types/not-found';

/** Spec §2: an unknown path gives 'Page not found: {path}' with status 404 (rendered by the root error page). */
export function loader({ request }: Route.LoaderArgs) {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}

export default function NotFound() {
  return null;
}
