import type { AppLoadContext } from 'react-router';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import { pageSessionOf } from './page-session.server.ts';

/** What the profile and security screens show beyond the session store (never the token or secrets). */
export interface AccountDetails {
  /** The phone number with all but its country code start and last 4 digits hidden. */
  maskedPhone: string;
  memberSince: string;
  session: {
    startedAt: string;
    lastSeenAt: string;
    /** The absolute end; an idle session ends sooner (idleMinutes). */
    endsAt: string;
    idleMinutes: number;
    ipAddress: string;
    userAgent: string;
  };
}

function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone.replace(/\d/g, '•');
  return `${phone.slice(0, 3)}${'•'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** The logged-in player's details for a page render, or null for a guest (the guard redirects). */
export async function accountDetailsOf(
  request: Request,
  context: AppLoadContext,
): Promise<AccountDetails | null> {
  const config = await siteConfigOf(request, context);
  if (!config) return null;
  const found = await pageSessionOf(request, context, config.id);
  if (!found) return null;
  const { account, session } = found;
  return {
    maskedPhone: maskPhone(account.contactPhone),
    memberSince: account.createdAt.toISOString(),
    session: {
      startedAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      endsAt: session.expiresAt.toISOString(),
      idleMinutes: context.services.env.SESSION_IDLE_MINUTES,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent.slice(0, 300),
    },
  };
}
