import type { AppLoadContext } from 'react-router';
import type { PageSession } from '../../../server/web/page-services.ts';
import { rethrowPageOutage } from '../site/page-outage.ts';
import type { ClientSession } from './client-session.ts';

/** The live session of a page request on a brand (from the `marquee_session` cookie), or null. */
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
    // A failing session look-up renders the page as a guest rather than not at all.
    console.warn('session look-up failed', error);
    return null;
  }
}

/** Only what the browser needs of a session (see ClientSession). */
export function clientSessionOf(session: PageSession | null): ClientSession | null {
  if (!session) return null;
  const { account, token } = session;
  return {
    token,
    account_id: account.accountId,
    full_name: account.fullName,
    contact_email: account.contactEmail,
  };
}
