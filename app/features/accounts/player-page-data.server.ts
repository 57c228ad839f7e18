import type { AppLoadContext } from 'react-router';
import type { ApiCall } from '#shared/contract/api-call.ts';
import type { CallRequest, CallResponse } from '#shared/contract/call-types.ts';
import { fullCallAt } from '#shared/contract/all-calls.ts';
import type { CallInfo } from '#shared/contract/call-info.ts';
import { pageAddressOf, siteConfigOf } from '#app/features/site/site-config.server.ts';
import { pageSessionOf } from './page-session.server.ts';

type PlayerApiCall = CallInfo<'player'>;

/** A call's request fields beside the credentials, which the loader takes from the session cookie. */
export type PlayerCallFields<C extends PlayerApiCall> = Omit<CallRequest<C>, 'account_id' | 'auth'>;

/**
 * The data of a player page for its loader (decision 0022): the API call of the page, made for the
 * signed-in player of the session cookie on the request's brand, so the first HTML already shows
 * it. Null when there is nothing to show: a guest (the route's guard sends them to the login), a
 * brand the root shows a maintenance or start-up screen for, or a failed answer (the page says the
 * data is unavailable). The call may be the light reference the page's component uses too.
 */
export async function playerPageData<C extends PlayerApiCall>(
  { request, context }: { request: Request; context: AppLoadContext },
  call: C,
  fields: PlayerCallFields<C>,
): Promise<CallResponse<C> | null> {
  const config = await siteConfigOf(request, context);
  if (!config) return null;
  const session = await pageSessionOf(request, context, config.id);
  if (!session) return null;
  const body = { ...fields, account_id: session.account.accountId, auth: session.token } as CallRequest<C>;
  const full = ('request' in call ? call : fullCallAt(call.path)) as
    ApiCall<ApiCall['request'], ApiCall['response'], 'player'> | undefined;
  if (!full) throw new Error(`No call at ${call.path} in the contract`);
  const answer = await context.services.playerCall(full, pageAddressOf(request), body);
  return (answer as { statusCode: number }).statusCode === 1 ? (answer as CallResponse<C>) : null;
}
