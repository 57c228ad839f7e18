import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { createModalStore, type ModalStore } from './modal-store.ts';

const ModalStoreContext = createContext<StoreApi<ModalStore> | null>(null);

/** One modal store per render tree: on the server every request gets its own. */
export function ModalStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createModalStore);
  return <ModalStoreContext.Provider value={store}>{children}</ModalStoreContext.Provider>;
}

function useModalStoreApi(): StoreApi<ModalStore> {
  const store = useContext(ModalStoreContext);
  if (!store) throw new Error('useModalStoreApi outside ModalStoreProvider');
  return store;
}

export function useModals<T>(select: (state: ModalStore) => T): T {
  return useStore(useModalStoreApi(), select);
}

/** `open(name, props?)` and `close()`: stable functions, safe in effect dependencies. */
export function useModalActions(): Pick<ModalStore, 'open' | 'close'> {
  const { open, close } = useModalStoreApi().getState();
  return { open, close };
}
