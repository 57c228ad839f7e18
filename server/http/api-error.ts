import type { ErrorKey } from '#shared/contract/api-call.ts';

/** A failure answered as {statusCode, message}; HTTP status stays 200 for business outcomes. */
export class ApiError extends Error {
  constructor(
    readonly key: ErrorKey | (string & {}),
    readonly httpStatus = 200,
    readonly statusCode = 0,
    /** Whole seconds until a retry can succeed (the Retry-After header): a 429 always has one (default 1), a maintenance 503 when its end is known. */
    readonly retryAfterSeconds?: number,
    /** Details the client shows with the message (e.g. which limit a deposit hit and when it resets). */
    readonly detail?: Record<string, unknown>,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/** A 429 tooManyRequests that tells the client when to come back (rounded up, at least 1 s). */
export function tooManyRequests(retryAfterMs: number): ApiError {
  return new ApiError('tooManyRequests', 429, 0, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
