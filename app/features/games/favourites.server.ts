import type { AppLoadContext } from 'react-router';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { favouritesCall } from '#shared/contract/wallet-contract.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import { pageSessionOf } from '#app/features/accounts/page-session.server.ts';
import { pageAddressOf } from '#app/features/site/site-config.server.ts';

/**
 * The signed-in player's favourites for a page's first paint (the stars and the favourites shelf),
 * read through fav_list as the browser would; null for a guest or when the call fails (the
 * browser then knows only what the session store loads).
 */
export async function pageFavouritesOf(
  request: Request,
  context: AppLoadContext,
  config: PageBrand,
): Promise<GameEntry[] | null> {
  const session = await pageSessionOf(request, context, config.id);
  if (!session) return null;
  const answer = await context.services.playerCall(favouritesCall, pageAddressOf(request), {
    account_id: session.account.accountId,
    auth: session.token,
  });
  return 'value' in answer ? answer.value : null;
}
