import { createStore, type StoreApi } from 'zustand';
import type { ModalName, ModalPropsByName } from './modals.ts';

/** The open modal: its name and props. */
type OpenModal = { [N in ModalName]: { name: N; props: ModalPropsByName[N]; id: number } }[ModalName];

export interface ModalStore {
  current: OpenModal | null;
  /**
   * Spec §2: "Modals: one open at a time. Opening a new one closes the current one." Props are
   * optional for modals that take none.
   */
  open<N extends ModalName>(
    name: N,
    ...props: Record<string, never> extends ModalPropsByName[N]
      ? [ModalPropsByName[N]?]
      : [ModalPropsByName[N]]
  ): void;
  close(): void;
}

/** A store per render tree (per SSR request, per browser tab), like the site store. */
export function createModalStore(): StoreApi<ModalStore> {
  let next = 1;
  return createStore<ModalStore>()((set) => ({
    current: null,
    open: (name, ...props) =>
      // A new id every time: reopening the same modal remounts its content with fresh state.
      set({ current: { name, props: props[0] ?? {}, id: next++ } as OpenModal }),
    close: () => set({ current: null }),
  }));
}
