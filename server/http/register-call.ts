import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '../../shared/contract/api-call.ts';
import { contentEncodingFor, type PrecompressedBody } from './content-encoding.ts';

export type CallHandler<C extends ApiCall> = (
  body: z.output<C['request']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<C['response']> | string>;

/**
 * A handler whose every answer is a cached, precompressed body (see `registerPrecompressedCall`):
 * returned at once on a cache hit, as a promise otherwise. Failures are thrown or rejected ApiErrors.
 */
export type PrecompressedCallHandler<C extends ApiCall> = (
  body: z.output<C['request']>,
  request: FastifyRequest,
) => PrecompressedBody | Promise<PrecompressedBody>;

export interface RegisterOptions {
  /** Check every answer against its schema (tests and development); off in production for speed. */
  validateResponses: boolean;
}

const jsonType = 'application/json; charset=utf-8';

/**
 * Mounts one contract call. The request is parsed by the call's schema (an invalid one is answered
 * by the central error handler); a handler may return pre-serialised JSON as a string.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: RegisterOptions,
  handler: CallHandler<C>,
): void {
  app.post(call.path, async (request, reply) => {
    const body = call.request.parse(request.body) as z.output<C['request']>;
    const result = await handler(body, request, reply);
    reply.type(jsonType);
    if (typeof result === 'string') {
      if (options.validateResponses) call.response.parse(JSON.parse(result));
      return reply.send(result);
    }
    return reply.send(JSON.stringify(options.validateResponses ? call.response.parse(result) : result));
  });
}

/**
 * Mounts a call answered from a cache of precompressed bodies: the encoding the client accepts is
 * picked and sent as is, and the route skips the compression plugin's per-request hooks. Errors
 * still go through the central handler (small answers, compressed there if at all).
 */
export function registerPrecompressedCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: RegisterOptions,
  handler: PrecompressedCallHandler<C>,
): void {
  const send = (request: FastifyRequest, reply: FastifyReply, answer: PrecompressedBody) => {
    if (options.validateResponses) call.response.parse(JSON.parse(answer.identity.toString('utf8')));
    const encoding = contentEncodingFor(request.headers['accept-encoding']);
    reply.type(jsonType).header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? answer[encoding] : answer.identity);
  };
  // Not an async function: a cache hit is answered in the same tick, with no promise per request.
  // Fastify sends what this throws, or what the returned promise rejects with, to the error handler.
  app.post(call.path, { compress: false }, (request, reply) => {
    const body = call.request.parse(request.body) as z.output<C['request']>;
    const answer = handler(body, request);
    return answer instanceof Promise
      ? answer.then((loaded) => send(request, reply, loaded))
      : send(request, reply, answer);
  });
}

/** A success answer: statusCode 1, message OK and the call's own fields. */
export function ok<T extends object>(fields: T): { statusCode: 1; message: string } & T {
  return { statusCode: 1, message: 'OK', ...fields };
}
