import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '#shared/contract/api-call.ts';
import type { AccessLevel } from '#shared/contract/call-info.ts';
import type { LiveSession, PlayerCredentials } from '#server/features/accounts/player-auth.ts';
import type { AdmissionOptions, SiteConfig, SiteConfigs } from '#server/features/site/site-config.ts';
import { contentEncodingFor, type PrecompressedBody } from './content-encoding.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { failureFor, type FailureAnswer } from './error-handler.ts';

/** Who made a call, resolved from its access level before the handler runs. */
export interface Caller<A extends AccessLevel = AccessLevel> {
  brand: SiteConfig;
  /** The live session of a `player` call; null for every other access level. */
  player: A extends 'player' ? LiveSession : null;
}

/**
 * A handler's call: who made it, and for any but a player call Fastify's request and reply. A
 * player call's handler gets neither, so a page can have it answered in process exactly as over
 * HTTP (`answerPlayerCall`); where it came from is its `origin`.
 */
type CallContext<C extends ApiCall> = Caller<C['access']> & {
  origin: CallOrigin;
} & (C['access'] extends 'player' ? unknown : HttpExchange);

/** Where a call came from, as a handler may need it. */
export interface CallOrigin {
  /** The request's Host (with its port, if any): the brand is its base domain's. */
  host: string;
  protocol: 'http' | 'https';
  ip: string;
  userAgent: string;
}

/** A player call answered in process: the very answer its route sends, as an object. */
type InProcessAnswer = { ok: true; answer: unknown } | { ok: false; failure: FailureAnswer };

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
  /**
   * Answers the player call at `path` in process, through the same request validation, brand
   * admission, session check, handler and answer validation as its route, with the answer as its
   * route would send it (JSON-shaped) and a failure as the error handler would answer it.
   * Undefined when no player call is registered at `path`.
   */
  answerPlayerCall(path: string, body: unknown, origin: CallOrigin): Promise<InProcessAnswer> | undefined;
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
  function siteBrandNow(requestHost: string, body: unknown, admission?: AdmissionOptions) {
    const host = baseDomainOf(requestHost);
    const fields = body as BrandFields;
    return siteConfigs.forCallNow(host, fields.domain_name ?? host, fields.external_id, admission);
  }

  function resolverFor(access: 'provider' | 'operator', path: string): BrandResolver {
    const resolver = deps[access];
    if (!resolver) throw new Error(`${path} is a ${access} call but no ${access} resolver is registered`);
    return resolver;
  }

  /** A provider's or operator's resolver reads the request itself; the others need its host only. */
  function callerResolver(
    call: ApiCall,
  ): (origin: CallOrigin, body: unknown, request: FastifyRequest | undefined) => Promise<Caller> {
    switch (call.access) {
      case 'site':
        return async (origin, body) => ({ brand: await siteBrandNow(origin.host, body), player: null });
      case 'player':
        return async (origin, body) => {
          const brand = await siteBrandNow(origin.host, body);
          return { brand, player: await deps.playerSession(brand, body as PlayerCredentials) };
        };
      case 'provider':
      case 'operator': {
        const resolve = resolverFor(call.access, call.path);
        return async (_origin, body, request) => {
          if (!request) throw new Error(`${call.path} is a ${call.access} call: it needs its HTTP request`);
          return { brand: await resolve(request, body), player: null };
        };
      }
    }
  }

  const inProcess = new Map<string, (body: unknown, origin: CallOrigin) => Promise<InProcessAnswer>>();

  return {
    register(call, handler) {
      const resolveCaller = callerResolver(call);
      type Body = z.output<(typeof call)['request']>;
      /** The call's answer as its JSON text: the same steps whether over HTTP or in process. */
      const answerText = async (rawBody: unknown, origin: CallOrigin, http?: HttpExchange) => {
        const body = call.request.parse(rawBody) as Body;
        const caller = (await resolveCaller(origin, body, http?.request)) as Caller<(typeof call)['access']>;
        const context = { ...caller, origin, ...http } as CallContext<typeof call>;
        const result = await handler(body, context);
        if (typeof result === 'string') {
          if (deps.validateResponses) call.response.parse(JSON.parse(result));
          return result;
        }
        return JSON.stringify(deps.validateResponses ? call.response.parse(result) : result);
      };
      app.post(call.path, async (request, reply) => {
        const text = await answerText(request.body, originOf(request), { request, reply });
        return reply.type(jsonType).send(text);
      });
      if (call.access === 'player') {
        inProcess.set(call.path, async (body, origin) => {
          try {
            // Parsed from its text, as the browser gets it: dates are strings, no value is shared.
            return { ok: true, answer: JSON.parse(await answerText(body, origin)) as unknown };
          } catch (error) {
            const failure = failureFor(error);
            if (failure.log) app.log[failure.log.level]({ err: error }, failure.log.message);
            return { ok: false, failure };
          }
        });
      }
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
        const brand = siteBrandNow(request.host, body, admission);
        const answer =
          brand instanceof Promise ? brand.then((loaded) => handler(body, loaded)) : handler(body, brand);
        return answer instanceof Promise
          ? answer.then((loaded) => send(request, reply, loaded))
          : send(request, reply, answer);
      });
    },

    answerPlayerCall(path, body, origin) {
      return inProcess.get(path)?.(body, origin);
    },
  };
}

interface HttpExchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Read when a handler asks: the address and protocol go through trust-proxy parsing each time. */
function originOf(request: FastifyRequest): CallOrigin {
  return {
    get host() {
      return request.host;
    },
    get protocol() {
      return request.protocol;
    },
    get ip() {
      return request.ip;
    },
    get userAgent() {
      return String(request.headers['user-agent'] ?? '');
    },
  };
}

/** A success answer: statusCode 1, message OK and the call's own fields. */
export function ok<T extends object>(fields: T): { statusCode: 1; message: string } & T {
  return { statusCode: 1, message: 'OK', ...fields };
}
