import type { SessionState } from '#app/features/session/session-store.ts';

/**
 * What the browser gets of the server's session on a page render: the profile and the session token,
 * nothing else of the account. The token is needed because every player call carries it as `auth`
 * (spec §7); the HttpOnly cookie only lets the server render the page logged in.
 */
export interface ClientSession {
  token: string;
  account_id: string;
  full_name: string;
  contact_email: string;
  /**
   * The balances and VIP progress as the API answers them at render time, so the header and the
   * account screens show them in the first paint (decision 0022); the browser refreshes them after.
   */
  account?: Partial<Pick<SessionState, 'game' | 'minigame' | 'vip'>>;
}

/** The session store's starting state for a page rendered logged in; undefined for a guest. */
export function sessionStateOf(session: ClientSession | null | undefined): Partial<SessionState> | undefined {
  if (!session) return undefined;
  const { token, account_id, full_name, contact_email } = session;
  return {
    isAuthenticated: true,
    token,
    user: { account_id, full_name, contact_email, session_token: token },
    fullname: full_name,
    email: contact_email,
    ...session.account,
  };
}
