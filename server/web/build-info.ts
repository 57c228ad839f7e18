import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

/** Where the web client reads the latest build id (spec §7 "a latest-build info file"). */
const buildInfoPath = '/build-info.json';
/** Development rebuilds on every change and reloads through Vite: one fixed id, never "updated". */
export const developmentBuildId = 'development';

/**
 * The id of the build being served. A production build's `assets.version` is the version of
 * React Router's client manifest, which the browser also holds, so client and server compare like
 * for like. A build given as a function (the Vite dev server) gets the fixed development id.
 */
export function buildIdOf(build: ServerBuild | (() => Promise<ServerBuild>)): string {
  return typeof build === 'function' ? developmentBuildId : build.assets.version;
}

/**
 * `GET /build-info.json` → `{"buildId": "…"}`, never cached: clients check it hourly and reload on
 * their next navigation when it changed (spec §4 build update).
 */
export function registerBuildInfo(
  app: FastifyInstance,
  build: ServerBuild | (() => Promise<ServerBuild>),
): void {
  const body = JSON.stringify({ buildId: buildIdOf(build) });
  app.get(buildInfoPath, (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  });
}
