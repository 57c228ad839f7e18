import type { ApiCall, failureResponseSchema } from '#shared/contract/api-call.ts';
import type { CallRequest, CallResponse } from '#shared/contract/call-types.ts';
import type { CallInfo, NetworkFailureGroup } from '#shared/contract/call-info.ts';

// What the web app's calls answer, and the failures the client makes up; apart from api-client.ts
// so that the on-demand part that sends a call (api-transport.ts) shares them without a cycle.

/** What a call answers when it did not succeed: the server's failure, or one made up by the client. */
export interface ApiFailure {
  statusCode: number;
  message: string;
  /** Set by the 'settings' network failure ('disconnect'), as the spec's catalogue says. */
  statusMessage?: string;
  /** Field errors of an invalid request (same shape as the server's). */
  errors?: { path: string; message: string }[];
  /** Startup network failure: what went wrong, for the start-up failure screen and logs. */
  details?: string;
  /** Startup network failure: maintenance is reported off, so the failure screen shows, not maintenance. */
  maintenance?: { is_maintenance: false; start_date: null; end_date: null };
}

export type ApiAnswer<C extends CallInfo> = CallResponse<C> | ApiFailure;

/** Narrows an answer to the call's success shape. */
export function isApiSuccess<C extends CallInfo>(answer: ApiAnswer<C>): answer is CallResponse<C> {
  return (answer as { statusCode?: unknown }).statusCode === 1;
}

/**
 * Spec §8: the answer of a call that never got a usable response from the server, by the call's
 * `networkFailure` group.
 */
export function networkFailure(group: NetworkFailureGroup, cause?: unknown): ApiFailure {
  switch (group) {
    case 'auth':
      return { statusCode: -500, message: 'internalServerError' };
    case 'player':
    case 'siteinfo':
      return { statusCode: -503, message: 'serviceUnavailable' };
    case 'settings':
      return { statusCode: 0, statusMessage: 'disconnect', message: 'disconnect' };
    case 'startup':
      return {
        statusCode: -500,
        message: 'internalServerError',
        details: cause instanceof Error ? cause.message : cause === undefined ? 'network' : String(cause),
        maintenance: { is_maintenance: false, start_date: null, end_date: null },
      };
  }
}

export interface CallOptions {
  /** Aborting it rejects the promise with the AbortError, like fetch: the caller no longer wants an answer. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** For tests and non-browser callers; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** A call's schemas, with the code that sends it (both load on demand). */
export type Schemas = Pick<ApiCall, 'request' | 'response'> & {
  failure: typeof failureResponseSchema;
  send: SendCall;
};

/** api-transport.ts's `sendCall`. */
type SendCall = <C extends CallInfo>(
  call: C,
  schemas: Schemas,
  body: CallRequest<C>,
  options: CallOptions,
) => Promise<ApiAnswer<C>>;
