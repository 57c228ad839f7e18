import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { emptySiteState, type SiteState } from './site-state.ts';

export interface SiteStore extends SiteState {
  /** Replace the state (start-up, theme check) or reset it with a message. */
  apply(state: SiteState): void;
  reset(message: string): void;
  setFlags(flags: Partial<SiteState['flags']>): void;
  setPartners(partners: SiteState['partners']): void;
  setAccountList(accountList: SiteState['accountList']): void;
}

function createSiteStore(initial: SiteState): StoreApi<SiteStore> {
  return createStore<SiteStore>()((set) => ({
    ...initial,
    apply: (state) => set(state),
    reset: (message) => set(emptySiteState(message)),
    setFlags: (flags) => set((current) => ({ flags: { ...current.flags, ...flags } })),
    setPartners: (partners) => set({ partners }),
    setAccountList: (accountList) => set({ accountList }),
  }));
}

const SiteStoreContext = createContext<StoreApi<SiteStore> | null>(null);

/** One store per render tree: on the server every request gets its own, never a module singleton. */
export function SiteStoreProvider({ initial, children }: { initial: SiteState; children: ReactNode }) {
  const [store] = useState(() => createSiteStore(initial));
  return <SiteStoreContext.Provider value={store}>{children}</SiteStoreContext.Provider>;
}

export function useSite<T>(select: (state: SiteStore) => T): T {
  const store = useContext(SiteStoreContext);
  if (!store) throw new Error('useSite outside SiteStoreProvider');
  return useStore(store, select);
}
