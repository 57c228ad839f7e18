import type { ComponentType } from 'react';

/**
 * The props each named modal takes. Features add their own modals by augmenting this interface:
 *
 *   declare module '../feedback/modal-registry.ts' {
 *     interface ModalPropsByName { partners: Record<string, never> }
 *   }
 *   registerModal('partners', PartnersModal);
 */
export interface ModalPropsByName {
  /** The error dialog of spec §8: the text is already translated (or the server's text as is). */
  error: { text: string };
  /** Spec §2 login entry: the login modal (templates slot2, slot4, sportsbook1, and the rewards icon). */
  login: Record<string, never>;
  /** Spec §2 login entry: the sign-in modal of template slot5. */
  signin: Record<string, never>;
}

export type ModalName = keyof ModalPropsByName;

/** What the host gives a modal's content, beside its own props. */
export interface ModalChromeProps {
  /** The id the content puts on its heading: the dialog is labelled by it. */
  titleId: string;
  close: () => void;
}

export type ModalContent<N extends ModalName> = ComponentType<ModalPropsByName[N] & ModalChromeProps>;

/** A content component with its props erased: the store keeps each name's props matched to it. */
export type AnyModalContent = ComponentType<Record<string, unknown> & ModalChromeProps>;

/**
 * Content components by modal name. Module level on purpose: it holds code (components), the same for
 * every request and player, never state; which modal is open lives in the per-tree modal store.
 */
const registry = new Map<ModalName, AnyModalContent>();

/** Registers (or replaces) the content of a named modal; returns the function that removes it. */
export function registerModal<N extends ModalName>(name: N, content: ModalContent<N>): () => void {
  const erased = content as unknown as AnyModalContent;
  registry.set(name, erased);
  return () => {
    if (registry.get(name) === erased) registry.delete(name);
  };
}

export function modalContentOf(name: ModalName): AnyModalContent | undefined {
  return registry.get(name);
}
