import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** What the host gives a modal's content, beside its own props. */
export interface ModalChromeProps {
  /** The id the content puts on its heading: the dialog is labelled by it. */
  titleId: string;
  close: () => void;
}

export interface ModalEntry<P extends object> {
  /** Fetches the content's chunk; calling it again costs nothing (the module is cached). */
  load: () => Promise<ComponentType<P>>;
  Content: ComponentType<P>;
}

/**
 * A modal whose content loads on first use. Once its chunk is in (opened before, or fetched ahead
 * with `load`), the content renders at once, in the same commit as the dialog around it, instead of
 * going through a Suspense fallback each time. The cache holds code, the same for every request.
 */
function lazyModal<P extends object>(load: () => Promise<ComponentType<P>>): ModalEntry<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchContent = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => fetchContent().then((component) => ({ default: component })));
  function Content(props: P) {
    return createElement(loaded ?? (Lazy as ComponentType<P>), props);
  }
  return { load: fetchContent, Content };
}

/**
 * Every modal of the site, by name, with its content loaded on first use: most pages never open
 * one. Content components are code, the same for every request and player; which modal is open
 * lives in the per-tree modal store.
 */
export const modals = {
  /** Spec §8 "any other error": the text is already translated (or the server's text as is). */
  error: lazyModal(() => import('./error-dialog.tsx').then((module) => module.ErrorDialog)),
  /** Spec §2 login entry: the login modal (its templates' login entry, and the rewards icon). */
  login: lazyModal(() =>
    import('#app/features/accounts/login-modals.tsx').then((module) => module.LoginModalContent),
  ),
  /** Spec §2 login entry: the sign-in modal (its templates' login entry). */
  signin: lazyModal(() =>
    import('#app/features/accounts/login-modals.tsx').then((module) => module.SignInModalContent),
  ),
  /** Spec §2 partners button: the brand's partners, each linked in a new tab. */
  partners: lazyModal(() =>
    import('#app/features/floating/partners-modal.tsx').then((module) => module.PartnersModal),
  ),
};

export type ModalName = keyof typeof modals;

/** The props each modal takes from its opener (the host adds the chrome props). */
export type ModalPropsByName = {
  [N in ModalName]: Omit<ComponentProps<(typeof modals)[N]['Content']>, keyof ModalChromeProps>;
};

// The error dialog must show when calls fail, which is when its chunk could fail to load too, and
// the first calls answer right after hydration: in the browser, fetch it as soon as the app's code
// runs. A failed fetch is tried again when the dialog opens.
if (typeof window !== 'undefined') modals.error.load().catch(() => undefined);
