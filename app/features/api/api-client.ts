import type { z } from 'zod';
import type { ApiCall, failureResponseSchema } from '#shared/contract/api-call.ts';
import type { CallRequest, CallResponse } from '#shared/contract/call-types.ts';
import type { CallInfo, NetworkFailureGroup } from '#shared/contract/call-info.ts';

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

/** How long a call may take before it counts as a network failure (a hung connection never answers). */
const callTimeoutMs = 30_000;

export interface CallOptions {
  /** Aborting it rejects the promise with the AbortError, like fetch: the caller no longer wants an answer. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** For tests and non-browser callers; defaults to the global fetch. */
  fetch?: typeof fetch;
}

type Schemas = Pick<ApiCall, 'request' | 'response'> & {
  failure: typeof failureResponseSchema;
};

let contract:
  Promise<{ fullCallAt: (path: string) => ApiCall | undefined; failure: Schemas['failure'] }> | undefined;

/**
 * Starts loading the schemas of every call (zod and the contract modules), once. They are kept off
 * the page's first JavaScript (decision 0039); the app starts this when the browser is idle after
 * hydrating, so a first click rarely waits for it.
 */
export function loadCallSchemas(): typeof contract & object {
  contract ??= Promise.all([
    import('#shared/contract/all-calls.ts'),
    import('#shared/contract/api-call.ts'),
  ]).then(([calls, api]) => ({ fullCallAt: calls.fullCallAt, failure: api.failureResponseSchema }));
  // A failed load (a network blip) is tried again by the next call.
  contract.catch(() => (contract = undefined));
  return contract;
}

async function schemasOf(call: CallInfo): Promise<Schemas> {
  const { fullCallAt, failure } = await loadCallSchemas();
  const full = 'request' in call ? (call as ApiCall) : fullCallAt(call.path);
  if (!full) throw new Error(`No call at ${call.path} in the contract`);
  return { request: full.request, response: full.response, failure };
}

function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * The one way the web app calls the API: takes a light reference (call-info.ts) or a full call, loads
 * the call's schemas when it is light (decision 0039), validates the request with them (an invalid
 * one is never sent), POSTs it as JSON and validates the answer, success against the call's response
 * schema and failure against the common failure shape.
 *
 * Decisions where the spec is silent:
 * - An answer that is not JSON (a proxy's HTML error page, an empty 502) counts as a network failure:
 *   our server never answers that way, so the request did not really reach it.
 * - A success answer that breaks the contract is a failure `{statusCode: 0, message: 'unknownError'}`
 *   (logged with console.warn): the client cannot trust fields it cannot read.
 */
export async function callApi<C extends CallInfo>(
  call: C,
  body: CallRequest<C>,
  options: CallOptions = {},
): Promise<ApiAnswer<C>> {
  let schemas: Schemas;
  try {
    schemas = await schemasOf(call);
  } catch (error) {
    // The schemas' chunk did not load: the call cannot be made, as when the network fails.
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    return networkFailure(call.networkFailure, error);
  }
  // Aborted while the schemas loaded: nothing was sent yet.
  if (options.signal?.aborted) throw options.signal.reason;
  const request = schemas.request.safeParse(body);
  if (!request.success) {
    return { statusCode: 0, message: 'invalidRequest', errors: issuesOf(request.error) };
  }
  const doFetch = options.fetch ?? globalThis.fetch;
  // One controller for the caller's signal and the timeout (AbortSignal.any is too new for older Safari).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? callTimeoutMs);
  const forward = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forward();
  options.signal?.addEventListener('abort', forward);

  let payload: unknown;
  try {
    const response = await doFetch(call.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(request.data),
      signal: controller.signal,
    });
    payload = await response.json();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    return networkFailure(call.networkFailure, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forward);
  }

  if (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { statusCode?: unknown }).statusCode === 1
  ) {
    const answer = schemas.response.safeParse(payload);
    if (answer.success) return answer.data as CallResponse<C>;
    console.warn(`Answer of ${call.path} does not match the contract`, issuesOf(answer.error));
    return { statusCode: 0, message: 'unknownError' };
  }
  const failure = schemas.failure.safeParse(payload);
  if (failure.success) return failure.data;
  console.warn(`Unreadable answer of ${call.path}`);
  return networkFailure(call.networkFailure);
}
