import { useCallback } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { logoutCall } from '#shared/contract/account-calls.ts';
import { callApi } from '#app/features/api/api-client.ts';
import { networkFailure } from '#app/features/api/api-answer.ts';
import { useLoginEntryHref, useOutcomeHandler } from '#app/features/api/use-api.tsx';
import { showToast } from '#app/features/feedback/toasts.tsx';
import { useSessionStoreApi } from '#app/features/session/session-provider.tsx';
import { useEnsureGroups } from './use-account-groups.ts';

const unreachable = networkFailure('auth').statusCode;

/**
 * Logs out: ends the session on the server (which also clears its cookie), then resets this tab,
 * clears the stored user and tells the other tabs (spec §4), and goes to the template's login
 * entry (spec §2). When the server cannot be reached the player stays logged in and sees why:
 * the session, and the cookie that renders pages logged in, would otherwise live on unnoticed.
 */
export function useLogout(): () => Promise<boolean> {
  const { t } = useTranslation('messages');
  const session = useSessionStoreApi();
  const handle = useOutcomeHandler();
  const navigate = useNavigate();
  const loginEntry = useLoginEntryHref();
  const ensureGroups = useEnsureGroups();
  return useCallback(async () => {
    const { token, user } = session.getState();
    if (token && user) {
      const answer = await callApi(logoutCall, { account_id: user.account_id, auth: token });
      // The server answers OK for any token; a network failure means the session still lives.
      if (answer.statusCode === unreachable) {
        handle(answer);
        return false;
      }
    }
    session.getState().logout();
    await ensureGroups();
    showToast('success', t('messages:logoutSuccess'));
    await navigate(loginEntry);
    return true;
  }, [session, handle, navigate, loginEntry, t, ensureGroups]);
}
