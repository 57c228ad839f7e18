import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The translation hook of every component. react-i18next's own `useTranslation` copies every
 * property of the i18next instance into a fresh wrapper on each call that has no earlier render
 * to reuse, which is every call of a server render: a profile of the home page put 9 % of the
 * server's time there (decision 0037). This one keeps one `t` per instance, language, namespaces
 * and revision, and re-renders in the browser when a message group loads or the language changes.
 */

interface Watch {
  revision: number;
  subscribe(listener: () => void): () => void;
  snapshot(): number;
  fixed: Map<string, TFunction>;
}

const watches = new WeakMap<I18n, Watch>();

function watchOf(instance: I18n): Watch {
  let watch = watches.get(instance);
  if (watch) return watch;
  const listeners = new Set<() => void>();
  const bump = () => {
    current.revision += 1;
    current.fixed.clear();
    for (const listener of listeners) listener();
  };
  const current: Watch = {
    revision: 0,
    fixed: new Map(),
    subscribe(listener) {
      if (listeners.size === 0) {
        instance.on('languageChanged', bump);
        instance.store.on('added', bump);
        instance.store.on('removed', bump);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        instance.off('languageChanged', bump);
        instance.store.off('added', bump);
        instance.store.off('removed', bump);
      };
    },
    snapshot: () => current.revision,
  };
  watch = current;
  watches.set(instance, watch);
  return watch;
}

export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const instance = context?.i18n;
  if (!instance) throw new Error('useTranslation outside the I18nextProvider');
  const watch = watchOf(instance);
  useSyncExternalStore(watch.subscribe, watch.snapshot, watch.snapshot);
  // As react-i18next's default mode: `t` is bound to the first namespace (the others are read
  // with a `group:` prefix); none means the default one.
  const namespace = typeof namespaces === 'string' ? namespaces : namespaces?.[0];
  const key = `${instance.language}|${namespace ?? ''}`;
  let t = watch.fixed.get(key);
  if (!t) {
    t = rememberingPlainKeys(instance.getFixedT(instance.language, namespace ?? null) as TFunction);
    watch.fixed.set(key, t);
  }
  return { t, i18n: instance };
}

/**
 * `t` that remembers the text of a key asked with nothing else or with options of plain values
 * (menu labels with a default, a site name, a count): i18next resolves every call through its
 * translator, which was a share of each server render of its own (6 % of a home page's CPU after
 * plain keys were remembered, mostly menu labels with a `defaultValue`). Calls with any other
 * option (objects, functions, `returnObjects`) go straight through. A new `t` is made on every
 * revision, so a loaded group or a language change is never hidden behind a remembered text.
 */
function rememberingPlainKeys(fixed: TFunction): TFunction {
  const texts = new Map<string, string>();
  const translate = fixed as unknown as (...a: unknown[]) => unknown;
  const remembering = (...args: unknown[]) => {
    const memo = memoKeyOf(args);
    if (memo === undefined) return translate(...args);
    let text = texts.get(memo);
    if (text === undefined) {
      const answer = translate(...args);
      if (typeof answer !== 'string') return answer;
      // Interpolated values are many (amounts, names): the memory stays bounded.
      if (texts.size >= maxRememberedTexts) texts.clear();
      text = answer;
      texts.set(memo, text);
    }
    return text;
  };
  return Object.assign(remembering, fixed) as unknown as TFunction;
}

const maxRememberedTexts = 5_000;

/** The memo key of a `t` call whose answer depends only on its arguments, else undefined. */
function memoKeyOf(args: unknown[]): string | undefined {
  const [key, options] = args;
  if (typeof key !== 'string' || args.length > 2) return undefined;
  if (args.length === 1) return key;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  if ('returnObjects' in options) return undefined;
  for (const value of Object.values(options)) {
    if (value !== null && typeof value === 'object') return undefined;
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
      return undefined;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}
