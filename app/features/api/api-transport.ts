import type { z } from 'zod';
import type { CallInfo } from '#shared/contract/call-info.ts';
import type { CallRequest, CallResponse } from '#shared/contract/call-types.ts';
import { networkFailure, type ApiAnswer, type CallOptions, type Schemas } from './api-answer.ts';

/** How long a call may take before it counts as a network failure (a hung connection never answers). */
const callTimeoutMs = 30_000;

function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * The part of `callApi` that runs once the call's schemas are there: validates the request, POSTs
 * it and validates the answer. It loads with the schemas, off the page's first JavaScript.
 */
export async function sendCall<C extends CallInfo>(
  call: C,
  schemas: Schemas,
  body: CallRequest<C>,
  options: CallOptions,
): Promise<ApiAnswer<C>> {
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
