import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Translate, Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the page's translator to every `useTranslation` below. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: i18n }, children);
}

/**
 * The translation hook of every component: `t` bound to the first group named (the others are
 * read with a `group:` prefix; none means `ui`), as react-i18next's was, and the translator.
 * Re-renders in the browser when a message group loads. `t` is the translator's own function per
 * group: nothing is built per call, which matters in a server render (decision 0037).
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: Translate; i18n: Translator } {
  const instance = useContext(TranslatorContext);
  if (!instance) throw new Error('useTranslation outside the I18nProvider');
  useSyncExternalStore(instance.subscribe, instance.revision, instance.revision);
  const group = typeof namespaces === 'string' ? namespaces : namespaces?.[0];
  return { t: instance.fixedT(group), i18n: instance };
}
