import { useCallback } from 'react';
import type { LoginAnswer } from '#shared/contract/account-contract.ts';
import { saveStoredUser } from '#app/features/session/logout-signal.ts';
import { useSessionStoreApi } from '#app/features/session/session-provider.tsx';

/**
 * Spec §4 login: "statusCode 1 with a token sets the user authenticated". Also keeps the profile
 * (never the token) in localStorage, the "stored user" a logout clears. The balance, VIP data and
 * favourites follow (AccountServices loads them whenever the session token changes). Answers
 * whether the player is now logged in.
 */
export function useSignIn(): (answer: LoginAnswer) => boolean {
  const session = useSessionStoreApi();
  return useCallback(
    (answer) => {
      if (answer.statusCode !== 1 || !answer.token) return false;
      const user = {
        account_id: answer.user.account_id,
        full_name: answer.fullname,
        contact_email: answer.email,
        session_token: answer.user.session_token,
      };
      session
        .getState()
        .signIn({ token: answer.token, user, fullname: answer.fullname, email: answer.email });
      try {
        saveStoredUser(window.localStorage, user);
      } catch {
        // No storage (privacy modes): the session works without the stored user.
      }
      return session.getState().isAuthenticated;
    },
    [session],
  );
}
