import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { FailureResponse } from '#shared/contract/api-call.ts';
import { isDatabaseUnavailable } from '#server/db/database-errors.ts';
import { ApiError } from './api-error.ts';

function failure(message: string, errors?: FailureResponse['errors']): FailureResponse {
  return errors ? { statusCode: 0, message, errors } : { statusCode: 0, message };
}

const fastifyCodes: Record<string, { http: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { http: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { http: 400, key: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { http: 413, key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { http: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { http: 400, key: 'invalidRequest' },
};

/**
 * The one place failures become answers: {statusCode ≠ 1, message key}, never a stack trace.
 * A database out of reach answers 503 serviceUnavailable; only a genuine bug reaches the 500
 * branch, and it is logged as an error.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) {
      // Every 429 says when to come back (whole seconds, at least 1); so does a maintenance 503
      // whose end is announced.
      if (error.httpStatus === 429 || error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1))));
      }
      const answer = { statusCode: error.statusCode, message: error.key };
      return reply.code(error.httpStatus).send(error.detail ? { ...answer, detail: error.detail } : answer);
    }
    if (error instanceof ZodError) {
      const errors = error.issues.slice(0, 20).map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      return reply.code(400).send(failure('invalidRequest', errors));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.code(known.http).send(failure(known.key));
    if (error instanceof SyntaxError) return reply.code(400).send(failure('invalidJson'));
    if (error.statusCode === 429) {
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '1');
      return reply.code(429).send(failure('tooManyRequests'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(failure('invalidRequest'));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the process stays up and answers again once the database is back.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(failure('serviceUnavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('internalServerError'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure('notFound'));
  });
}
