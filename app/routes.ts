import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { languageCodes } from '#shared/i18n/languages.ts';
import { routeId, routeTable } from './features/routing/route-table.ts';

/** Each page at its plain path and under an optional language prefix (`/cn/slots`). */
export default [
  index('routes/home.tsx', { id: 'page:home' }),
  ...routeTable
    .filter((entry) => entry.path !== '/')
    .map((entry) => route(`:lang?${entry.path}`, entry.file, { id: routeId(entry) })),
  // Demo mode only (its loader answers 404 otherwise): the SMS outbox, where demo players read their codes.
  route('dev/outbox', 'routes/dev-outbox-page.tsx', { id: 'page:dev-outbox' }),
  // One home route per language rather than `:lang`, so that any other one-segment path (`/nowhere`)
  // is the 404 page, inside the site's frame.
  ...languageCodes.map((code) =>
    route(code.toLowerCase(), 'routes/home.tsx', { id: `page:home-${code.toLowerCase()}` }),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
