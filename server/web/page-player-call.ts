import type { FastifyInstance } from 'fastify';
import { data } from 'react-router';
import { pageOutageStatus } from '#app/features/site/page-outage.ts';
import type { ApiCall, FailureResponse } from '#shared/contract/api-call.ts';
import type { CallRequest, CallResponse } from '#shared/contract/call-types.ts';
import type { PageServices } from './page-services.ts';

/**
 * Player page loaders read their data through the API itself, injected in-process: the same brand
 * admission, session check, request validation and handler as the browser's call, so the server
 * render and a later client call can never disagree about what the player may see.
 */
export function pagePlayerCall(app: FastifyInstance): PageServices['playerCall'] {
  return async function playerCall<C extends ApiCall>(
    call: C,
    host: string,
    body: CallRequest<C>,
  ): Promise<CallResponse<C> | FailureResponse> {
    const response = await app.inject({
      method: 'POST',
      url: call.path,
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const answer = response.json<FailureResponse>();
    // A database out of reach is the 503 error page (page-outage.ts), not an empty page.
    if (response.statusCode === pageOutageStatus && answer.message === 'serviceUnavailable') {
      throw data('serviceUnavailable', { status: pageOutageStatus, statusText: 'Service Unavailable' });
    }
    return answer as CallResponse<C> | FailureResponse;
  };
}
