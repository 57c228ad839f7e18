import type { AppLoadContext } from 'react-router';
import type { PageSession } from '#server/web/page-services.ts';
import { balanceCall, vipCall } from '#shared/contract/wallet-contract.ts';
import { vipSummary } from '#shared/rules/vip-progress.ts';
import { rethrowPageOutage } from '#app/features/site/page-outage.ts';
import { pageAddressOf } from '#app/features/site/site-config.server.ts';
import type { ClientSession } from './client-session.ts';

/**
 * The live session of a page request on a brand (from the `marquee_session` cookie), or null. The
 * root loader and the page's own loader both ask; the server answers them from one look-up per
 * page request (server/features/accounts/page-request-lookups.ts).
 */
export async function pageSessionOf(
  request: Request,
  context: AppLoadContext,
  brandId: number,
): Promise<PageSession | null> {
  try {
    return await context.services.pageSession(request.headers.get('cookie'), brandId);
  } catch (error) {
    // Not while the database is away: the player would see themselves signed out (a 503 instead).
    rethrowPageOutage(error);
    // The client went away and the render was stopped under this loader (a render thread's calls
    // are then refused): nothing is sent, so there is nothing to warn about.
    if (request.signal.aborted) return null;
    // A failing session look-up renders the page as a guest rather than not at all.
    console.warn('session look-up failed', error);
    return null;
  }
}

/**
 * Only what the browser needs of a session (see ClientSession), with the balances and VIP progress
 * the header shows, read through the API as the browser would (get_balance, vip). One that fails
 * is left out: the browser loads it again after hydration as before.
 */
export async function clientSessionOf(
  session: PageSession | null,
  request: Request,
  context: AppLoadContext,
): Promise<ClientSession | null> {
  if (!session) return null;
  const { account, token } = session;
  const address = pageAddressOf(request);
  const credentials = { account_id: account.accountId, auth: token };
  const [balance, vip] = await Promise.all([
    context.services.playerCall(balanceCall, address, credentials),
    context.services.playerCall(vipCall, address, credentials),
  ]);
  return {
    token,
    account_id: account.accountId,
    full_name: account.fullName,
    contact_email: account.contactEmail,
    account: {
      ...('game_balance' in balance
        ? {
            game: { balance: balance.game_balance, token: balance.game_token },
            minigame: balance.minigame,
          }
        : {}),
      ...('nextLevel' in vip ? { vip: vipSummary(vip.nextLevel) } : {}),
    },
  };
}
