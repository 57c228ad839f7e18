import { data } from 'react-router';
import { PageNotFound } from '#app/features/routing/page-not-found.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageUnderMaintenance } from '#app/features/site/maintenance-page.server.ts';
import type { Route } from './+types/not-found';

/**
 * Spec §2: an unknown path gives 'Page not found: {path}' with status 404. It is a page of the
 * site, not a crash: it renders inside the brand's frame (header, menus, footer) in the language of
 * its path prefix, so the player can go on from there. Under maintenance the root shows the
 * maintenance screen (and sets the status) on every path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await pageUnderMaintenance(request, context)) return null;
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'notFoundTitle');

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <PageNotFound path={loaderData?.path} />;
}
