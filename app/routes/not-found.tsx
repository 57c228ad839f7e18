import { data } from 'react-router';
import { pageUnderMaintenance } from '../features/site/maintenance-page.server.ts';
import type { Route } from './+types/not-found';

/**
 * Spec §2: an unknown path gives 'Page not found: {path}' with status 404 (rendered by the root
 * error page). Under maintenance it is no exception: the root shows the maintenance screen (and
 * sets the status) on every path, so nothing is thrown here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await pageUnderMaintenance(request, context)) return null;
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}

export default function NotFound() {
  return null;
}
