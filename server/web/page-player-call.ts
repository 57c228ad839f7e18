import { data } from 'react-router';
import { pageOutageStatus } from '#app/features/site/page-outage.ts';
import type { ApiCall, FailureResponse } from '#shared/contract/api-call.ts';
import type { CallRequest, CallResponse } from '#shared/contract/call-types.ts';
import type { CallOrigin, CallRegistry } from '#server/http/register-call.ts';
import type { PageAddress, PageServices } from './page-services.ts';

/**
 * Player page loaders read their data through the API itself, answered in process by the call's
 * own registration (decision 0056): the same request validation, brand admission, session check,
 * handler and failure answers as the browser's call, so the server render and a later client call
 * can never disagree about what the player may see. It was a whole HTTP request through
 * `app.inject` before, about a fifth of a signed-in page's event loop.
 */
export function pagePlayerCall(calls: Pick<CallRegistry, 'answerPlayerCall'>): PageServices['playerCall'] {
  return async function playerCall<C extends ApiCall>(
    call: C,
    address: PageAddress,
    body: CallRequest<C>,
  ): Promise<CallResponse<C> | FailureResponse> {
    const answered = calls.answerPlayerCall(call.path, body, pageOrigin(address));
    // As the API answers a path it has no route for.
    if (!answered) return { statusCode: 0, message: 'notFound' };
    const result = await answered;
    if (result.ok) return result.answer as CallResponse<C>;
    const { httpStatus, body: failure } = result.failure;
    // A database out of reach is the 503 error page (page-outage.ts), not an empty page.
    if (httpStatus === pageOutageStatus && failure.message === 'serviceUnavailable') {
      throw data('serviceUnavailable', { status: pageOutageStatus, statusText: 'Service Unavailable' });
    }
    return failure;
  };
}

/**
 * A page's call is made for the page's own address (its host and protocol), from the server itself:
 * the loopback address and no user agent (no handler a page calls reads either).
 */
function pageOrigin({ host, protocol }: PageAddress): CallOrigin {
  return { host, protocol, ip: '127.0.0.1', userAgent: '' };
}
