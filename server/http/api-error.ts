import type { ErrorKey } from '../../shared/contract/api-call.ts';

/** A failure answered as {statusCode, message}; HTTP status stays 200 for business outcomes. */
export class ApiError extends Error {
  constructor(
    readonly key: ErrorKey | (string & {}),
    readonly httpStatus = 200,
    readonly statusCode = 0,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}
