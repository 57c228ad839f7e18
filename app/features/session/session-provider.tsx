import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { formatNumberDisplay } from '#shared/format/number-display.ts';
import { AccountSummaryProvider, type AccountSummary } from '#app/features/layouts/account-area.tsx';
import { useSite } from '#app/features/site/site-store.tsx';
import { listenForLogout, type LogoutSignalStorage } from './logout-signal.ts';
import { createSessionStore, type SessionState, type SessionStore } from './session-store.ts';

const SessionStoreContext = createContext<StoreApi<SessionStore> | null>(null);

/** localStorage when the browser allows it (it throws in some privacy modes); nothing on the server. */
function browserStorage(): LogoutSignalStorage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface SessionStoreProviderProps {
  /** The session the server knows of (logged-in SSR); a guest otherwise. */
  initial?: Partial<SessionState>;
  children: ReactNode;
  /** What a tab does after another tab logged out; a full reload by default (spec §4). */
  onOtherTabLogout?: () => void;
}

/**
 * One session store per render tree (each SSR request its own, never a module singleton), and the
 * listener that resets and reloads this tab when another tab logs out.
 */
export function SessionStoreProvider({ initial, children, onOtherTabLogout }: SessionStoreProviderProps) {
  const [store] = useState(() => createSessionStore(initial, { storage: browserStorage() }));
  useEffect(
    () =>
      listenForLogout(window, () => {
        store.getState().reset();
        (onOtherTabLogout ?? (() => window.location.reload()))();
      }),
    [store, onOtherTabLogout],
  );
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSessionStoreApi(): StoreApi<SessionStore> {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStoreApi outside SessionStoreProvider');
  return store;
}

export function useSession<T>(select: (state: SessionStore) => T): T {
  return useStore(useSessionStoreApi(), select);
}

/** Gives the layouts' account area the logged-in player's summary (null for a guest). */
export function SessionAccountSummary({ children }: { children: ReactNode }) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const fullName = useSession((s) => s.fullname || s.user?.full_name || s.user?.account_id || '');
  const balance = useSession((s) => s.game.balance);
  const tokens = useSession((s) => s.minigame.token_balance);
  const currency = useSite((s) => s.site?.currency ?? '');
  const summary = useMemo<AccountSummary | null>(
    () =>
      isAuthenticated
        ? {
            fullName,
            // Spec §5: zero shows nothing, in the header too (issue 10).
            balance: formatNumberDisplay(balance, { trim: true }),
            currency,
            tokens: formatNumberDisplay(tokens),
          }
        : null,
    [isAuthenticated, fullName, balance, tokens, currency],
  );
  return <AccountSummaryProvider value={summary}>{children}</AccountSummaryProvider>;
}
