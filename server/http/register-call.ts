import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '../../shared/contract/api-call.ts';

export type CallHandler<C extends ApiCall> = (
  body: z.output<C['request']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<C['response']> | string | Buffer>;

export interface RegisterOptions {
  /** Check every answer against its schema (tests and development); off in production for speed. */
  validateResponses: boolean;
}

/**
 * Mounts one contract call. The request is parsed by the call's schema (an invalid one is answered
 * by the central error handler); a handler may return pre-serialised JSON, as a string or as UTF-8
 * bytes (cached answers: bytes spare the encoding on every request).
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
    reply.type('application/json; charset=utf-8');
    if (typeof result === 'string' || Buffer.isBuffer(result)) {
      if (options.validateResponses) call.response.parse(JSON.parse(result.toString()));
      return reply.send(result);
    }
    return reply.send(JSON.stringify(options.validateResponses ? call.response.parse(result) : result));
  });
}

/** A success answer: statusCode 1, message OK and the call's own fields. */
export function ok<T extends object>(fields: T): { statusCode: 1; message: string } & T {
  return { statusCode: 1, message: 'OK', ...fields };
}
