import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { registerBuildInfo } from './build-info.ts';
import { registerManifest } from './manifest.ts';
import { registerPageMessagesRoute } from './page-messages-route.ts';
import { staticCacheControl } from './static-cache.ts';
import { registerLegacyCardRedirects } from './legacy-card-redirects.ts';
import { sessionTokenFromCookieHeader } from '#server/features/accounts/player-auth.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { contentEncodingFor } from '#server/http/content-encoding.ts';
import { contentSecurityPolicy, newScriptNonce } from './content-security-policy.ts';
import {
  headerPairsOf,
  pageBytes,
  sendCachedPage,
  sendThreadPage,
  sendWebResponse,
  webRequestOf,
} from './page-response.ts';
import { pageTextOf } from '#app/features/builds/page-body.server.ts';
import { withPageRequestLookups } from '#server/features/accounts/page-request-lookups.ts';
import { anonymousPageKey, type PageCache, type RenderedPage } from './page-cache.ts';
import { pageServicesOf } from './page-outage.ts';
import type { PageBrand, PageServices } from './page-services.ts';
import type { RenderPool } from './render-pool.ts';

const buildDir = fileURLToPath(new URL('../../build', import.meta.url));

/** The production build's server entry, which `loadProductionBuild` and render threads import. */
export const productionBuildPath = `${buildDir}/server/index.js`;

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The origins a brand's pages may frame besides the site itself: its game providers' launch
 * origins (server/features/play/provider-frame-origins.ts). A plain array when already known.
 */
export type FrameOriginsOf = (brand: PageBrand) => readonly string[] | Promise<readonly string[]>;

export function productionBuildExists(): boolean {
  return existsSync(productionBuildPath);
}

export async function loadProductionBuild(): Promise<ServerBuild> {
  return (await import(productionBuildPath)) as ServerBuild;
}

/**
 * Serves the React Router front end: hashed assets with a one-year immutable cache, other public
 * files briefly cached, and every other non-API path rendered on the server.
 */
export interface WebOptions {
  /** Serve build/client (production); development lets Vite serve it. */
  serveStatic: boolean;
  frameOriginsOf?: FrameOriginsOf;
  /** Anonymous pages are served from this cache when given (production, PAGE_CACHE_SECONDS > 0). */
  pageCache?: PageCache;
  /** Pages are rendered on these threads when given (decision 0052); else on the event loop. */
  renderPool?: RenderPool;
}

export async function registerWeb(
  app: FastifyInstance,
  services: PageServices,
  build: BuildSource,
  { serveStatic, frameOriginsOf, pageCache, renderPool }: WebOptions,
): Promise<void> {
  if (serveStatic) {
    await app.register(fastifyStatic, {
      root: `${buildDir}/client`,
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', staticCacheControl(filePath));
      },
    });
    registerLegacyCardRedirects(app, `${buildDir}/client/games`);
  }
  registerBuildInfo(app, build);
  registerManifest(app, services);
  registerPageMessagesRoute(app);
  // Loaders that cannot reach the database answer the error page with 503 (page-outage.ts).
  const pageServices = pageServicesOf(services);
  const handle = createRequestHandler(
    build,
    services.env.NODE_ENV === 'production' ? 'production' : 'development',
  );
  /**
   * The frame origins of the request host's brand. Nothing extra when the brand cannot be had (an
   * unknown host, an outage): the page itself then answers the failure and frames no game.
   */
  const frameOriginsFor = async (request: FastifyRequest): Promise<readonly string[]> => {
    if (!frameOriginsOf) return [];
    try {
      return await frameOriginsOf(await services.siteConfigs.forPage(baseDomainOf(request.host)));
    } catch (error) {
      request.log.debug({ err: error }, 'no frame origins for this page');
      return [];
    }
  };
  /**
   * A whole page rendered into memory, for the page cache: no client's abort stops it, since
   * other visitors may be waiting on the same render.
   */
  const renderWhole = async (request: FastifyRequest): Promise<RenderedPage> => {
    const frameOrigins = await frameOriginsFor(request);
    const nonce = newScriptNonce();
    const url = `${request.protocol}://${request.host}${request.url}`;
    const policy: [string, string] = ['content-security-policy', contentSecurityPolicy(nonce, frameOrigins)];
    if (renderPool?.available()) {
      const page = await renderPool.render({
        method: request.method,
        url,
        headers: headerPairsOf(request.headers),
        nonce,
      });
      const body = page.body === null ? Buffer.alloc(0) : pageBytes(page.body);
      return { status: page.status, headers: [...page.headers, policy], body, nonce };
    }
    const response = await withPageRequestLookups(() =>
      handle(webRequestOf(request.method, url, request.headers, new AbortController().signal), {
        services: pageServices,
        nonce,
      }),
    );
    const whole = pageTextOf(response);
    const body = pageBytes(whole ?? (await response.arrayBuffer()));
    const headers: [string, string][] = [...response.headers];
    headers.push(policy);
    return { status: response.status, headers, body, nonce };
  };
  const renderCached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    cache: PageCache,
    key: string,
  ) => {
    reply.hijack();
    const res = reply.raw;
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    try {
      const page = await cache.page(key, () => renderWhole(request));
      sendCachedPage(page, res, request.headers);
    } catch (error) {
      request.log.error(error, 'page render failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  };
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ statusCode: 0, message: 'notFound' });
    }
    const key = pageCache
      ? anonymousPageKey(request.method, request.host, request.url, request.headers)
      : undefined;
    if (pageCache && key !== undefined) return renderCached(request, reply, pageCache, key);
    const frameOrigins = await frameOriginsFor(request);
    // Pages stream straight to the socket (Fastify's compress hook would buffer the stream), so
    // they are compressed here, flushing every chunk the renderer writes.
    reply.hijack();
    const res = reply.raw;
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const nonce = newScriptNonce();
    res.setHeader('content-security-policy', contentSecurityPolicy(nonce, frameOrigins));
    // A signed-in player's page holds their data and session: never kept by a browser or a proxy.
    const signedIn = Boolean(sessionTokenFromCookieHeader(request.headers.cookie));
    if (signedIn) res.setHeader('cache-control', 'private, no-store');
    // Every page renders on a render thread while one is up, a player's too: their session and API
    // calls are asked of the event loop, which stays free for the database (decisions 0052, 0062).
    const pool = renderPool?.available() ? renderPool : undefined;
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const url = `${request.protocol}://${request.host}${request.url}`;
    const acceptEncoding = request.headers['accept-encoding'];
    const head = request.method === 'HEAD';
    try {
      if (pool) {
        const page = await pool.render({
          method: request.method,
          url,
          headers: headerPairsOf(request.headers),
          nonce,
          encoding: head ? undefined : (contentEncodingFor(acceptEncoding) ?? undefined),
          signal: aborted.signal,
        });
        if (aborted.signal.aborted) return;
        await sendThreadPage(page, res, acceptEncoding, head);
        return;
      }
      const response = await withPageRequestLookups(() =>
        handle(webRequestOf(request.method, url, request.headers, aborted.signal), {
          services: pageServices,
          nonce,
        }),
      );
      await sendWebResponse(response, res, acceptEncoding, head);
    } catch (error) {
      if (aborted.signal.aborted) {
        // The client went away before the page was ready: normal, and nothing is left to answer.
        request.log.debug({ err: error }, 'page request aborted by the client');
        if (!res.writableEnded) res.destroy();
        return;
      }
      // React Router answers its own errors; this is a failure outside it (a broken build).
      request.log.error(error, 'page render failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
}
