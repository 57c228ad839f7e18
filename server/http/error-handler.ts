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

/** What a failure is answered with, wherever the call came from (HTTP or a page in process). */
export interface FailureAnswer {
  httpStatus: number;
  /** Retry-After, when the client should wait before trying again. */
  retryAfter?: string;
  body: FailureResponse & { detail?: Record<string, unknown> };
  /** How the server logs it: a database outage as a warning, a bug as an error, the rest not at all. */
  log?: { level: 'warn' | 'error'; message: string };
}

/**
 * The one place failures become answers: {statusCode ≠ 1, message key}, never a stack trace.
 * A database out of reach answers 503 serviceUnavailable; only a genuine bug reaches the 500
 * branch, and it is logged as an error. `hasRetryAfter` says whether the reply already carries a
 * Retry-After (a rate limit's own), which a 429 then keeps.
 */
export function failureFor(error: unknown, hasRetryAfter = false): FailureAnswer {
  if (error instanceof ApiError) {
    // Every 429 says when to come back (whole seconds, at least 1); so does a maintenance 503
    // whose end is announced.
    const retryAfter =
      error.httpStatus === 429 || error.retryAfterSeconds !== undefined
        ? String(Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1)))
        : undefined;
    const answer = { statusCode: error.statusCode, message: error.key };
    return {
      httpStatus: error.httpStatus,
      ...(retryAfter === undefined ? {} : { retryAfter }),
      body: error.detail ? { ...answer, detail: error.detail } : answer,
    };
  }
  if (error instanceof ZodError) {
    const errors = error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { httpStatus: 400, body: failure('invalidRequest', errors) };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (known) return { httpStatus: known.http, body: failure(known.key) };
  if (error instanceof SyntaxError) return { httpStatus: 400, body: failure('invalidJson') };
  const status = fastifyError.statusCode;
  if (status === 429) {
    return {
      httpStatus: 429,
      ...(hasRetryAfter ? {} : { retryAfter: '1' }),
      body: failure('tooManyRequests'),
    };
  }
  if (status && status >= 400 && status < 500) return { httpStatus: status, body: failure('invalidRequest') };
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: the process stays up and answers again once the database is back.
    return {
      httpStatus: 503,
      retryAfter: '5',
      body: failure('serviceUnavailable'),
      log: { level: 'warn', message: 'database unavailable' },
    };
  }
  return {
    httpStatus: 500,
    body: failure('internalServerError'),
    log: { level: 'error', message: 'unhandled error' },
  };
}

/** Sends every failure of the app's routes as `failureFor` answers it. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    const answer = failureFor(error, reply.hasHeader('retry-after'));
    if (answer.log) request.log[answer.log.level]({ err: error }, answer.log.message);
    if (answer.retryAfter !== undefined) reply.header('retry-after', answer.retryAfter);
    return reply.code(answer.httpStatus).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure('notFound'));
  });
}
