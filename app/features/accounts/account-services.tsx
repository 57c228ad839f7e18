import './accounts.css';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { checkStatusCall } from '#shared/contract/account-calls.ts';
import { callApi } from '#app/features/api/api-client.ts';
import { sessionEndingMessages } from '#app/features/api/outcome.ts';
import { useOutcomeHandler } from '#app/features/api/use-api.tsx';
import { modals } from '#app/features/feedback/modals.ts';
import { modalParam } from '#app/features/session/login-modal-opener.tsx';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useLoadAccountData } from './use-account-data.ts';

/** How often a logged-in tab asks whether its session still holds. */
const statusCheckMs = 60_000;
/** A tab that regains focus asks again, but not more often than this. */
const focusCheckGapMs = 5_000;

/**
 * While logged in: asks /api/settings/check_status every minute and when the tab comes back into
 * view or focus. A session-ending answer (sessionExpired, BLOCK, CLOSE) runs the session-expired flow
 * of spec §8; anything else is left alone: a background check never opens an error dialog.
 */
function useSessionStatusCheck(): void {
  const token = useSession((s) => s.token);
  const accountId = useSession((s) => s.user?.account_id ?? '');
  const handle = useOutcomeHandler();
  const handler = useRef(handle);
  useEffect(() => {
    handler.current = handle;
  });

  useEffect(() => {
    if (!token || !accountId) return;
    let live = true;
    // The first return to the tab always asks: the session may have ended while it was away.
    let lastCheck = 0;
    const check = async () => {
      lastCheck = Date.now();
      const answer = await callApi(checkStatusCall, { account_id: accountId, auth: token });
      if (live && answer.statusCode !== 1 && sessionEndingMessages.includes(answer.message)) {
        handler.current(answer);
      }
    };
    const onFocus = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= focusCheckGapMs) void check();
    };
    const timer = setInterval(() => void check(), statusCheckMs);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [token, accountId]);
}

/** Spec §4: once there is a session (a login, or a page rendered logged in) its data loads. */
function useAccountDataLoading(): void {
  const token = useSession((s) => s.token);
  const load = useLoadAccountData();
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (token) void loadRef.current();
  }, [token]);
}

/** Fetches the modal chunk early when the address asks for a login modal (it opens after 1 s). */
function usePreloadEntryModal(): void {
  const { search } = useLocation();
  const wanted = new URLSearchParams(search).has(modalParam);
  useEffect(() => {
    // A failed fetch is tried again when the modal opens.
    if (wanted) Promise.all([modals.login.load(), modals.signin.load()]).catch(() => undefined);
  }, [wanted]);
}

/** The accounts feature's part of the shell; mount inside ShellServices. */
export function AccountServices(): null {
  useAccountDataLoading();
  useSessionStatusCheck();
  usePreloadEntryModal();
  return null;
}
