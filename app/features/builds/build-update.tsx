import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { createPath, useLocation, useNavigation } from 'react-router';
import { isLanguageCode } from '#shared/i18n/languages.ts';
import { showToast } from '#app/features/feedback/toasts.tsx';
import { loadMessageGroup } from '#app/features/i18n/i18n.ts';
import { fetchLatestBuildId, startBuildWatcher } from './build-watcher.ts';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * The build the page was loaded with. In a production build React Router's client manifest carries
 * the same version the server publishes (`build.assets.version`); in development the server
 * publishes a fixed id, so the first id read serves as the boot id.
 */
function bootBuildId(): string | null {
  if (!import.meta.env.PROD) return null;
  return window.__reactRouterManifest?.version ?? null;
}

export interface BuildUpdateWatcherProps {
  /** For tests: the boot id and how the latest id is read. */
  bootId?: string | null;
  fetchBuildId?: () => Promise<string | null>;
  /** Full document load of `href`; `replace` when it is already the current entry. */
  loadDocument?: (href: string, replace: boolean) => void;
}

function defaultLoadDocument(href: string, replace: boolean): void {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}

/**
 * Spec §4 build update: checks the latest build id hourly; once it changed, the next navigation is a
 * full document load of its target instead of a client-side one (nothing reloads under the player's
 * hands). A navigation that posts a form goes through first, then the page reloads.
 */
export function BuildUpdateWatcher({
  bootId,
  fetchBuildId = fetchLatestBuildId,
  loadDocument = defaultLoadDocument,
}: BuildUpdateWatcherProps) {
  const { t, i18n } = useTranslation('messages');
  const [stale, setStale] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const staleSince = useRef<string | null>(null);
  const reloading = useRef(false);

  useEffect(() => {
    const watcher = startBuildWatcher({
      fetchBuildId,
      bootId: bootId === undefined ? bootBuildId() : bootId,
      onStale: () => setStale(true),
    });
    return () => watcher.stop();
  }, [bootId, fetchBuildId]);

  // Tell the player once; the text group loads on demand. Without its text there is no notice (a
  // bare message key would tell the player nothing); the reload on the next navigation still happens.
  useEffect(() => {
    if (!stale) return;
    const language = isLanguageCode(i18n.language) ? i18n.language : 'EN';
    void loadMessageGroup(i18n, language, 'messages').then((available) => {
      if (available) showToast('info', t('messages:newVersion'));
    });
  }, [stale, i18n, t]);

  const current = location.key;
  // Declared before the reload effect: in the commit that makes the page stale, this one runs first,
  // so the page the player is on does not count as the next navigation.
  useEffect(() => {
    if (stale && staleSince.current === null) staleSince.current = current;
  }, [stale, current]);

  useEffect(() => {
    if (!stale || reloading.current) return;
    const next = navigation.location;
    const method = navigation.formMethod?.toUpperCase();
    if (next && (!method || method === 'GET')) {
      reloading.current = true;
      loadDocument(createPath(next), false);
    }
  }, [stale, navigation.location, navigation.formMethod, loadDocument]);

  useEffect(() => {
    if (!stale || reloading.current || staleSince.current === current) return;
    reloading.current = true;
    loadDocument(createPath(location), true);
  }, [stale, current, location, loadDocument]);

  return null;
}
