import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '#shared/contract/api-call.ts';
import type { AccessLevel } from '#shared/contract/call-info.ts';
import type { LiveSession, PlayerCredentials } from '#server/features/accounts/player-auth.ts';
import type { AdmissionOptions, SiteConfig, SiteConfigs } from '#server/features/site/site-config.ts';
import { contentEncodingFor, type PrecompressedBody } from './content-encoding.ts';
import { hostDomain } from './host-domain.ts';

/** Who made a call, resolved from its access level before the handler runs. */
export interface Caller<A extends AccessLevel = AccessLevel> {
  brand: SiteConfig;
  /** The live session of a `player` call; null for every other access level. */
  player: A extends 'player' ? LiveSession : null;
}

interface CallContext<C extends ApiCall> extends Caller<C['access']> {
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallHandler<C extends ApiCall> = (
  body: z.output<C['request']>,
  context: CallContext<C>,
) => Promise<z.input<C['response']> | string>;

/**
 * A handler whose every answer is a cached, precompressed body (see `precompressed`): returned at
 * once on a cache hit, as a promise otherwise. Failures are thrown or rejected ApiErrors.
 */
type PrecompressedCallHandler<C extends ApiCall> = (
  body: z.output<C['request']>,
  brand: SiteConfig,
) => PrecompressedBody | Promise<PrecompressedBody>;

/**
 * The brand a `provider` or `operator` call is for, from its request (a provider's signature, the
 * operator's credentials); throws an ApiError to refuse it.
 */
export type BrandResolver = (request: FastifyRequest, body: unknown) => Promise<SiteConfig>;

export interface CallAccessDeps {
  siteConfigs: Pick<SiteConfigs, 'forCall' | 'forCallNow'>;
  /** The live session the credentials open on the brand; throws sessionExpired, BLOCK or CLOSE. */
  playerSession(brand: SiteConfig, credentials: PlayerCredentials): Promise<LiveSession>;
  provider?: BrandResolver;
  operator?: BrandResolver;
  /** Check every answer against its schema (tests and development); off in production for speed. */
  validateResponses: boolean;
}

/** Mounts contract calls on an app; route modules get one and need nothing else to admit callers. */
export interface CallRegistry {
  register<C extends ApiCall>(call: C, handler: CallHandler<C>): void;
  /**
   * Mounts a `site` call answered from a cache of precompressed bodies: the encoding the client
   * accepts is picked and sent as is, and the route skips the compression plugin's per-request hooks.
   */
  precompressed<C extends ApiCall<z.ZodType, z.ZodType, 'site'>>(
    call: C,
    handler: PrecompressedCallHandler<C>,
    admission?: AdmissionOptions,
  ): void;
}

const jsonType = 'application/json; charset=utf-8';

/** The body fields a site call may carry to name its brand (player calls carry neither). */
interface BrandFields {
  domain_name?: string;
  external_id?: string;
}

export function createCallRegistry(app: FastifyInstance, deps: CallAccessDeps): CallRegistry {
  const { siteConfigs } = deps;

  /**
   * The tenant is the request host's; a body's domain_name must name the same base domain and its
   * external_id the brand's (a client cannot reach another brand by changing the body).
   */
  function siteBrandNow(request: FastifyRequest, body: unknown, admission?: AdmissionOptions) {
    const host = hostDomain(request);
    const fields = body as BrandFields;
    return siteConfigs.forCallNow(host, fields.domain_name ?? host, fields.external_id, admission);
  }

  function resolverFor(access: 'provider' | 'operator', path: string): BrandResolver {
    const resolver = deps[access];
    if (!resolver) throw new Error(`${path} is a ${access} call but no ${access} resolver is registered`);
    return resolver;
  }

  function callerResolver(call: ApiCall): (request: FastifyRequest, body: unknown) => Promise<Caller> {
    switch (call.access) {
      case 'site':
        return async (request, body) => ({ brand: await siteBrandNow(request, body), player: null });
      case 'player':
        return async (request, body) => {
          const brand = await siteBrandNow(request, body);
          return { brand, player: await deps.playerSession(brand, body as PlayerCredentials) };
        };
      case 'provider':
      case 'operator': {
        const resolve = resolverFor(call.access, call.path);
        return async (request, body) => ({ brand: await resolve(request, body), player: null });
      }
    }
  }

  return {
    register(call, handler) {
      const resolveCaller = callerResolver(call);
      app.post(call.path, async (request, reply) => {
        const body = call.request.parse(request.body) as z.output<(typeof call)['request']>;
        const caller = (await resolveCaller(request, body)) as Caller<(typeof call)['access']>;
        const result = await handler(body, { ...caller, request, reply });
        reply.type(jsonType);
        if (typeof result === 'string') {
          if (deps.validateResponses) call.response.parse(JSON.parse(result));
          return reply.send(result);
        }
        const answer = deps.validateResponses ? call.response.parse(result) : result;
        return reply.send(JSON.stringify(answer));
      });
    },

    precompressed(call, handler, admission) {
      const send = (request: FastifyRequest, reply: FastifyReply, answer: PrecompressedBody) => {
        if (deps.validateResponses) call.response.parse(JSON.parse(answer.identity.toString('utf8')));
        const encoding = contentEncodingFor(request.headers['accept-encoding']);
        reply.type(jsonType).header('vary', 'Accept-Encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? answer[encoding] : answer.identity);
      };
      // Not an async function: a cache hit is answered in the same tick, with no promise per request.
      // Fastify sends what this throws, or what the returned promise rejects with, to the error handler.
      app.post(call.path, { compress: false }, (request, reply) => {
        const body = call.request.parse(request.body) as z.output<(typeof call)['request']>;
        const brand = siteBrandNow(request, body, admission);
        const answer =
          brand instanceof Promise ? brand.then((loaded) => handler(body, loaded)) : handler(body, brand);
        return answer instanceof Promise
          ? answer.then((loaded) => send(request, reply, loaded))
          : send(request, reply, answer);
      });
    },
  };
}

/** A success answer: statusCode 1, message OK and the call's own fields. */
export function ok<T extends object>(fields: T): { statusCode: 1; message: string } & T {
  return { statusCode: 1, message: 'OK', ...fields };
}
